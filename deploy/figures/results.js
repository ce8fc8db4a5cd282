/**
 * The results files of the benchmarks: `docs/figures/<kind>.json`, one per kind of run (bench-chat,
 * bench-scale, chaos, lighthouse, ...). A file holds runs newest first; a run is one table (its
 * columns and rows) measured at one `setting` (e.g. `SCALE=0.1`, `BENCH_ONLY=userdetail`). A new run
 * of a setting becomes that setting's latest and pushes the previous ones down; each setting keeps at
 * most `HISTORY` earlier runs, so a file holds what the docs show and a short past, not every run ever.
 * The docs render their tables from these files (render.js); nothing else writes figures into them.
 * A run measured by hand (a fresh clone's `make test`) is recorded from the command line:
 *   node deploy/figures/results.js make-test '{"setting":"fresh clone","columns":[...],"rows":[[...]]}'
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
/** Earlier runs kept for each setting beside its latest. */
const HISTORY = 5;

/** Where the results of a kind live. */
function resultsPath(kind, root = ROOT) {
  if (!/^[a-z0-9-]+$/.test(kind)) throw new Error(`a results kind is lowercase words and dashes: ${kind}`);
  return path.join(root, 'docs', 'figures', `${kind}.json`);
}

/** The results of a kind; no runs when it was never measured. */
function readResults(kind, root = ROOT) {
  const file = resultsPath(kind, root);
  if (!fs.existsSync(file)) return { kind, runs: [] };
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** This machine as a figure depends on it: its load average at the time and its cores. */
function thisMachine() {
  return { load: Math.round(os.loadavg()[0] * 10) / 10, cpus: os.availableParallelism() };
}

/** Refuses a run the renderer could not show: a row whose cells do not match the columns. */
function checkRun(run) {
  if (!Array.isArray(run.columns) || run.columns.length === 0) throw new Error('a run names its columns');
  if (!Array.isArray(run.rows)) throw new Error('a run has rows');
  run.rows.forEach((row, index) => {
    if (!Array.isArray(row) || row.length !== run.columns.length)
      throw new Error(`row ${index + 1} has ${row?.length} cells for ${run.columns.length} columns`);
  });
}

/**
 * The results with `run` as the latest of its setting: the run goes first, and of the earlier runs of
 * that setting the newest `history` stay (a run of the same setting and date replaces that run).
 */
function addRun(results, run, history = HISTORY) {
  checkRun(run);
  const setting = run.setting ?? 'default';
  const { date, label, machine, command, note, summary, columns, rows, ...rest } = run;
  const ordered = { setting, date, label, machine, command, note, summary, ...rest, columns, rows };
  const added = Object.fromEntries(Object.entries(ordered).filter(([, value]) => value !== undefined));
  let earlier = 0;
  const runs = results.runs.filter((kept) => {
    if (kept.setting !== setting) return true;
    if (kept.date === added.date && kept.label === added.label) return false;
    earlier += 1;
    return earlier <= history;
  });
  return { ...results, runs: [added, ...runs] };
}

/** JSON with each row of cells (and each small object) on one line, so that a diff reads row by row. */
function formatResults(results) {
  const oneLine = (open, close) => (_, inner) => `${open}${inner.split(/,\n\s+/).join(', ')}${close}`;
  return `${JSON.stringify(results, null, 2)
    .replace(/\{\n\s+([^[\]{}]*?)\n\s*\}/g, oneLine('{ ', ' }'))
    .replace(/\[\n\s+([^[\]]*?)\n\s*\]/g, oneLine('[', ']'))}\n`;
}

/**
 * Records a run of `kind`: dated now and with this machine unless given, written to its results file.
 * Answers the file's path; `make figures` then renders the docs from it.
 */
function writeResults(kind, run, { root = ROOT, history = HISTORY } = {}) {
  const dated = { date: new Date().toISOString().slice(0, 16) + 'Z', machine: thisMachine(), ...run };
  const results = addRun(readResults(kind, root), dated, history);
  const file = resultsPath(kind, root);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, formatResults({ kind, ...results }));
  return file;
}

if (require.main === module) {
  const [kind, run] = process.argv.slice(2);
  if (!kind || !run) throw new Error("usage: node deploy/figures/results.js <kind> '<run as JSON>'");
  console.log(`recorded in ${writeResults(kind, JSON.parse(run))}; make figures renders the docs from it`);
}

module.exports = { HISTORY, ROOT, addRun, formatResults, readResults, resultsPath, thisMachine, writeResults };
