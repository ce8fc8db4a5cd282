import fs from 'node:fs';

/*
 * Reads the edge's callgrind dumps (main thread, one a measured window) and says where a request's
 * instructions went: V8's garbage collector, its compilers, the generic inline-cache handlers (a
 * property access whose objects took more shapes than its cache holds), and each JavaScript function,
 * named through the `--perf-basic-prof` map V8 writes (/tmp/perf-<pid>.map), with the instructions of
 * its own code and of the generic handlers it called. `*` marks optimized code, `^` baseline code and
 * `~` the interpreter: a function that runs `^` in one build and `*` in another was deoptimized there.
 */

const GC =
  /^v8::internal::(Heap::CollectGarbage|IncrementalMarking::(Step|AdvanceOnAllocation|AdvanceAndFinalizeIfComplete)|Heap::FinalizeIncrementalMarking|MinorMarkSweepCollector|ScavengeJob)/;
const COMPILE =
  /^v8::internal::(Runtime_Compile|Runtime_InstallBaselineCode|Runtime_HealOptimizedCodeSlot|Compiler::|compiler::Pipeline|baseline::)/;
const GENERIC_IC =
  /^Builtins_(Keyed)?(Load|Store|Define[A-Za-z]*)IC(_Megamorphic|_Noninlined)?$|^Builtins_(Keyed)?(Load|Store)ICTrampoline_Megamorphic$|^Runtime_[A-Za-z]*IC_Miss|^Builtins_(Get|Set)Property$/;

/** Address -> JavaScript function name, from V8's perf map (the last entry for an address wins). */
function perfMap(pid) {
  const file = `/tmp/perf-${pid}.map`;
  if (!fs.existsSync(file)) return () => undefined;
  const entries = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [start, size, ...name] = line.split(' ');
      return { start: parseInt(start, 16), end: parseInt(start, 16) + parseInt(size, 16), name: name.join(' ') };
    })
    .sort((a, b) => a.start - b.start);
  const starts = entries.map((entry) => entry.start);
  return (address) => {
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (starts[middle] <= address) low = middle + 1;
      else high = middle;
    }
    for (let i = low - 1; i >= 0 && low - i < 64; i--) {
      if (address < entries[i].end) return entries[i].name.replace(/^JS:/, '');
    }
    return undefined;
  };
}

/**
 * One dump: self instructions by function, the generic IC handlers' instructions by calling function,
 * and the inclusive instructions of the GC's and the compilers' entry points.
 */
function readDump(file, nameOf, into) {
  const names = new Map();
  const named = (token) => {
    const match = /^\((\d+)\)(?: (.*))?$/.exec(token);
    if (!match) return token;
    if (match[2] !== undefined) names.set(match[1], match[2]);
    return names.get(match[1]) ?? '?';
  };
  const cleaned = new Map();
  const clean = (raw) => {
    let name = cleaned.get(raw);
    if (name === undefined) {
      const bare = raw.replace(/'\d+$/, '');
      name = bare.startsWith('0x') ? (nameOf(parseInt(bare, 16)) ?? '<unnamed code>') : bare.replace(/\(.*$/, '');
      cleaned.set(raw, name);
    }
    return name;
  };
  let fn = '';
  let callee = '';
  let inCall = false;
  // Recursion ('2 suffixes) would count an entry point twice; only its outermost frames are added.
  let calleeRecursive = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('fn=')) {
      fn = clean(named(line.slice(3)));
      inCall = false;
    } else if (line.startsWith('cfn=')) {
      const raw = named(line.slice(4));
      calleeRecursive = /'\d+$/.test(raw);
      callee = clean(raw);
    } else if (line.startsWith('calls=')) inCall = true;
    else if (/^[\d+*-]/.test(line)) {
      const cost = Number(line.split(' ')[1] ?? 0);
      if (!inCall) into.self.set(fn, (into.self.get(fn) ?? 0) + cost);
      else {
        inCall = false;
        if (GENERIC_IC.test(callee) && !GENERIC_IC.test(fn)) into.ic.set(fn, (into.ic.get(fn) ?? 0) + cost);
        const outer = !calleeRecursive && !GC.test(fn) && !COMPILE.test(fn);
        if (outer && GC.test(callee)) into.gc += cost;
        else if (outer && COMPILE.test(callee)) into.compile += cost;
      }
    } else if (line.startsWith('totals:') || line.startsWith('summary:')) into.total ||= Number(line.split(' ')[1]);
  }
}

/** Prints where the counted windows' instructions went, a request; `windows` holds { file, requests }. */
export function printProfile(pid, windows, top = 25) {
  const nameOf = perfMap(pid);
  const sum = { self: new Map(), ic: new Map(), gc: 0, compile: 0, total: 0 };
  let requests = 0;
  for (const window of windows) {
    const one = { self: sum.self, ic: sum.ic, gc: 0, compile: 0, total: 0 };
    readDump(window.file, nameOf, one);
    sum.gc += one.gc;
    sum.compile += one.compile;
    sum.total += one.total;
    requests += window.requests;
  }
  if (!requests) return;
  const k = (n) => (n / requests / 1000).toFixed(1).padStart(7);
  let generic = 0;
  let javascript = 0;
  for (const [name, cost] of sum.self) {
    if (GENERIC_IC.test(name)) generic += cost;
    if (/^[*^~]/.test(name)) javascript += cost;
  }
  console.log(
    `edge under callgrind, ${windows.length} windows, ${requests} requests; k instructions a request:` +
      ` all ${k(sum.total)}, GC ${k(sum.gc)}, compiling ${k(sum.compile)},` +
      ` the rest ${k(sum.total - sum.gc - sum.compile)} (JavaScript's own code ${k(javascript)}, generic IC handlers ${k(generic)})`,
  );
  const functions = [...new Set([...sum.self.keys(), ...sum.ic.keys()])].filter((name) => /^[*^~]/.test(name));
  const cost = (name) => (sum.self.get(name) ?? 0) + (sum.ic.get(name) ?? 0);
  console.log('|  own | generic IC | JavaScript function |');
  for (const name of functions.sort((a, b) => cost(b) - cost(a)).slice(0, top))
    console.log(`| ${k(sum.self.get(name) ?? 0)} | ${k(sum.ic.get(name) ?? 0)} | ${name.slice(0, 110)} |`);
}
