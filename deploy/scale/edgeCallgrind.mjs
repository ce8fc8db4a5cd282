import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { printProfile } from './callgrindProfile.mjs';

/*
 * BENCH_EDGE_CALLGRIND=<dir>: the edge runs under valgrind's callgrind, and each measured window
 * reports the instructions the edge's main thread executed a request (`kIr/req`). On a shared machine
 * req/s and CPU seconds drift by tens of percent between windows and processes; instruction counts do
 * not move with contention, only with what the process did: its garbage collections and compilations
 * land in some windows and not others, which the end-of-run profile (callgrindProfile.mjs) takes apart.
 * The edge runs ~50-100x slower, so req/s and latency mean nothing in this mode. Dumps stay in <dir>.
 */
const dir = process.env.BENCH_EDGE_CALLGRIND ? path.resolve(process.env.BENCH_EDGE_CALLGRIND) : null;

export const edgeCallgrind = dir !== null;

/**
 * The command that starts process `name` of the stack: the edge under callgrind in callgrind mode
 * (threads counted apart: V8 compiles and collects beside it unless told `--single-threaded`).
 */
export function nodeCommand(name, node) {
  if (name !== 'edge' || !edgeCallgrind) return [node, []];
  fs.mkdirSync(dir, { recursive: true });
  return [
    'valgrind',
    [
      '--tool=callgrind',
      '--separate-threads=yes',
      // Counted only in measured windows; in between it runs several times faster.
      '--instr-atstart=no',
      // Only what a socket's data sets off (the requests and their answers), not the timers: under
      // valgrind time runs ~50x slower, so work done every second would weigh ~50x more a request.
      '--toggle-collect=uv__stream_io',
      // V8 writes and patches machine code on its heap.
      '--smc-check=all-non-file',
      `--callgrind-out-file=${path.join(dir, 'edge.%p')}`,
      '-q',
      node,
      // V8's map of its code's addresses, which names the JavaScript functions in the profile; the
      // log it also writes goes beside the dumps, not into the working directory.
      '--perf-basic-prof',
      '--no-logfile-per-isolate',
      `--logfile=${path.join(dir, 'v8.log')}`,
    ],
  ];
}

const control = (pid, ...args) =>
  execFileSync('callgrind_control', [...args, String(pid)], { encoding: 'utf8', stdio: 'pipe' });

function dumpTotals(pid, before) {
  const dumps = fs.readdirSync(dir).filter((name) => name.startsWith(`edge.${pid}.`) && !before.has(name));
  let main = 0;
  let all = 0;
  let mainFile;
  for (const name of dumps) {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    const total = Number(/^(?:summary|totals): (\d+)/m.exec(text)?.[1] ?? 0);
    all += total;
    if (/-01$/.test(name)) {
      main += total;
      mainFile = path.join(dir, name);
    }
  }
  return { main, all, mainFile };
}

const counted = [];

// BENCH_EDGE_CALLGRIND_FROM=<n>: the first n windows are a warm-up, not counted (and run faster).
let uncounted = Number(process.env.BENCH_EDGE_CALLGRIND_FROM ?? 0);

/**
 * Runs `window`, with the edge's counters on and zeroed before it and dumped after, in callgrind mode;
 * `requests(result)` is how many requests the window's load made.
 */
export async function countedWindow(pid, window, requests) {
  if (!edgeCallgrind || uncounted-- > 0) return { result: await window(), note: '' };
  const before = new Set(fs.readdirSync(dir));
  control(pid, '--instr=on');
  control(pid, '-z');
  const result = await window();
  control(pid, '-d');
  control(pid, '--instr=off');
  const instructions = dumpTotals(pid, before);
  const n = requests(result);
  if (instructions.mainFile) counted.push({ file: instructions.mainFile, requests: n });
  return { result, note: instructionsNote(instructions, n) };
}

/** Where the counted windows' instructions went (callgrindProfile.mjs); nothing outside callgrind mode. */
export function printEdgeProfile(pid) {
  if (edgeCallgrind && counted.length) printProfile(pid, counted);
}

/** `; edge kIr/req main M, all A (N requests)`: thousands of instructions a request. */
function instructionsNote(instructions, requests) {
  if (!requests) return '';
  const k = (n) => Math.round(n / requests / 1000);
  return `; edge kIr/req main ${k(instructions.main)}, all ${k(instructions.all)} (${requests} requests)`;
}
