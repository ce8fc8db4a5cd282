/**
 * jest's global tear-down: drops this run's stack template database, if a stack made it, and the gift
 * pictures its stack stored (services/edge/test/stackDatabase.ts, `templateGiftObjects`).
 */
const fs = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');

module.exports = async function dropStackTemplate() {
  const name = process.env.KINDRED_STACK_TEMPLATE;
  if (!name || !/^kindred_template_[a-z0-9]+$/.test(name)) return;
  await fs.rm(path.join(os.tmpdir(), `${name}-objects`), { recursive: true, force: true });
  const client = new Client({
    connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await client.connect();
  try {
    await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`).catch(() => undefined);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
};
