// `make bench-ceilings` (issue 42, "The chart and the plan"): what one Redis shard, one Postgres replica
// and the Postgres primary can carry, as operations per CPU-second of the process that does the work
// (redis-server is one thread; a Postgres backend is one process). Counting CPU rather than wall time
// keeps the figure honest on a machine the bench itself shares: the bench's own client work is not
// charged to the store. docs/capacity.md turns the figures into shards and replicas for 10M members.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import results from '../figures/results.js';
import { freePort } from '../../services/kit/dist/testing.js';
import { cpuSeconds } from './cpuMeter.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const SECONDS = Number(process.env.CEILING_SECONDS ?? 10);
const MEMBERS = Number(process.env.CEILING_MEMBERS ?? 10_000);
/** A chat frame as a delivery carries it (bytes of JSON). */
const FRAME = JSON.stringify({
  opt: 1,
  status: 'success',
  data: { mid: 123456789, type: 'txt', content: 'x'.repeat(120) },
});
const SCALE_URL = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kindred_scale';

/** One redis-server in cluster mode holding every slot: one shard, as a cluster's master is. */
async function startShard() {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-ceiling-redis-'));
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--cluster-enabled',
      'yes',
      '--cluster-config-file',
      path.join(dir, 'nodes.conf'),
    ].concat(['--save', '', '--appendonly', 'no', '--dir', dir, '--loglevel', 'warning']),
    { stdio: 'ignore' },
  );
  const admin = new Redis({ port, lazyConnect: true, retryStrategy: () => 100 });
  admin.on('error', () => undefined);
  for (let i = 0; i < 100; i++) {
    if (
      await admin.connect().then(
        () => true,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  await admin.call('CLUSTER', 'ADDSLOTSRANGE', '0', '16383');
  while (!String(await admin.call('CLUSTER', 'INFO')).includes('cluster_state:ok')) await sleep(100);
  admin.disconnect();
  return {
    port,
    pid: child.pid,
    async stop() {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Sharded publishes to MEMBERS member channels, each followed by one of `nodes` subscriber
 * connections (a member's sockets sit on one chat node), from two pipelining publishers.
 */
async function shardCeiling(nodes) {
  const shard = await startShard();
  const subscribers = Array.from({ length: nodes }, () => new Redis({ port: shard.port }));
  let delivered = 0;
  for (const s of subscribers) s.on('smessage', () => (delivered += 1));
  // One channel a command: channels of different slots cannot share an SSUBSCRIBE.
  for (let i = 0; i < MEMBERS; i += 500) {
    const batch = [];
    for (let id = i; id < Math.min(i + 500, MEMBERS); id++)
      batch.push(subscribers[id % nodes].ssubscribe(`chat:u:${id}`));
    await Promise.all(batch);
  }
  const publishers = [new Redis({ port: shard.port }), new Redis({ port: shard.port })];
  let published = 0;
  let running = true;
  const cpuBefore = cpuSeconds(shard.pid);
  const started = Date.now();
  const loops = publishers.map(async (p) => {
    while (running) {
      const pipeline = p.pipeline();
      for (let i = 0; i < 200; i++) pipeline.call('SPUBLISH', `chat:u:${Math.floor(Math.random() * MEMBERS)}`, FRAME);
      await pipeline.exec();
      published += 200;
    }
  });
  await sleep(SECONDS * 1000);
  running = false;
  await Promise.all(loops);
  const wall = (Date.now() - started) / 1000;
  const cpu = cpuSeconds(shard.pid) - cpuBefore;
  await sleep(500);
  for (const c of [...subscribers, ...publishers]) c.disconnect();
  await shard.stop();
  return { published, delivered, wall, cpu };
}

/** Clients of the scale database, each with its backend's pid (for its CPU). */
async function clients(count) {
  const all = [];
  for (let i = 0; i < count; i++) {
    const client = new pg.Client({ connectionString: SCALE_URL });
    await client.connect();
    const { rows } = await client.query('SELECT pg_backend_pid() AS pid');
    all.push({ client, pid: rows[0].pid });
  }
  return all;
}

/** Runs `work(client)` in a loop on each client for SECONDS; operations and the backends' CPU-seconds. */
async function measure(pool, work) {
  let done = 0;
  let running = true;
  const before = pool.map((c) => cpuSeconds(c.pid));
  const started = Date.now();
  await Promise.all([
    ...pool.map(async (c) => {
      while (running) done += await work(c.client);
    }),
    sleep(SECONDS * 1000).then(() => (running = false)),
  ]);
  const wall = (Date.now() - started) / 1000;
  const cpu = pool.reduce((sum, c, i) => sum + cpuSeconds(c.pid) - before[i], 0);
  return { done, wall, cpu };
}

/**
 * A member-list page as a replica serves one: 12 active members of one sex after a page boundary
 * (keyset, as the user service pages with its anchors), latest activity first, on the covering index
 * `accounts_sex_activity`; boundaries drawn at random from the first 50,000 members of each sex.
 */
async function listReads(pool) {
  const activity = `coalesce(last_login_at, '-infinity')`;
  const anchors = [];
  for (let i = 0; i < 200; i++) {
    const sex = 1 + (i % 2);
    const { rows } = await pool[0].client.query(
      `SELECT ${activity} AS at, id FROM user_svc.accounts WHERE status = 1 AND role = 'member' AND sex = $1
        ORDER BY ${activity} DESC, id DESC OFFSET $2 LIMIT 1`,
      [sex, Math.floor(Math.random() * 50_000)],
    );
    if (rows[0]) anchors.push([sex, rows[0].at, rows[0].id]);
  }
  return measure(pool, async (client) => {
    const [sex, at, id] = anchors[Math.floor(Math.random() * anchors.length)];
    await client.query(
      `SELECT id, username, sex, birthday, country, avatar, last_login_at FROM user_svc.accounts
        WHERE status = 1 AND role = 'member' AND sex = $1 AND (${activity}, id) < ($2, $3)
        ORDER BY ${activity} DESC, id DESC LIMIT 12`,
      [sex, at, id],
    );
    return 1;
  });
}

/**
 * Chat messages as messaging stores a batch: one INSERT of 20 rows into the scale database's
 * `messaging_svc.messages` with its indexes (the message rows only: threads, contacts and the
 * allowance are written by a batch too, so the figure is an upper bound). The rows are removed after.
 */
async function messageWrites(pool) {
  const { rows } = await pool[0].client.query('SELECT coalesce(max(id), 0)::bigint AS top FROM messaging_svc.messages');
  const top = rows[0].top;
  const result = await measure(pool, async (client) => {
    const now = Date.now();
    const senders = Array.from({ length: 20 }, () => 4 + Math.floor(Math.random() * 90_000));
    await client.query(
      `INSERT INTO messaging_svc.messages (low_id, high_id, sender_id, recipient_id, type, content, img, created_at)
       SELECT s, s + 7, s, s + 7, 'txt', $2, '', $3
         FROM unnest($1::bigint[]) AS s`,
      [senders, 'x'.repeat(120), now],
    );
    return senders.length;
  });
  await pool[0].client.query('DELETE FROM messaging_svc.messages WHERE id > $1', [top]);
  return result;
}

const rate = (count, seconds) => Math.round(count / seconds).toLocaleString('en');

async function main() {
  const rows = [];
  for (const nodes of [2, 16]) {
    const r = await shardCeiling(nodes);
    rows.push([
      `one Redis shard: SPUBLISH, ${nodes} chat nodes subscribed to ${MEMBERS.toLocaleString('en')} member channels`,
      rate(r.published, r.wall),
      r.cpu.toFixed(1),
      rate(r.published, r.cpu),
      `${rate(r.delivered, r.wall)} deliveries/s; ${FRAME.length}-byte frames`,
    ]);
    console.log(rows.at(-1).join(' | '));
  }
  let pool = null;
  try {
    pool = await clients(4);
  } catch (err) {
    console.log(`no scale database (${err.message}): make seed-scale first for the Postgres ceilings`);
  }
  if (pool) {
    const reads = await listReads(pool);
    rows.push([
      'one Postgres (a replica): member-list pages',
      rate(reads.done, reads.wall),
      reads.cpu.toFixed(1),
      rate(reads.done, reads.cpu),
      '4 connections; 12 members a page after a random boundary (keyset, covering index)',
    ]);
    console.log(rows.at(-1).join(' | '));
    const writes = await messageWrites(pool);
    rows.push([
      'the Postgres primary: chat messages stored',
      rate(writes.done, writes.wall),
      writes.cpu.toFixed(1),
      rate(writes.done, writes.cpu),
      '4 connections; batches of 20 rows into messages with its indexes',
    ]);
    console.log(rows.at(-1).join(' | '));
    for (const c of pool) await c.client.end();
  }
  const file = results.writeResults('ceilings', {
    setting: `${SECONDS} s a part`,
    command: 'make bench-ceilings',
    columns: [
      'part',
      { name: 'ops/s', align: 'right' },
      { name: 'CPU-s', align: 'right' },
      { name: 'ops per CPU-second', align: 'right' },
      'notes',
    ],
    rows,
  });
  console.log(`recorded in ${file}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
