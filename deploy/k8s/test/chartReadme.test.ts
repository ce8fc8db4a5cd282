/** helm/kindred/README.md carries the parameters table generated from the `## @param` lines of values.yaml. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chart, repo } from './kube';

it('has a chart README generated from values.yaml that is current', () => {
  const readme = path.join(chart, 'README.md');
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-readme-')), 'README.md');
  fs.copyFileSync(readme, copy);
  const generator = path.join(repo, 'node_modules/@bitnami/readme-generator-for-helm/bin/index.js');
  const result = spawnSync(process.execPath, [generator, '-v', path.join(chart, 'values.yaml'), '-r', copy], {
    encoding: 'utf8',
  });
  expect([result.status, result.stderr]).toEqual([0, '']);
  // When this fails: npx readme-generator -v helm/kindred/values.yaml -r helm/kindred/README.md
  expect(fs.readFileSync(copy, 'utf8')).toBe(fs.readFileSync(readme, 'utf8'));
});
