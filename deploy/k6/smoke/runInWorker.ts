import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import type { SmokeResult } from './runScript';

const repo = path.resolve(__dirname, '../../..');

/** The harness bundled once into node_modules/.cache (so that `ws` and `esbuild` resolve from there). */
function harness(): string {
  const file = path.join(repo, 'node_modules/.cache/kindred-k6/harness.js');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  buildSync({
    entryPoints: [path.join(__dirname, 'workerMain.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: file,
    external: ['esbuild', 'ws'],
    logLevel: 'silent',
  });
  return file;
}

/**
 * Runs a k6 script through the smoke harness in a worker thread: the harness blocks its thread on
 * every HTTP call (k6's http is synchronous), which must not be the thread a stack under test runs on.
 */
export function runScriptInWorker(
  script: string,
  env: Record<string, string>,
  options: { iterationTimeoutMs?: number } = {},
): Promise<SmokeResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(harness(), { workerData: { script, env, options } });
    worker.once('message', (message: { result?: SmokeResult; error?: string }) => {
      void worker.terminate();
      if (message.result) resolve(message.result);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });
}
