// The figures of one `make bench-chat` run, as docs/figures/bench-chat.json keeps them (one row per
// part) and `make figures` renders them; written at the end of the run as the latest of its setting.
const { writeResults } = require('../../../deploy/figures/results.js');

const figures = [];
const count = (x) => Math.round(x).toLocaleString('en-US');
const change = (x, y) => `${x >= y ? '+' : ''}${(((x - y) / y) * 100).toFixed(1)}%`;
const kb = (bytes) => (bytes / 1024).toFixed(2);
const idle = ({ cold, warm }) => `${kb(cold.rss)} KB cold, ${kb(warm.rss)} KB warm (JS heap ${kb(cold.heap)} / ${kb(warm.heap)} KB)`;

const addSideBySide = (traced, plain) =>
  figures.push([
    '(a) side by side, traced vs untraced',
    `${change(traced.perSecond, plain.perSecond)} msg/s (${count(traced.perSecond)} against ${count(plain.perSecond)}), ` +
      `${change(traced.serverCpuUs.total, plain.serverCpuUs.total)} CPU a message`,
  ]);
const addKindred = (a) =>
  figures.push([
    '(a) Kindred chat path, stored before delivery',
    `${count(a.perSecond)} msg/s, p50 ${count(a.p50)} ms, p99 ${count(a.p99)} ms, ${count(a.serverCpuUs.total)} µs CPU a delivered message`,
  ]);
const addRelay = (b) =>
  figures.push(['(b) bare uWebSockets.js + Redis relay', `${count(b.perSecond)} msg/s, p50 ${count(b.p50)} ms, p99 ${count(b.p99)} ms`]);
const addRatio = (a, b) => figures.push(['ratio (a) / (b)', (a.perSecond / b.perSecond).toFixed(2)]);
const addIdle = (sockets, chatNode, relay) =>
  figures.push([`idle socket, chat node (${count(sockets)} on one process)`, idle(chatNode)], ['idle socket, bare relay', idle(relay)]);

/** Writes the run; its setting is the socket count and every knob that changes what is measured. */
function recordRun(sockets, env = process.env) {
  const knobs = ['BENCH_PARTS', 'BENCH_TRACE_COMPARE', 'BENCH_TRACE_SAMPLE', 'BENCH_SECONDS', 'BENCH_WINDOW', 'BENCH_IDLE_SOCKETS', 'BENCH_NODE_FLAGS'];
  const setting = [`${sockets} sockets`, ...knobs.filter((knob) => env[knob]).map((knob) => `${knob}=${env[knob]}`)].join(' ');
  const summary = figures.map(([part, figure]) => `${part.replace(/ \(\d.*\)$/, '')}: ${figure.split(', ')[0]}`).join('; ');
  const file = writeResults('bench-chat', { setting, command: 'make bench-chat', summary, columns: ['part', 'figures'], rows: figures });
  console.log(`recorded in ${file}; make figures renders the docs from it`);
}

module.exports = { addIdle, addKindred, addRatio, addRelay, addSideBySide, recordRun };
