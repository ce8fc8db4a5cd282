/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

describe('inTheApp.json', () => {
  it('lists the screens that import each component as the web app does today', () => {
    const script = join(__dirname, '../../scripts/inTheApp.mjs');
    // --check exits non-zero (and execFileSync throws, with the command to run) when the file is stale.
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
