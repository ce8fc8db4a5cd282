import { parentPort, workerData } from 'node:worker_threads';
import { runScript } from './runScript';

/** runScript in a thread of its own: its synchronous HTTP blocks this thread, never the stack's. */
const { script, env, options } = workerData as { script: string; env: Record<string, string>; options: object };
runScript(script, env, options).then(
  (result) => parentPort!.postMessage({ result }),
  (err: Error) => parentPort!.postMessage({ error: err.stack ?? err.message }),
);
