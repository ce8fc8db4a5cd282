/**
 * The table `make bench-scale` prints, row by row, and the run it writes to
 * docs/figures/bench-scale.json (deploy/figures/results.js) at the end: one run per setting, so a
 * `BENCH_ONLY` or traced run never replaces the latest full run.
 */
import { createRequire } from 'node:module';

const { writeResults } = createRequire(import.meta.url)('../figures/results.js');
const COLUMNS = [
  'call',
  { name: 'p50 ms', align: 'right' },
  { name: 'p99 ms', align: 'right' },
  { name: 'req/s', align: 'right' },
  { name: 'CPU ms', align: 'right', digits: 2 },
  'answer; CPU ms by tier',
];
const rows = [];

export function printHeader() {
  console.log(`| ${'call'.padEnd(44)} | p50 ms  | p99 ms  |   req/s  | CPU ms  | answer; CPU ms by tier |`);
  console.log(`|${'-'.repeat(46)}|--------:|--------:|---------:|--------:|--------|`);
}

export function row(name, p50, p99, rps, cpu, note = '') {
  rows.push([name, p50, p99, Math.round(rps), cpu === undefined ? null : Number(cpu.toFixed(2)), note || null]);
  const cells = [name.padEnd(44), `${p50}`.padStart(7), `${p99}`.padStart(7), `${Math.round(rps)}`.padStart(8)];
  cells.push(cpu === undefined ? ''.padStart(7) : cpu.toFixed(2).padStart(7));
  console.log(`| ${cells.join(' | ')} | ${note} |`);
}

/** What makes two runs comparable: the data set and every knob that changes what is measured. */
export function settingOf(scale, env = process.env) {
  const knobs = [
    'BENCH_ONLY',
    'BENCH_TRACE_SAMPLE',
    'BENCH_CONNECTIONS',
    'BENCH_SECONDS',
    'BENCH_ROUNDS',
    'BENCH_BUILD',
    'BENCH_EDGE_CPU',
  ];
  return [`SCALE=${scale}`, ...knobs.filter((knob) => env[knob]).map((knob) => `${knob}=${env[knob]}`)].join(' ');
}

/** Writes the rows printed so far as the latest run of this setting. */
export function recordRun({ scale, note, summary }) {
  const file = writeResults('bench-scale', {
    setting: settingOf(scale),
    command: `${settingOf(scale)} make bench-scale`,
    note,
    summary,
    columns: COLUMNS,
    rows,
  });
  console.log(`recorded in ${file}; make figures renders the docs from it`);
}
