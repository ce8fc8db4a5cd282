// `make bench-scale`: starts Kindred against the seed-scale database (its own ports and Redis key
// prefix, loopback only) and prints p50 / p99 / req/s at 50 connections for every list and detail call,
// the socket's contacts (opt 100 -> opt 0) and history (opt 3), beside bare Koa and Koa + pg anchors in
// the same run. Bounded in time (BENCH_SECONDS per call); prints figures, asserts nothing.
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import S3rver from 's3rver';
import s3rverAccount from 's3rver/lib/models/account.js';
import { BENCH_MEMBER, BENCH_PASSWORD, scaleSettings } from './settings.mjs';
import { firstContactsPage, socketLoop } from './socketLoad.mjs';
import { compressionCost } from './compressionCost.mjs';
import { cpuMeter, measureIdle } from './cpuMeter.mjs';
import { turnTaker } from './turns.mjs';
import * as callgrind from './edgeCallgrind.mjs';
import { printHeader, recordRun, row } from './benchTable.mjs';
import { bodyOptions, discoverSearches, oneOf, withToken } from './discoverSearches.mjs';
import { churnCase } from './churn.mjs';
import { waitForPort } from './waitForPort.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
// BENCH_BUILD=<checkout>: the stack runs that checkout's build (an A/B pair of builds with one bench).
const build = process.env.BENCH_BUILD ? path.resolve(process.env.BENCH_BUILD) : root;
const { scale, databaseUrl } = scaleSettings();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
// BENCH_ROUNDS=4: each call is measured that many times in a row (with BENCH_TURNS, alternating stacks).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const turns = turnTaker();
// Below the ephemeral range (32768+) so that no other program's outgoing connection holds one of them.
const BASE = Number(process.env.BENCH_PORT_BASE ?? 23000);
const ports = {
  user: BASE + 51,
  social: BASE + 52,
  messaging: BASE + 53,
  commerce: BASE + 54,
  media: BASE + 55,
  chat: BASE + 90,
  edge: BASE + 80,
  s3: BASE + 3,
  hello: BASE + 1,
  anchor: BASE + 2,
};
/** The stack's processes in start order (cpuMeter.mjs counts on the chat node and edge last). */
const STACK = ['user', 'media', 'commerce', 'social', 'messaging', 'chat', 'edge'];
const children = [];
/** BENCH_TRACE_SAMPLE=0.01: every process traces (that ratio of new traces) to a local OTLP sink, as bench-chat does. */
const TRACE_SAMPLE = process.env.BENCH_TRACE_SAMPLE;
let traceExports = 0;
let traceBytes = 0;

/** A collector stand-in that accepts OTLP/HTTP exports and counts them. */
async function traceEnv() {
  if (!TRACE_SAMPLE) return {};
  const sink = http.createServer((req, res) => {
    req.on('data', (chunk) => (traceBytes += chunk.length));
    req.on('end', () => {
      traceExports++;
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
  sink.unref();
  return {
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${sink.address().port}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
    OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
    OTEL_TRACES_SAMPLER_ARG: TRACE_SAMPLE,
  };
}

async function start(name, args, env, port) {
  // BENCH_CPU_PROF=<dir>: each process of the stack writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF && !args[0].startsWith(here);
  const service = !args[0].startsWith(here);
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  // BENCH_NODE_FLAGS='--trace-gc ...' (spaces or commas between flags): V8 flags for each process of the stack (not the anchors);
  // BENCH_STDOUT_DIR=<dir>: each process's stdout (where --trace-gc writes) goes to <dir>/<name>.log.
  if (service && process.env.BENCH_NODE_FLAGS)
    flags.push(...process.env.BENCH_NODE_FLAGS.split(/[\s,]+/).filter(Boolean));
  const logDir = service && process.env.BENCH_STDOUT_DIR ? path.resolve(process.env.BENCH_STDOUT_DIR) : null;
  if (logDir) fs.mkdirSync(logDir, { recursive: true });
  const stdout = logDir ? fs.openSync(path.join(logDir, `${name}.log`), 'w') : 'ignore';
  // BENCH_EDGE_CPU=1 (with the bench itself under `taskset -c 0`): the edge alone on that core, so that
  // where the scheduler puts it against the load generator does not change what a request costs.
  const pinned = name === 'edge' && process.env.BENCH_EDGE_CPU;
  const node = callgrind.nodeCommand(name, process.execPath);
  const command = pinned ? ['taskset', ['-c', process.env.BENCH_EDGE_CPU, node[0], ...node[1]]] : node;
  const child = spawn(command[0], [...command[1], ...flags, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  children.push(child);
  await waitForPort(port, child, callgrind.edgeCallgrind ? 600_000 : 60_000).catch((error) => {
    throw new Error(`${name}: ${error.message}`);
  });
}

/** Keys of the bench's own: media refuses the local store's default keys in production. */
const benchS3Keys = { accessKey: 'scale-bench', secretKey: crypto.randomBytes(24).toString('hex') };

/** A throwaway local S3-compatible server for media (the lists never touch objects). */
async function startS3() {
  s3rverAccount.DUMMY_ACCOUNT.createKeyPair(benchS3Keys.accessKey, benchS3Keys.secretKey);
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-scale-s3-'));
  const server = new S3rver({
    port: ports.s3,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: 'kindred-media' }],
  });
  await server.run();
  return async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  };
}

async function startStack() {
  const addr = (port) => `127.0.0.1:${port}`;
  const shared = {
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'allow',
    PAYMENT_CALLBACK_SECRET: 'scale-bench-callback-secret',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_KEY_PREFIX: `scale${BASE}:`,
    DEMO_SEED: 'off',
    REGISTRATION_REVIEW: 'off',
    USER_ADDR: addr(ports.user),
    SOCIAL_ADDR: addr(ports.social),
    MESSAGING_ADDR: addr(ports.messaging),
    COMMERCE_ADDR: addr(ports.commerce),
    MEDIA_ADDR: addr(ports.media),
    CHAT_ADDR: addr(ports.chat),
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_ACCESS_KEY: benchS3Keys.accessKey,
    S3_SECRET_KEY: benchS3Keys.secretKey,
    USER_GRPC_PORT: ports.user,
    SOCIAL_GRPC_PORT: ports.social,
    MESSAGING_GRPC_PORT: ports.messaging,
    COMMERCE_GRPC_PORT: ports.commerce,
    MEDIA_GRPC_PORT: ports.media,
    CHAT_PORT: ports.chat,
    // Each of the bench's sockets stands for many members (as autocannon's connections do) and asks
    // again as soon as it is answered: ~28 history pages a second on a quiet machine, over the
    // per-socket limit of one member (20 a second, burst 40), which then refused ~10,000 frames a second.
    // Set them in the environment to bench with the product's limit.
    CHAT_RATE_PER_SEC: process.env.CHAT_RATE_PER_SEC ?? 1_000_000,
    CHAT_RATE_BURST: process.env.CHAT_RATE_BURST ?? 1_000_000,
    EDGE_PORT: ports.edge,
    USER_METRICS_PORT: 0,
    SOCIAL_METRICS_PORT: 0,
    COMMERCE_METRICS_PORT: 0,
    MEDIA_METRICS_PORT: 0,
    MESSAGING_METRICS_PORT: 0,
    // The churn case signs members in at 50 a second from this one address (churn.mjs).
    RATE_LIMIT_LOGIN_PER_MIN: 1_000_000,
    ADMIN_PASSWORD: 'scale-admin-pass',
    SERVICE_PASSWORD: 'scale-service-pass',
    ...(await traceEnv()),
  };
  for (const name of STACK) {
    await start(name, [path.join(build, 'services', name, 'dist/main.js')], shared, ports[name]);
  }
  await start('hello', [path.join(here, 'anchor.mjs'), 'hello', ports.hello], {}, ports.hello);
  await start('anchor', [path.join(here, 'anchor.mjs'), 'userlist', ports.anchor, databaseUrl], {}, ports.anchor);
}

async function post(port, pathname, body, headers = {}) {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return response.json();
}

function load(port, pathname, body) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}${pathname}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        ...bodyOptions(body),
        connections: CONNECTIONS,
        duration: SECONDS,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * BENCH_SAMPLED_AT=<round> (with BENCH_TRACE_SAMPLE=0): before that round, 100 requests carrying a
 * sampled `traceparent`, which the parent-based sampler follows; the rounds before and after show what
 * a handful of sampled requests change for every later one in the same process.
 */
const SAMPLED_AT = process.env.BENCH_SAMPLED_AT === undefined ? -1 : Number(process.env.BENCH_SAMPLED_AT);

async function sendSampled(port, pathname, body) {
  const hex = (bytes) => crypto.randomBytes(bytes).toString('hex');
  for (let i = 0; i < 100; i++) await post(port, pathname, body, { traceparent: `00-${hex(16)}-${hex(8)}-01` });
}

/** Ids of the data set the calls ask about: a busy author, a member with photos, a gift. */
async function fixtures() {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const one = async (sql) => (await db.query(sql)).rows[0]?.id ?? 3;
  const found = {
    author: await one(
      `SELECT author_id AS id FROM social_svc.trends GROUP BY author_id ORDER BY count(*) DESC LIMIT 1`,
    ),
    gift: await one(`SELECT id FROM commerce_svc.gifts ORDER BY id LIMIT 1`),
    members: Number((await db.query(`SELECT count(*) AS n FROM user_svc.accounts`)).rows[0].n),
  };
  await db.end();
  return found;
}

async function main() {
  const started = Date.now();
  stopS3 = await startS3();
  await startStack();
  const login = await post(ports.edge, '/member/index/login', { account: BENCH_MEMBER, password: BENCH_PASSWORD });
  const token = login?.data?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(login)}`);
  const uid = login.data.id ?? login.data.userinfo?.id ?? 3;
  const { author, gift, members } = await fixtures();
  const deepPage = Math.max(2, Math.floor(members / 12 / 4));
  const calls = [
    ['/member/index/userinfo', {}],
    ['/member/index/info', {}],
    ['/member/index/initdata', {}],
    ['/member/index/userdetail', { id: author }],
    ['/member/index/userlist', { page: 1 }, 'userlist page 1'],
    ['/member/index/userlist', { page: deepPage }, `userlist page ${deepPage}`],
    ['/member/index/userlist', { page: 1, username: 'zq' }, 'userlist search "zq"'],
    ['/member/index/onlinelist', {}],
    ['/member/index/new_opposite_sex', {}],
    ['/member/index/memberwall', {}],
    ['/member/index/search_opposite_sex', { username: 'm12' }],
    ['/member/index/senotice', {}],
    ['/member/like/i_like', {}],
    ['/member/like/love_me', {}],
    ['/member/like/mutual_like', {}],
    ['/member/trend/trend', { page: 1 }, 'trend (newsfeed) page 1'],
    ['/member/trend/trend', { page: 50 }, 'trend (newsfeed) page 50'],
    ['/member/trend/my_trend', { page: 1 }],
    ['/member/trend/his_trend', { userid: author, page: 1 }, 'his_trend (busiest author)'],
    ['/member/email/emaillist', {}],
    ['/member/photo/my_photo', {}],
    ['/member/photo/his_photo', { userid: author }],
    ['/member/shop/gift', {}],
    ['/member/shop/received_gift', {}],
    ['/member/shop/detail', { id: gift }],
    ['/member/recharge/package', {}],
    ['/member/upgrade/package', {}],
    ['/member/block/list', {}],
    ...discoverSearches(),
  ];
  // Settled first: what the services do right after they start is not idle work.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const stackPids = children.slice(0, 7).map((child) => child.pid);
  const idleRate = await measureIdle(stackPids, Number(process.env.BENCH_IDLE_SECONDS ?? 5));
  const idleMs = (rate) => Math.round(rate * 1000);
  const heading =
    `${members} members, ${CONNECTIONS} connections, ${SECONDS} s a call, load ${os.loadavg()[0].toFixed(1)};` +
    ` idle stack ${idleMs(idleRate.front)} + ${idleMs(idleRate.services)} CPU ms/s (edge+chat + services), subtracted` +
    (TRACE_SAMPLE ? `; tracing on (sampler ratio ${TRACE_SAMPLE})` : '; tracing off');
  console.log(`bench-scale SCALE=${scale}, ${heading}`);
  printHeader();
  const meterDb = new pg.Client({ connectionString: databaseUrl });
  await meterDb.connect();
  await turns.ready();
  const measured = [];
  const record = (name, p50, p99, rps, cpu, note) => {
    measured.push({ name, p50, p99, rps, cpu });
    row(name, p50, p99, rps, cpu, note);
  };
  /** One measured window of a call: its latencies, and the CPU the stack spent an answer. */
  const measure = (pathname, body) =>
    turns.take(async () => {
      const meter = await cpuMeter(meterDb, stackPids, idleRate);
      const counted = await callgrind.countedWindow(
        stackPids[6],
        () => load(ports.edge, pathname, body),
        (result) => result.requests.total,
      );
      const { total, split } = await meter(counted.result.requests.total);
      return { result: counted.result, cpu: total, split: `${split}${counted.note}` };
    });
  /** The stack while `run` works (it answers how many answers it made): CPU an answer, by tier and process. */
  const meterWindow = async (run) => {
    const metered = await (await cpuMeter(meterDb, stackPids, idleRate))(await run());
    const each = stackPids.map((pid, i) => `${STACK[i]} ${(metered.processes.get(pid) ?? 0).toFixed(2)}`);
    return { ...metered, split: `${metered.split} (${each.join(', ')})` };
  };
  for (const [port, name] of [
    [ports.hello, 'anchor: bare Koa hello'],
    [ports.anchor, 'anchor: Koa + pg userlist SQL'],
  ]) {
    // The churn case runs beside them: its figures are mostly the machine's speed that day.
    if (ONLY && !ONLY.test(name) && !ONLY.source.includes('churn')) continue;
    const result = await load(port, '/', {});
    row(name, result.latency.p50, result.latency.p99, result.requests.average, undefined);
  }
  for (const [pathname, body, label] of calls) {
    const name = label ?? pathname.replace('/member/', '');
    if (ONLY && !ONLY.test(name)) continue;
    const probe = await post(ports.edge, pathname, oneOf(withToken(body, token)));
    const bytes = Buffer.byteLength(JSON.stringify(probe));
    const note = probe.status === 200 ? `${bytes} B` : `status ${probe.status} ${probe.msg}`;
    if (process.env.BENCH_COMPRESSION) console.log(`${name}: ${compressionCost(JSON.stringify(probe))}`);
    for (let round = 0; round < ROUNDS; round++) {
      if (round === SAMPLED_AT) await sendSampled(ports.edge, pathname, oneOf(withToken(body, token)));
      const { result, cpu, split } = await measure(pathname, withToken(body, token));
      const failed = result.non2xx + result.errors;
      record(
        name,
        result.latency.p50,
        result.latency.p99,
        result.requests.average,
        cpu,
        `${failed ? `${note}, ${failed} failed` : note}; ${split}`,
      );
    }
  }
  if (!ONLY || ONLY.source.includes('churn'))
    await churnCase({ port: ports.edge, databaseUrl, measure, meterWindow, record, only: ONLY, seconds: SECONDS });
  const socketUrl = `ws://127.0.0.1:${ports.chat}/socket?token=${encodeURIComponent(token)}`;
  // The contacts page after the first (the bench member has ~1,100 chats: the cursor of page 1).
  const contactsNext = (await firstContactsPage(socketUrl, uid)).next;
  for (const [name, frame] of [
    ['socket opt 100 -> opt 0 (contacts)', () => ({ opt: 100, uid })],
    ['socket opt 4 (next contacts page)', () => ({ opt: 4, ...contactsNext })],
    ['socket opt 3 (history page)', () => ({ opt: 3, contact: uid + 1, create_time: 0, mid: 0 })],
  ]) {
    if (ONLY && !ONLY.test(name)) continue;
    const meter = await cpuMeter(meterDb, stackPids, idleRate);
    const result = await socketLoop(socketUrl, frame, CONNECTIONS, SECONDS);
    const { total, split } = await meter(result.rps * SECONDS);
    record(
      name,
      result.p50,
      result.p99,
      result.rps,
      total,
      `${result.bytes} B${result.errors ? `, error answers: ${result.errors}` : ''}; ${split}`,
    );
  }
  await meterDb.end();
  callgrind.printEdgeProfile(stackPids[6]);
  const costliest = measured.reduce((a, b) => (b.cpu > a.cpu ? b : a), measured[0]);
  const worst = measured.reduce((a, b) => (b.p99 > a.p99 ? b : a), measured[0]);
  const slowest = measured.reduce((a, b) => (b.rps < a.rps ? b : a), measured[0]);
  const summary =
    `worst p99 ${worst.p99} ms on ${worst.name}, lowest ${Math.round(slowest.rps)} req/s on ${slowest.name},` +
    ` most CPU ${costliest.cpu.toFixed(2)} ms an answer on ${costliest.name}`;
  const took = Math.round((Date.now() - started) / 1000);
  console.log(
    `scale: ${summary} (SCALE=${scale}, ${CONNECTIONS} connections, ${took} s, load ${os.loadavg()[0].toFixed(1)})`,
  );
  recordRun({ scale, note: `${heading}; ${took} s in all.`, summary });
  if (TRACE_SAMPLE)
    console.log(
      `tracing on: sampler ratio ${TRACE_SAMPLE}, ${traceExports} OTLP exports received (${Math.round(traceBytes / 1024)} KB)`,
    );
}

let stopS3 = async () => undefined;

async function stop() {
  for (const child of children.reverse()) if (child.exitCode === null) child.kill('SIGTERM');
  await stopS3();
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stop);
