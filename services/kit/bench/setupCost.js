// What loading kit and setting up tracing costs one process at start: tracing off (no endpoint), the
// edge's set-up (instrumented, OTLP in a worker thread) and the chat node's (spans by hand). Each run is
// a fresh process (a module loads once per process), the settings in rotating order so that each meets
// the same machine load; prints medians of wall and CPU ms, the heap kept after a full GC and the
// modules loaded (all, and @opentelemetry's), and records them in docs/figures/tracing-setup.json
// (setting "this build"; `make figures` renders docs/observability.md, "Set-up cost", from it).
//   node services/kit/bench/setupCost.js      (after `make build`; BENCH_ROUNDS, default 7)
const { execFileSync } = require('node:child_process');
const os = require('node:os');
const path = require('node:path');

const ROUNDS = Number(process.env.BENCH_ROUNDS || 7);
const SETTINGS = ['off', 'edge', 'chat'];

function child(setting) {
  const dist = path.resolve(__dirname, '../dist');
  const settle = () => {
    for (let i = 0; i < 6; i++) global.gc();
  };
  settle();
  const heap0 = process.memoryUsage().heapUsed;
  const modules0 = Object.keys(require.cache).length;
  const started = process.hrtime.bigint();
  const cpu0 = process.cpuUsage();
  if (setting !== 'off') {
    // A port nothing listens on: the set-up is measured, not an export.
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://127.0.0.1:9';
    require(path.join(dist, 'tracing/index.js')).startTracing(setting, { instrument: setting === 'edge' });
  }
  require(path.join(dist, 'index.js'));
  const cpu = process.cpuUsage(cpu0);
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  settle();
  const loaded = Object.keys(require.cache);
  process.stdout.write(
    JSON.stringify({
      wallMs,
      cpuMs: (cpu.user + cpu.system) / 1000,
      heapMB: (process.memoryUsage().heapUsed - heap0) / 1048576,
      modules: loaded.length - modules0,
      otel: loaded.filter((file) => file.includes('@opentelemetry')).length,
    }),
  );
  process.exit(0);
}

function main() {
  const runs = Object.fromEntries(SETTINGS.map((setting) => [setting, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < SETTINGS.length; i++) {
      const setting = SETTINGS[(round + i) % SETTINGS.length];
      const out = execFileSync(process.execPath, ['--expose-gc', __filename, setting], { encoding: 'utf8' });
      runs[setting].push(JSON.parse(out));
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
  console.log(
    `node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}, ${ROUNDS} rounds`,
  );
  const rows = SETTINGS.map((setting) => {
    const of = (key) => median(runs[setting].map((run) => run[key]));
    console.log(
      `${setting.padEnd(5)} wall ${of('wallMs').toFixed(0)} ms  cpu ${of('cpuMs').toFixed(0)} ms  ` +
        `heap ${of('heapMB').toFixed(2)} MB  modules ${of('modules')} (@opentelemetry ${of('otel')})`,
    );
    const heapMB = Math.round(of('heapMB') * 100) / 100;
    return [setting, of('modules'), of('otel'), heapMB, Math.round(of('cpuMs')), Math.round(of('wallMs'))];
  });
  const { writeResults } = require('../../../deploy/figures/results.js');
  const file = writeResults('tracing-setup', {
    setting: 'this build',
    command: 'node services/kit/bench/setupCost.js',
    note: `Node ${process.version}, medians of ${ROUNDS} fresh processes a setting; heap after a full GC.`,
    summary: rows.map(([setting, , , heap, cpu]) => `${setting} ${heap.toFixed(1)} MB, ${cpu} ms CPU`).join('; '),
    columns: [
      'set-up',
      { name: 'modules', align: 'right' },
      { name: '`@opentelemetry`', align: 'right' },
      { name: 'heap MB', align: 'right', digits: 1 },
      { name: 'CPU at start, ms', align: 'right' },
      { name: 'wall, ms', align: 'right' },
    ],
    rows,
  });
  console.log(`recorded in ${file}; make figures renders the docs from it`);
}

if (process.argv[2]) child(process.argv[2]);
else main();
