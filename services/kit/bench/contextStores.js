// What a request's async context costs the edge, by how many AsyncLocalStorage stores it carries:
// kit's request context alone (tracing off), kit's beside the SDK's own context manager (two
// stores, as before the trace context moved into kit's), and the trace context inside kit's
// (`RequestContextManager`, one store). A "request" enters both contexts as the edge does (the HTTP
// entry, then app.ts) and runs a Koa-like chain of async middleware with awaits. Each setting runs
// in its own process (enabling a storage is for the life of the process), in rotating blocks so that
// each meets the same machine load; prints CPU ns a request (process.cpuUsage), medians of rounds.
//   node services/kit/bench/contextStores.js      (after `make build`)
// BENCH_ROUNDS (8), BENCH_BLOCK (100,000), BENCH_DEPTH (12 awaited middleware a request).
const { fork } = require('node:child_process');
const os = require('node:os');
const path = require('node:path');

const ROUNDS = Number(process.env.BENCH_ROUNDS || 8);
const BLOCK = Number(process.env.BENCH_BLOCK || 100_000);
const DEPTH = Number(process.env.BENCH_DEPTH || 12);
const SETTINGS = ['kit store only', 'kit + SDK stores', 'one store (kit holds trace)'];

async function child(setting) {
  const kit = (p) => require(path.resolve(__dirname, '../dist', p));
  const { runWithContext, currentContext } = kit('runtime/context.js');
  const api = require('@opentelemetry/api');
  let enter = (fn) => fn();
  if (setting !== 0) {
    const manager =
      setting === 1
        ? new (require('@opentelemetry/context-async-hooks').AsyncLocalStorageContextManager)()
        : new (kit('tracing/requestContextManager.js').RequestContextManager)();
    api.context.setGlobalContextManager(manager.enable());
    const span = api.trace.wrapSpanContext({ traceId: '1'.repeat(32), spanId: '2'.repeat(16), traceFlags: 0 });
    enter = (fn) => api.context.with(api.trace.setSpan(api.ROOT_CONTEXT, span), fn);
  }
  const logger = { info() {} };
  // Koa's shape: each middleware awaits the next, the innermost awaits an answer read from memory.
  const middleware = async (depth) => {
    if (depth === 0) return currentContext().requestId.length + (api.trace.getSpan(api.context.active()) ? 1 : 0);
    await null;
    return (await middleware(depth - 1)) + 1;
  };
  const request = (i) => enter(() => runWithContext({ requestId: `req-${i}`, logger }, () => middleware(DEPTH)));
  const block = async () => {
    const started = process.cpuUsage();
    // 50 in flight at a time, as the bench's 50 connections.
    for (let i = 0; i < BLOCK; i += 50) {
      const batch = [];
      for (let j = 0; j < 50; j++) batch.push(request(i + j));
      await Promise.all(batch);
    }
    const used = process.cpuUsage(started);
    return ((used.user + used.system) * 1000) / BLOCK;
  };
  process.on('message', async () => process.send(await block()));
}

async function main() {
  const kids = SETTINGS.map((_, k) => fork(__filename, [], { env: { ...process.env, CONTEXT_STORES_CHILD: String(k) } }));
  const ask = (kid) => new Promise((resolve) => (kid.once('message', resolve), kid.send('go')));
  for (const kid of kids) await ask(kid); // warm-up
  const figures = SETTINGS.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < kids.length; k++) {
      const at = (round + k) % kids.length;
      figures[at].push(await ask(kids[at]));
    }
  }
  for (const kid of kids) kid.kill();
  const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
  const base = median(figures[0]);
  console.log(`| context | CPU ns a request (median of ${ROUNDS}) | over kit's store only |`);
  console.log('|---|---:|---:|');
  const rows = SETTINGS.map((name, k) => {
    const m = median(figures[k]);
    return [name, Math.round(m), k ? `${m >= base ? '+' : ''}${(m - base).toFixed(0)} ns` : ''];
  });
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(`${BLOCK} requests a block, ${DEPTH} awaited middleware each; load ${os.loadavg()[0].toFixed(1)}`);
  const { writeResults } = require('../../../deploy/figures/results.js');
  const file = writeResults('bench-context', {
    setting: `${DEPTH} awaits`,
    command: 'make bench-context',
    note: `${BLOCK.toLocaleString('en-US')} requests a block, ${DEPTH} awaited middleware each, medians of ${ROUNDS} rounds.`,
    summary: rows.map(([name, ns]) => `${name} ${ns} ns`).join(', '),
    columns: [
      'context',
      { name: `CPU ns a request`, align: 'right' },
      { name: "over kit's store only", align: 'right' },
    ],
    rows,
  });
  console.log(`recorded in ${file}; make figures renders the docs from it`);
}

if (process.env.CONTEXT_STORES_CHILD !== undefined) child(Number(process.env.CONTEXT_STORES_CHILD));
else main();
