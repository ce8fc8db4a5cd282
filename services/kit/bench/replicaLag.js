// Read-your-writes on a read replica, two ways, measured on a real primary and streaming standby of
// this machine (kit's startPostgresReplica): how long after a commit the row is visible on the
// standby, what waiting for the standby to replay the write's WAL position costs (read the position
// on the primary after the write, then ask the standby until it has replayed it), and what the
// window costs instead (one Redis SET per write, one EXISTS per read). Idle, then with writers busy
// beside it. Records docs/figures/replica-lag.json (`make figures` renders docs/capacity.md, "Read
// replicas").
//   node services/kit/bench/replicaLag.js      (after `make build`; BENCH_ROUNDS, default 300; as root
//   or as the postgres user: the servers run as postgres)
const path = require('node:path');
const { Client } = require('pg');
const { Redis } = require('ioredis');
const { writeResults } = require('../../../deploy/figures/results.js');

const ROUNDS = Number(process.env.BENCH_ROUNDS || 300);
const WRITERS = 4;
const dist = path.resolve(__dirname, '../dist');

const ms = (from) => Number(process.hrtime.bigint() - from) / 1e6;
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const both = (values) => `${quantile(values, 0.5).toFixed(2)} / ${quantile(values, 0.99).toFixed(2)}`;

async function connect(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Writers inserting as fast as they can beside the measured writes, until `stop()`. */
function busyWriters(url, count) {
  let running = true;
  let written = 0;
  const loops = Array.from({ length: count }, async () => {
    const client = await connect(url);
    while (running) {
      await client.query(`INSERT INTO bench_rows (payload) SELECT repeat('x', 200) FROM generate_series(1, 20)`);
      written += 20;
    }
    await client.end();
  });
  const started = process.hrtime.bigint();
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return Math.round(written / (ms(started) / 1000));
    },
  };
}

async function measure(primary, standby, redis) {
  const seen = [];
  const lsnRead = [];
  const lsnWait = [];
  const lsnCheck = [];
  const windowWrite = [];
  const windowRead = [];
  const insert = async () =>
    (await primary.query(`INSERT INTO bench_rows (payload) VALUES ('measured') RETURNING id`)).rows[0].id;
  for (let round = 0; round < ROUNDS; round++) {
    // When a row is visible on the standby, counted from its commit.
    const id = await insert();
    const committed = process.hrtime.bigint();
    for (;;) {
      const found = await standby.query('SELECT 1 FROM bench_rows WHERE id = $1', [id]);
      if (found.rowCount === 1) break;
    }
    seen.push(ms(committed));

    // The LSN way, on a write of its own: the write's position, read on the primary after it...
    await insert();
    let from = process.hrtime.bigint();
    const lsn = (await primary.query('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0].lsn;
    lsnRead.push(ms(from));
    // ...then a read waits until the standby has replayed it (each check one round trip).
    from = process.hrtime.bigint();
    for (;;) {
      const asked = process.hrtime.bigint();
      const replayed = (await standby.query('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn])).rows[0]
        .done;
      lsnCheck.push(ms(asked));
      if (replayed) break;
    }
    lsnWait.push(ms(from));

    // The window's costs: the write is recorded, a read asks whether its member wrote.
    from = process.hrtime.bigint();
    await redis.set(`own-writes:bench:${round}`, '1', 'PX', 3_000);
    windowWrite.push(ms(from));
    from = process.hrtime.bigint();
    await redis.exists(`own-writes:bench:${round}`);
    windowRead.push(ms(from));
  }
  return { seen, lsnRead, lsnWait, lsnCheck, windowWrite, windowRead };
}

async function main() {
  const { startPostgresReplica } = require(path.join(dist, 'testing.js'));
  const pg = await startPostgresReplica({ database: 'bench' });
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
    keyPrefix: `bench-${process.pid}:`,
  });
  const rows = [];
  try {
    const primary = await connect(pg.primaryUrl);
    await primary.query('CREATE TABLE bench_rows (id bigserial PRIMARY KEY, payload text NOT NULL)');
    await pg.caughtUp();
    const standby = await connect(pg.replicaUrl);
    for (const writers of [0, WRITERS]) {
      const busy = writers ? busyWriters(pg.primaryUrl, writers) : null;
      const figures = await measure(primary, standby, redis);
      const rate = busy ? await busy.stop() : 0;
      rows.push([
        writers ? `${writers} writers beside (${rate.toLocaleString('en-US')} rows/s)` : 'idle',
        both(figures.seen),
        both(figures.lsnWait),
        both(figures.lsnRead),
        both(figures.lsnCheck),
        both(figures.windowWrite),
        both(figures.windowRead),
      ]);
      console.log(rows[rows.length - 1].join(' | '));
    }
    await standby.end();
    await primary.end();
  } finally {
    redis.disconnect();
    await pg.stop();
  }
  const file = writeResults('replica-lag', {
    setting: 'local primary and standby',
    command: 'node services/kit/bench/replicaLag.js',
    note: `${ROUNDS} writes a row each; ms, p50 / p99`,
    columns: [
      'primary',
      'row visible on the standby after commit',
      'LSN way: wait until replayed',
      'LSN way: read the position after a write',
      'LSN way: one replay check',
      'window: Redis SET a write',
      'window: Redis EXISTS a read',
    ],
    rows,
  });
  console.log(`recorded in ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
