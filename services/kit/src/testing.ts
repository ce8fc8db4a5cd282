import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Admin connection for tests: the machine's Postgres unless TEST_DATABASE_URL says otherwise. */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh database for one test file; `drop()` removes it. Empty, or a copy of `template` (a database
 * no session is connected to; one being copied elsewhere at the same moment is waited for).
 */
export async function createTestDatabase(
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kindred_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`);
        break;
      } catch (err) {
        // 55006: the template is being accessed by other users (another copy starting at this moment).
        if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
  return { url: databaseUrl(name), drop: () => dropDatabase(name) };
}

/** The URL of a database of the tests' Postgres by name. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database of the tests' Postgres, sessions and all (a template too). */
export async function dropDatabase(name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`).catch(() => undefined);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * Runs `body` holding a session-level advisory lock of the tests' Postgres named `key` (one worker at
 * a time makes a shared thing, such as a template database).
 */
export async function withTestLock<T>(key: string, body: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    return await body(admin);
  } finally {
    await admin.end();
  }
}

/** A Redis key prefix / db index per test file keeps parallel files apart. */
export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
}

export { claimPort, freePort } from './runtime/freePort';
export { startRedisCluster, type ClusterNode, type RedisCluster } from './testing/redisCluster';
export { startPostgresReplica, type PostgresReplica } from './testing/postgresReplica';
