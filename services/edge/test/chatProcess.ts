/**
 * A chat node as a process of its own (services/chat/dist/main.js, as `make dev` and `make chaos`
 * run it), for tests that SIGKILL it mid-conversation and start it again on the same port. Needs
 * `make build` (the services' dist).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@kindred/kit/testing';

export { freePort };

const MAIN = path.resolve(__dirname, '../../chat/dist/main.js');

export interface ChatProcess {
  port: number;
  /** Starts the node and waits until its /readyz answers 200. */
  start(): Promise<void>;
  /** Sends `signal` (SIGKILL: no drain, sockets cut) and waits until the process has exited. */
  signal(signal: NodeJS.Signals): Promise<void>;
}

export async function chatProcess(env: Record<string, string>): Promise<ChatProcess> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const log: string[] = [];
  const ready = async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200;
    } catch {
      return false;
    }
  };
  return {
    port,
    async start() {
      const started = spawn(process.execPath, [MAIN], {
        env: { ...process.env, NODE_OPTIONS: '', ...env, CHAT_HOST: '127.0.0.1', CHAT_PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const keep = (chunk: Buffer) => log.push(chunk.toString()) > 40 && log.shift();
      started.stdout!.on('data', keep);
      started.stderr!.on('data', keep);
      const until = Date.now() + 30_000;
      while (!(await ready())) {
        if (started.exitCode !== null || Date.now() > until)
          throw new Error(`the chat node did not become ready: ${log.join('').slice(-800)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async signal(signal) {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill(signal);
      await exited;
    },
  };
}
