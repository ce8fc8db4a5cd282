// Chat benchmark (make bench-chat): loopback only, bounded in time. Needs built services
// (npx tsc -b services/tsconfig.json), Postgres and Redis as for the tests.
//   (a) Kindred's path: 2 chat nodes, every message stored through messaging before delivery;
//   (b) a bare uWebSockets.js + Redis relay (bareRelay.js), no auth, no persistence;
// at SOCKETS sockets (pairs across the two nodes, each keeping WINDOW sends in flight), then the
// memory of one chat node holding IDLE sockets. Prints figures; asserts nothing.
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const path = require('node:path');
const fs = require('node:fs');
const os = require('node:os');
const WebSocket = require('ws');
const { Client } = require('pg');

const SOCKETS = Number(process.env.BENCH_SOCKETS || 1000);
const IDLE = Number(process.env.BENCH_IDLE_SOCKETS || 5000);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WINDOW = Number(process.env.BENCH_WINDOW || 4);
/** Seconds of load before the measured window (BENCH_WARMUP_SECONDS=20: a node's steady state, its exporter warm). */
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS || 2);
const ADMIN_DB = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** Which parts to run (a: Kindred path, b: bare relay, idle: memory); all by default. */
const PARTS = new Set((process.env.BENCH_PARTS || 'a,b,idle').split(','));
const PROFILE = process.env.BENCH_CPU_PROF;
/** Extra V8/Node flags for the processes under test (chat nodes, services, relays), e.g. heap sizing. */
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS || '').split(' ').filter(Boolean);
/** BENCH_STDOUT_DIR=<dir>: each process's stdout (where --trace-gc writes) goes to <dir>/<script>-[un]traced-<pid>.log. */
const STDOUT_DIR = process.env.BENCH_STDOUT_DIR;
const children = [];
const runFigures = require('./benchFigures');
/** BENCH_TRACE_SAMPLE=0.01: the processes under test trace (1% of sends) to a local OTLP sink. */
const TRACE_SAMPLE = process.env.BENCH_TRACE_SAMPLE;
let traceSink;
async function startTraceSink() {
  traceSink = await require('./benchTraceSink').startBenchTraceSink();
  Object.assign(process.env, {
    OTEL_EXPORTER_OTLP_ENDPOINT: traceSink.endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
    OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
    OTEL_TRACES_SAMPLER_ARG: TRACE_SAMPLE,
  });
}

/**
 * BENCH_TRACE_COMPARE=1 (with BENCH_TRACE_SAMPLE): part a runs a traced stack (user+messaging and two
 * chat nodes) and an untraced one side by side, each with its own SOCKETS members, measured in the
 * same window under the same machine load; back-to-back runs on this shared machine swing by 3x. One
 * round a run: repeated rounds on the same services slowed down to nothing from the third (not understood).
 */
const TRACE_COMPARE = Boolean(TRACE_SAMPLE && process.env.BENCH_TRACE_COMPARE === '1');

/** BENCH_TRACE_ONLY=chat|services: only those processes trace (which side's tracing costs). */
const TRACE_ONLY = process.env.BENCH_TRACE_ONLY;
const untraced = (script) => TRACE_ONLY && !script.startsWith(TRACE_ONLY === 'chat' ? 'chatNode' : TRACE_ONLY);

const tracedTag = (env, own) => (!TRACE_SAMPLE ? '' : { ...process.env, ...env, ...own }.OTEL_SDK_DISABLED === 'true' ? 'untraced-' : 'traced-');

function start(script, env) {
  const own = untraced(script) ? { OTEL_SDK_DISABLED: 'true' } : {};
  const child = spawn(process.execPath, ['--expose-gc', ...NODE_FLAGS, path.join(__dirname, script)], { env: { ...process.env, ...env, ...own }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const copy = STDOUT_DIR && fs.createWriteStream(path.join(STDOUT_DIR, `${script.replace(/\.js$/, '')}-${tracedTag(env, own)}${child.pid}.log`));
    child.stdout.on('data', (chunk) => {
      copy?.write(chunk);
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('READY'));
      if (line) resolve({ child, ports: line.split(' ').slice(1).map(Number) });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function open(url) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('close', (code, reason) => {
      ws.closedWith = `${code} ${reason}`;
    });
    ws.once('error', reject);
  });
}

async function inBatches(items, size, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

/** Pairs (i, i+1): even sockets on port A, odd on port B; each keeps WINDOW messages in flight. */
/** CPU seconds a process has used (utime + stime from /proc, in the kernel's 100 Hz ticks). */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * `serverPids`: [chat nodes..., user+messaging]; their CPU over the measured window is returned per delivered message.
 * `ready`: awaited once the sockets are open and initialized, before the first send (side by side, both stacks wait
 * for each other there, so that their warm-ups and measured windows coincide however long each took to start).
 */
async function drive(urls, ids, init, onMeasure = () => undefined, serverPids = [], ready = async () => undefined) {
  const sockets = await inBatches(urls, 100, open);
  let lost = 0;
  if (init) {
    let answered = 0;
    const inits = Promise.all(
      sockets.map((ws, i) => new Promise((resolve) => {
        // A socket the node dropped before its init answer is counted, not waited for.
        if (ws.readyState !== WebSocket.OPEN) return resolve(lost++);
        ws.once('message', () => resolve(++answered));
        ws.once('close', () => resolve(lost++));
        ws.send(JSON.stringify({ opt: 100, uid: ids[i] }));
      })),
    );
    await Promise.race([
      inits,
      sleep(60_000).then(() => {
        const closed = sockets.map((ws) => ws.closedWith).filter(Boolean);
        throw new Error(`init answered on ${answered} of ${sockets.length} sockets (closed: ${closed.join(', ')})`);
      }),
    ]);
  }
  await ready();
  let running = true;
  let measuring = false;
  let delivered = 0;
  let errors = 0;
  const errorKinds = new Map();
  const latencies = [];
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const now = () => Number(process.hrtime.bigint() - t0) / 1e6;
  sockets.forEach((ws, i) => {
    const partner = ids[i % 2 === 0 ? i + 1 : i - 1];
    let seq = 0;
    const sendOne = () => ws.send(JSON.stringify({ opt: 1, contact: partner, type: 'txt', msg: `t${now().toFixed(3)}`, ref: String(seq++) }));
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw);
      if (frame.status !== 'success' || frame.opt !== 1) {
        errors++;
        errorKinds.set(`${frame.opt}:${frame.msg}`, (errorKinds.get(`${frame.opt}:${frame.msg}`) ?? 0) + 1);
        if (running) setTimeout(sendOne, 5);
        return;
      }
      if (frame.data.ref !== undefined) {
        if (running) sendOne();
      } else if (measuring && frame.data.sender_id === partner) {
        delivered++;
        latencies.push(now() - Number(frame.data.content.slice(1)));
      }
    });
    for (let k = 0; k < WINDOW; k++) sendOne();
  });
  await sleep(WARMUP * 1000);
  measuring = true;
  onMeasure();
  const serverCpu0 = serverPids.map(cpuSeconds);
  const started = Date.now();
  await sleep(SECONDS * 1000);
  measuring = false;
  const serverCpu = serverPids.map((pid, i) => cpuSeconds(pid) - serverCpu0[i]);
  const elapsed = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const clientCpu = (cpu.user + cpu.system) / 1e6 / (elapsed + WARMUP);
  running = false;
  await sleep(500);
  for (const ws of sockets) ws.terminate();
  latencies.sort((x, y) => x - y);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? NaN;
  const kinds = [...errorKinds].map(([k, v]) => `${k} x${v}`).join(', ');
  const closes = new Map();
  for (const ws of sockets) if (ws.closedWith) closes.set(ws.closedWith, (closes.get(ws.closedWith) ?? 0) + 1);
  const closed = [...closes].map(([why, n]) => `${n}x ${why}`).join(', ');
  const perMessage = (seconds) => (delivered ? (seconds * 1e6) / delivered : NaN);
  const serverCpuUs = serverPids.length
    ? { total: perMessage(serverCpu.reduce((a, b) => a + b, 0)), services: perMessage(serverCpu.at(-1)), chat: perMessage(serverCpu.slice(0, -1).reduce((a, b) => a + b, 0)) }
    : null;
  return { serverCpuUs, perSecond: delivered / elapsed, p50: pct(50), p99: pct(99), errors: errors ? `${errors} (${kinds})` : 0, clientCpu, lost: closed ? `${lost} (${closed})` : lost };
}

async function main() {
  if (TRACE_SAMPLE) await startTraceSink();
  const dbName = `kindred_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(ADMIN_DB);
  dbUrl.pathname = `/${dbName}`;
  const prefix = `bench${randomBytes(3).toString('hex')}:`;
  const env = { DATABASE_URL: dbUrl.toString(), REDIS_URL, REDIS_KEY_PREFIX: prefix, REGISTRATION_REVIEW: 'off', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'Admin-Passw0rd', SERVICE_PASSWORD: 'Service-Passw0rd' };
  try {
    const servicesProc = await start('services.js', env);
    const [userPort, messagingPort] = servicesProc.ports;
    const { createClient, loadContract } = require('@kindred/kit');
    // Side by side, each stack's user+messaging registers its own members, so that neither starts warmer.
    const plainEnv = { ...env, OTEL_SDK_DISABLED: 'true' };
    const plainServices = TRACE_COMPARE ? await start('services.js', plainEnv) : null;
    const registrars = [servicesProc, plainServices].filter(Boolean).map((proc) =>
      createClient(loadContract('user').kindred.user.v1.UserService, `127.0.0.1:${proc.ports[0]}`, { deadlineMs: 30_000 }),
    );
    const registered = TRACE_COMPARE ? 2 * SOCKETS : SOCKETS;
    process.stdout.write(`registering ${registered} members (vip 1)... `);
    const members = await inBatches([...Array(registered).keys()], 16, async (i) => {
      const users = registrars[Math.floor(i / SOCKETS)];
      const username = `b${i}x${randomBytes(2).toString('hex')}`;
      const { user } = await users.Register({ username, email: `${username}@bench.dev`, password: 'Passw0rd!', sex: 1, birthday: Date.UTC(1990, 0, 1), country: 'TW' });
      await users.ExtendMembership({ user_id: user.id, tier: 1, months: 1, idempotency_key: `bench-${username}` });
      return { id: Number(user.id), token: user.token };
    });
    for (const users of registrars) users.close();
    console.log('done');

    const chatEnv = { ...env, USER_ADDR: `127.0.0.1:${userPort}`, MESSAGING_ADDR: `127.0.0.1:${messagingPort}`, CHAT_RATE_PER_SEC: '1000000', CHAT_RATE_BURST: '1000000' };
    const ids = members.slice(0, SOCKETS).map((m) => m.id);
    const f = (x) => x.toFixed(0);
    const ms = (x) => x.toFixed(1);
    const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
    console.log(`\nchat benchmark, ${SOCKETS} sockets (${SOCKETS / 2} pairs across 2 nodes, ${WINDOW} in flight each), ${SECONDS} s measured, loopback`);
    // With BENCH_CPU_PROF=<dir>: the processes under test sample the measured window only.
    const signal = (...procs) => () => {
      if (PROFILE) for (const p of procs) p.child.kill('SIGUSR2');
    };
    const profile = async (...procs) => {
      if (!PROFILE) return;
      signal(...procs)();
      await sleep(3000);
    };

    let a;
    let b;
    if (PARTS.has('a') && TRACE_COMPARE) {
      const stackEnv = (proc, own) => ({ ...chatEnv, ...own, USER_ADDR: `127.0.0.1:${proc.ports[0]}`, MESSAGING_ADDR: `127.0.0.1:${proc.ports[1]}` });
      const stacks = [
        { name: `traced (${TRACE_SAMPLE})`, services: servicesProc, chatEnv: stackEnv(servicesProc, {}), members: members.slice(0, SOCKETS) },
        { name: 'untraced', services: plainServices, chatEnv: stackEnv(plainServices, plainEnv), members: members.slice(SOCKETS) },
      ];
      let waiting = stacks.length;
      let allReady;
      const started = new Promise((resolve) => (allReady = resolve));
      const ready = () => {
        if (--waiting === 0) allReady();
        return started;
      };
      const runStack = async (stack) => {
        const nodes = [await start('chatNode.js', stack.chatEnv), await start('chatNode.js', stack.chatEnv)];
        const urls = stack.members.map((m, i) => `ws://127.0.0.1:${nodes[i % 2].ports[0]}/socket?token=${m.token}`);
        const pids = [...nodes.map((n) => n.child.pid), stack.services.child.pid];
        const result = await drive(urls, stack.members.map((m) => m.id), true, signal(stack.services, ...nodes), pids, ready);
        if (PROFILE) console.log(`${stack.name}: pids ${pids.join(' ')}`);
        await profile(stack.services, ...nodes);
        await Promise.all(nodes.map((node) => new Promise((resolve) => node.child.once('exit', resolve).kill())));
        return result;
      };
      const load0 = load();
      // BENCH_TRACE_UNTRACED_FIRST=1: the untraced stack's chat nodes start first (does the order favour a stack?).
      const order = process.env.BENCH_TRACE_UNTRACED_FIRST === '1' ? [1, 0] : [0, 1];
      const results = [];
      await Promise.all(order.map(async (i) => (results[i] = await runStack(stacks[i]))));
      const [traced, plain] = results;
      const line = (s, r) => `${s.name} ${f(r.perSecond)} msg/s, p99 ${ms(r.p99)} ms, ${f(r.serverCpuUs.total)} µs CPU a message (chat nodes ${f(r.serverCpuUs.chat)}), error frames ${r.errors}, closed ${r.lost}`;
      const change = (x, y) => `${x >= y ? '+' : ''}${(((x - y) / y) * 100).toFixed(1)}%`;
      console.log(`(a) side by side: ${line(stacks[0], traced)} | ${line(stacks[1], plain)} | traced vs untraced ${change(traced.perSecond, plain.perSecond)} msg/s, ${change(traced.serverCpuUs.total, plain.serverCpuUs.total)} CPU a message | load ${load0} -> ${load()}`);
      runFigures.addSideBySide(traced, plain);
      plainServices.child.kill();
    } else if (PARTS.has('a')) {
      const nodeA = await start('chatNode.js', chatEnv);
      const nodeB = await start('chatNode.js', chatEnv);
      const kindredUrls = members.map((m, i) => `ws://127.0.0.1:${(i % 2 ? nodeB : nodeA).ports[0]}/socket?token=${m.token}`);
      a = await drive(kindredUrls, ids, true, signal(servicesProc, nodeA, nodeB), [nodeA.child.pid, nodeB.child.pid, servicesProc.child.pid]);
      await profile(servicesProc, nodeA, nodeB);
      nodeA.child.kill();
      nodeB.child.kill();
      console.log(`(a) Kindred chat path, stored before delivery : ${f(a.perSecond)} delivered msg/s, p50 ${ms(a.p50)} ms, p99 ${ms(a.p99)} ms, error frames ${a.errors}, sockets closed before init ${a.lost}, client CPU ${(a.clientCpu * 100).toFixed(0)}%, load ${load()}`);
      const c = a.serverCpuUs;
      console.log(`(a) CPU per delivered message: ${f(c.total)} µs (chat nodes ${f(c.chat)}, user+messaging ${f(c.services)})`);
      runFigures.addKindred(a);
    }
    if (PARTS.has('b')) {
      const relayA = await start('bareRelay.js', { REDIS_URL, PREFIX: `${prefix}bare:` });
      const relayB = await start('bareRelay.js', { REDIS_URL, PREFIX: `${prefix}bare:` });
      const bareUrls = ids.map((id, i) => `ws://127.0.0.1:${(i % 2 ? relayB : relayA).ports[0]}/socket?uid=${id}`);
      b = await drive(bareUrls, ids, false, signal(relayA, relayB));
      await profile(relayA, relayB);
      relayA.child.kill();
      relayB.child.kill();
      console.log(`(b) bare uWebSockets.js + Redis relay        : ${f(b.perSecond)} delivered msg/s, p50 ${ms(b.p50)} ms, p99 ${ms(b.p99)} ms, client CPU ${(b.clientCpu * 100).toFixed(0)}%, load ${load()}`);
      runFigures.addRelay(b);
    }
    if (a && b) console.log(`ratio (a)/(b): ${(a.perSecond / b.perSecond).toFixed(2)}`);
    if (a && b) runFigures.addRatio(a, b);
    if (TRACE_SAMPLE) {
      const spans = traceSink.spansByName().map(([name, n]) => `${n} ${name}`).join(', ');
      console.log(`tracing on: sampler ratio ${TRACE_SAMPLE}, ${traceSink.exports()} OTLP exports received; spans: ${spans}`);
    }

    if (PARTS.has('idle')) {
      // RSS growth of one process holding IDLE open sockets, for the chat node and for the bare relay
      // (uWebSockets.js's own per-socket cost is the floor under both).
      const memory = (proc) =>
        new Promise((resolve) => {
          const onData = (chunk) => {
            const line = String(chunk).split('\n').find((l) => l.startsWith('MEM '));
            if (!line) return;
            proc.child.stdout.off('data', onData);
            const [rss, heapUsed] = line.split(' ').slice(1).map(Number);
            resolve({ rss, heapUsed });
          };
          proc.child.stdout.on('data', onData);
          proc.child.kill('SIGWINCH');
        });
      // Cold: the first IDLE sockets of a fresh process (includes the heap growing to the connect
      // burst). Warm: the same sockets again after they all closed (what a socket itself keeps).
      const idleCost = async (proc, urlOf) => {
        const round = async () => {
          await sleep(2000);
          const before = await memory(proc);
          const idle = await inBatches([...Array(IDLE).keys()].map(urlOf), 200, open);
          await sleep(3000);
          const after = await memory(proc);
          for (const ws of idle) ws.terminate();
          return { rss: (after.rss - before.rss) / IDLE, heap: (after.heapUsed - before.heapUsed) / IDLE };
        };
        const cold = await round();
        const warm = await round();
        proc.child.kill();
        return { cold, warm };
      };
      const idleNode = await start('chatNode.js', { ...chatEnv, BENCH_GC_EVERY_SECOND: '1' });
      const chatIdle = await idleCost(idleNode, (i) => `ws://127.0.0.1:${idleNode.ports[0]}/socket?token=${members[i % members.length].token}`);
      const idleRelay = await start('bareRelay.js', { REDIS_URL, PREFIX: `${prefix}idle:` });
      const bareIdle = await idleCost(idleRelay, (i) => `ws://127.0.0.1:${idleRelay.ports[0]}/socket?uid=${ids[i % ids.length]}`);
      const show = (x) => `RSS ${f(x.rss)} (JS heap ${f(x.heap)})`;
      console.log(`idle sockets: ${IDLE} on one process (${members.length} members), bytes per socket, load ${load()}`);
      console.log(`  chat node : cold ${show(chatIdle.cold)}, warm ${show(chatIdle.warm)}`);
      console.log(`  bare relay: cold ${show(bareIdle.cold)}, warm ${show(bareIdle.warm)}`);
      runFigures.addIdle(IDLE, chatIdle, bareIdle);
    }
    runFigures.recordRun(SOCKETS);
  } finally {
    for (const child of children) child.kill('SIGKILL');
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await dropRedisKeys(prefix).catch(() => undefined);
  }
}

/** The run's Redis keys (its notification stream alone keeps ~100,000 entries): later runs start clean. */
async function dropRedisKeys(prefix) {
  const redis = new (require('ioredis'))(REDIS_URL);
  for (let cursor = '0', keys; ; ) {
    [cursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (keys.length) await redis.unlink(...keys);
    if (cursor === '0') break;
  }
  redis.disconnect();
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  },
);
