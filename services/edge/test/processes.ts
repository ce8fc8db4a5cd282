import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { freePort } from '@kindred/kit/testing';

export { freePort };

const services = path.join(__dirname, '..', '..');

async function waitForPort(port: number, child: ChildProcess, name: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`${name} did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ServiceProcess {
  name: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts a service as its own process, the way a container runs it (`node services/<name>/dist/main.js`,
 * built by `make build`), and waits until it listens on `port`.
 */
export async function startProcess(
  name: string,
  port: number,
  env: Record<string, string>,
  dir = name,
  script = 'main.js',
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [path.join(services, dir, 'dist', script)], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForPort(port, child, name);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${output}`, { cause: err });
  }
  return {
    name,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => (clearTimeout(timer), resolve()));
        child.kill('SIGTERM');
      }),
  };
}
