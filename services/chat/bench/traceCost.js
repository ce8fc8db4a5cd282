// Tracing's CPU cost per call, paired: two user+messaging processes (services.js) run side by side, one
// tracing (sampler ratio BENCH_TRACE_SAMPLE, default 0.01, to a local OTLP sink) and one not, and the
// calls go to them in alternating blocks, so that both see the same machine load. Prints the CPU the
// process spent per call (Authenticate and GetSessionUser: Redis and Postgres reads), each way, from /proc.
// BENCH_TRACE_COMPARE=1 adds a third process that traces as before sampling was decided first (every
// unsampled call still builds its gRPC server span), in the same rotation.
// Needs built services, Postgres and Redis as for the tests: `node services/chat/bench/traceCost.js`
// (BENCH_CPU_PROF=<dir>: CPU profiles of both processes over the measured blocks).
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');
const { createClient, loadContract } = require('@kindred/kit');

const ADMIN_DB = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SAMPLE = process.env.BENCH_TRACE_SAMPLE || '0.01';
const BLOCKS = Number(process.env.BENCH_BLOCKS || 10);
const BLOCK = Number(process.env.BENCH_BLOCK || 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);
const COMPARE = process.env.BENCH_TRACE_COMPARE === '1';
/** BENCH_SIMULTANEOUS=1: each round drives every process at once, so all meet the same moment's load. */
const SIMULTANEOUS = process.env.BENCH_SIMULTANEOUS === '1';
/** /proc/<pid>/stat counts CPU in clock ticks of 10 ms (USER_HZ 100 on Linux). */
const TICK_MS = 10;

/** CPU milliseconds a process has used (user + system). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function start(env) {
  const child = spawn(process.execPath, [path.join(__dirname, 'services.js')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('READY'));
      if (line) resolve({ child, userPort: Number(line.split(' ')[1]) });
    });
    child.once('exit', (code) => reject(new Error(`services.js exited with ${code}`)));
  });
}

async function main() {
  let exports = 0;
  const sink = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      exports++;
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const admin = new Client({ connectionString: ADMIN_DB });
  // Another test's clean-up may end this connection; the DROP at the end then simply fails.
  admin.on('error', () => undefined);
  await admin.connect();
  const dbName = `kindred_tracecost_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(ADMIN_DB);
  dbUrl.pathname = `/${dbName}`;
  const env = {
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL,
    REGISTRATION_REVIEW: 'off',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'Admin-Passw0rd',
    SERVICE_PASSWORD: 'Service-Passw0rd',
  };
  const tracing = {
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${sink.address().port}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
    OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
    OTEL_TRACES_SAMPLER_ARG: SAMPLE,
  };
  const children = [];
  try {
    // One after the other: both migrate the same database.
    const off = await start({ ...env, REDIS_KEY_PREFIX: `tcoff${randomBytes(3).toString('hex')}:` });
    children.push(off.child);
    const on = await start({ ...env, ...tracing, REDIS_KEY_PREFIX: `tcon${randomBytes(3).toString('hex')}:` });
    children.push(on.child);
    const contract = loadContract('user').kindred.user.v1.UserService;
    const sides = { off, on };
    if (COMPARE) {
      const built = await start({
        ...env,
        ...tracing,
        BENCH_TRACE_DECIDE_FIRST: 'off',
        REDIS_KEY_PREFIX: `tcbuilt${randomBytes(3).toString('hex')}:`,
      });
      children.push(built.child);
      sides.built = built;
    }
    for (const side of Object.values(sides)) {
      side.client = createClient(contract, `127.0.0.1:${side.userPort}`, { deadlineMs: 60_000 });
      const username = `tc${randomBytes(3).toString('hex')}`;
      const { user } = await side.client.Register({
        username,
        email: `${username}@bench.dev`,
        password: 'Passw0rd!',
        sex: 1,
        birthday: Date.UTC(1990, 0, 1),
        country: 'TW',
      });
      side.token = user.token;
      side.userId = user.id;
      side.cpu = 0;
      side.calls = 0;
    }
    const block = async (side) => {
      let left = BLOCK;
      const before = cpuMs(side.child.pid);
      await Promise.all(
        [...Array(CONCURRENCY)].map(async () => {
          while (left-- > 0) {
            await side.client.Authenticate({ token: side.token });
            await side.client.GetSessionUser({ user_id: side.userId });
          }
        }),
      );
      const used = cpuMs(side.child.pid) - before;
      side.cpu += used;
      side.calls += BLOCK * 2;
      return used;
    };
    // Warm-up, then rotating blocks (each side first in turn).
    const order = Object.values(sides);
    for (const side of order) await block(side);
    // Each tracing process loads its exporter at its first export: a one-time cost, kept out of the
    // measured blocks by waiting for those exports (the batch processor sends within OTEL_BSP_SCHEDULE_DELAY).
    const tracingSides = order.length - 1;
    for (let waited = 0; Number(SAMPLE) > 0 && exports < tracingSides && waited < 15_000; waited += 250) {
      if (waited % 2000 === 0) for (const side of order) await block(side);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const side of order) Object.assign(side, { cpu: 0, calls: 0, rounds: [] });
    // With BENCH_CPU_PROF=<dir> both processes sample the measured blocks (profile.js).
    const profile = async () => {
      if (!process.env.BENCH_CPU_PROF) return;
      for (const side of Object.values(sides)) side.child.kill('SIGUSR2');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    };
    await profile();
    for (let i = 0; i < BLOCKS; i++) {
      if (SIMULTANEOUS) {
        const used = await Promise.all(order.map((side) => block(side)));
        order.forEach((side, j) => side.rounds.push(used[j]));
        continue;
      }
      for (let j = 0; j < order.length; j++) {
        const side = order[(i + j) % order.length];
        side.rounds.push(await block(side));
      }
    }
    await profile();
    const per = (side) => (side.cpu * 1000) / side.calls;
    const load = os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ');
    console.log(
      `trace cost, ${BLOCKS} rotating blocks of ${BLOCK} x (Authenticate + GetSessionUser) each way, ${CONCURRENCY} in flight:`,
    );
    console.log(`  tracing off        : ${per(off).toFixed(1)} µs CPU a call`);
    // Each round's paired difference too: its median is less swayed by a burst of other load.
    const percent = (x) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;
    const against = (side) => {
      const rounds = side.rounds.map((cpu, i) => cpu / off.rounds[i] - 1).sort((a, b) => a - b);
      const median = (rounds[(rounds.length - 1) >> 1] + rounds[rounds.length >> 1]) / 2;
      return `${per(side).toFixed(1)} µs CPU a call (${percent(per(side) / per(off) - 1)}; rounds: median ${percent(median)}, ${percent(rounds[0])} to ${percent(rounds[rounds.length - 1])})`;
    };
    console.log(`  tracing on (${SAMPLE}) : ${against(on)}`);
    if (sides.built)
      console.log(`  on, spans built    : ${against(sides.built)} (unsampled calls still build their spans)`);
    console.log(`  ${exports} OTLP exports received, load ${load}`);
    // BENCH_ROUNDS=1: every round's difference, in order (a trend would show a cost that grows).
    if (process.env.BENCH_ROUNDS === '1')
      for (const [name, side] of Object.entries(sides)) {
        const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${side.child.pid}/status`, 'utf8'))[1];
        const rounds = side.rounds.map((cpu, i) => percent(cpu / off.rounds[i] - 1)).join(' ');
        console.log(`  ${name}: RSS ${Math.round(rss / 1024)} MB, rounds ${rounds}`);
      }
    for (const side of Object.values(sides)) side.client.close();
  } finally {
    for (const child of children) child.kill('SIGKILL');
    sink.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
