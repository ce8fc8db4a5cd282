// The chat node's tracing cost per message, without the rest of the node: child processes run the
// telemetry calls a send makes (startSend, messaging's answer, the tick's delivery command, the
// receiving node's relay of the payload) in a loop, one not tracing and others tracing at
// BENCH_TRACE_SAMPLE (default 0.01) to a local OTLP sink, in rotating blocks so that each meets the
// same machine load. Prints the CPU per message (ns, process.cpuUsage) of each and the traced ones'
// excess over the untraced one, with the load average.
//   node services/chat/bench/sendTracingCost.js
// BENCH_BUILDS=../kindred-before,.: one traced process per checkout's build (before/after a change),
// each next to its own untraced one; default this checkout. BENCH_ROUNDS (10), BENCH_BLOCK (200,000).
const { spawn } = require('node:child_process');
const os = require('node:os');
const path = require('node:path');

const SAMPLE = process.env.BENCH_TRACE_SAMPLE || '0.01';
const ROUNDS = Number(process.env.BENCH_ROUNDS || 10);
const BLOCK = Number(process.env.BENCH_BLOCK || 200_000);
/** Messages per delivery command (the node sends one command a tick for the messages stored in it). */
const PER_TICK = 20;
const FRAME = '{"status":"success","opt":1,"data":{"sender_id":7,"content":"hello there","create_time":1764000000}}';

function child() {
  const root = process.env.BENCH_BUILD;
  const req = (p) => require(path.join(root, p));
  req('services/kit/dist/tracing/index.js').startTracing('chat', { instrument: false });
  const { createChatTelemetry } = req('services/chat/dist/telemetry/chatTelemetry.js');
  const telemetry = createChatTelemetry(() => ({ members: 0, sockets: 0 }));
  const done = () => undefined;
  let kept = 0;
  const block = (n) => {
    let payloads = [];
    for (let i = 0; i < n; i++) {
      const mark = telemetry.startSend(7, 2);
      if (mark.spans) kept++;
      payloads.push(`|${telemetry.answered(mark, 'stored')}${FRAME}`);
      if (payloads.length === PER_TICK) {
        telemetry.published(done)(null);
        for (const payload of payloads) telemetry.received(payload, 1, 1);
        payloads = [];
      }
    }
  };
  process.on('message', (n) => {
    const t0 = process.cpuUsage();
    block(n);
    // The batch processor exports between blocks, as a node does between ticks: counted too.
    setTimeout(() => {
      const t = process.cpuUsage(t0);
      process.send({ ns: ((t.user + t.system) * 1000) / n, kept });
    }, 100);
  });
  process.send({ ready: true });
}

async function main() {
  const sink = await require('./benchTraceSink').startBenchTraceSink();
  const builds = (process.env.BENCH_BUILDS || path.join(__dirname, '../../..')).split(',');
  const traced = {
    OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
    OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
    OTEL_TRACES_SAMPLER_ARG: SAMPLE,
    // A block sends far faster than a node (about 1M messages/s): the default queue of 2,048 spans would
    // drop most sampled spans unexported, and their export cost with them.
    OTEL_BSP_MAX_QUEUE_SIZE: '1000000',
  };
  const plain = { OTEL_SDK_DISABLED: 'true' };
  const procs = [];
  for (const build of builds) {
    procs.push({ name: `${path.basename(build)} untraced`, env: { ...plain, BENCH_BUILD: build }, ns: [] });
    procs.push({ name: `${path.basename(build)} traced (${SAMPLE})`, env: { ...traced, BENCH_BUILD: build }, ns: [] });
  }
  for (const p of procs) {
    p.child = spawn(process.execPath, [__filename], {
      env: { ...process.env, ...p.env, BENCH_CHILD: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise((resolve) => p.child.once('message', resolve));
  }
  const ask = (p, n) => new Promise((resolve) => (p.child.send(n), p.child.once('message', resolve)));
  // Warm-up: the JIT, and each tracing process's first export (loading the exporter).
  for (const p of procs) await ask(p, BLOCK);
  const load0 = os.loadavg()[0].toFixed(1);
  for (let round = 0; round < ROUNDS; round++) {
    // Rotating order, so that no process always runs first in a round.
    for (let k = 0; k < procs.length; k++) {
      const p = procs[(round + k) % procs.length];
      const answer = await ask(p, BLOCK);
      p.ns.push(answer.ns);
      p.kept = answer.kept;
    }
  }
  const load1 = os.loadavg()[0].toFixed(1);
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(`chat telemetry per message, ${ROUNDS} rounds of ${BLOCK}, load ${load0} -> ${load1}`);
  for (let i = 0; i < procs.length; i += 2) {
    const [off, on] = [procs[i], procs[i + 1]];
    const total = (1 + ROUNDS) * BLOCK;
    console.log(
      `  ${off.name}: ${mean(off.ns).toFixed(0)} ns (median ${median(off.ns).toFixed(0)}) | ${on.name}: ` +
        `${mean(on.ns).toFixed(0)} ns (median ${median(on.ns).toFixed(0)}), ${on.kept} of ${total} sampled | ` +
        `tracing costs ${(mean(on.ns) - mean(off.ns)).toFixed(0)} ns a message (median of rounds ` +
        `${median(on.ns.map((x, r) => x - off.ns[r])).toFixed(0)})`,
    );
  }
  console.log(
    `  spans exported: ${sink
      .spansByName()
      .map(([name, n]) => `${n} ${name}`)
      .join(', ')}`,
  );
  for (const p of procs) p.child.kill();
}

if (process.env.BENCH_CHILD) child();
else
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
