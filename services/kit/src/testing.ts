import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Admin connection for tests: the machine's Postgres unless TEST_DATABASE_URL says otherwise. */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty database for one test file; `drop()` removes it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kindred_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A Redis key prefix / db index per test file keeps parallel files apart. */
export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
}

export { claimPort, freePort } from './runtime/freePort';
export { startRedisCluster, type ClusterNode, type RedisCluster } from './testing/redisCluster';
export { startPostgresReplica, type PostgresReplica } from './testing/postgresReplica';
