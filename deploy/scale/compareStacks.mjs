import fs from 'node:fs';

/*
 * Compares two groups of `make bench-scale` outputs (stacks that took turns with BENCH_TURNS, say two
 * untraced and two at 1% sampling) call by call:
 *
 *   node deploy/scale/compareStacks.mjs off=/tmp/a0.out,/tmp/a3.out traced=/tmp/a1.out,/tmp/a2.out
 *
 * The first group is the base. For each call: each stack's req/s and CPU ms an answer (geometric means of
 * its windows), and the second group's ratio to the first. Then the geometric mean over the calls for
 * every pairing of one stack of each group: identical stacks differ by several percent for the whole
 * run (which processes a run draws, docs/observability.md "Cost"), so the spread over pairings says how
 * far one pair's figure can be trusted, and the mean over the pairings is the figure to quote. Last, the
 * CPU an answer by tier (the edge and chat node, the services, Postgres), to say which side pays.
 */

const ROW = /^\| (\S[^|]*?)\s+\|\s+[\d.]+ \|\s+[\d.]+ \|\s+([\d.]+) \|\s+([\d.]+) \|/;
/** The note's CPU ms an answer by tier (cpuMeter.mjs). */
const TIERS = { edge: /edge\/chat ([\d.]+)/, services: /services ([\d.]+)/, pg: /pg ([\d.]+)/ };

/** call -> { rps, cpu, edge, services, pg: one figure a window } for one bench output. */
function readStack(file) {
  const calls = new Map();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = ROW.exec(line);
    if (!match || match[1].startsWith('anchor') || match[1] === 'call') continue;
    const entry = calls.get(match[1]) ?? { rps: [], cpu: [], edge: [], services: [], pg: [] };
    entry.rps.push(Number(match[2]));
    entry.cpu.push(Number(match[3]));
    for (const [tier, pattern] of Object.entries(TIERS)) entry[tier].push(Number(pattern.exec(line)?.[1] ?? 0));
    calls.set(match[1], entry);
  }
  return calls;
}

const geomean = (values) => Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length);
const percent = (ratio) => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)}%`;

const groups = process.argv.slice(2).map((argument) => {
  const [label, files] = argument.split('=');
  return { label, stacks: files.split(',').map((file) => ({ file, calls: readStack(file) })) };
});
if (groups.length !== 2 || groups.some((group) => group.stacks.length === 0)) {
  console.error('usage: compareStacks.mjs <base>=<out>[,<out>...] <other>=<out>[,<out>...]');
  process.exit(2);
}
const [base, other] = groups;
const callNames = [...base.stacks[0].calls.keys()].filter((name) =>
  groups.every((group) => group.stacks.every((stack) => stack.calls.get(name)?.rps.every((rps) => rps > 0))),
);

/** A stack's figure for a call: the geometric mean of its windows. */
const figure = (stack, name, key) => geomean(stack.calls.get(name)[key]);
const groupFigure = (group, name, key) => geomean(group.stacks.map((stack) => figure(stack, name, key)));

console.log(`| call | ${base.label} req/s | ${other.label} req/s | req/s | CPU ms an answer |`);
console.log('|---|---:|---:|---:|---:|');
const ratios = { rps: [], cpu: [] };
for (const name of callNames) {
  const rps = groupFigure(other, name, 'rps') / groupFigure(base, name, 'rps');
  const cpu = groupFigure(other, name, 'cpu') / groupFigure(base, name, 'cpu');
  ratios.rps.push(rps);
  ratios.cpu.push(cpu);
  const perStack = (group) => group.stacks.map((stack) => Math.round(figure(stack, name, 'rps'))).join(' / ');
  console.log(`| ${name} | ${perStack(base)} | ${perStack(other)} | ${percent(rps)} | ${percent(cpu)} |`);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `\n${callNames.length} calls, ${other.label} against ${base.label}: req/s ${percent(geomean(ratios.rps))} ` +
    `(median call ${percent(median(ratios.rps))}), CPU an answer ${percent(geomean(ratios.cpu))} ` +
    `(median ${percent(median(ratios.cpu))})`,
);

// Each pairing of one stack of each group, over all calls: how much the pair drawn decides.
const pairings = [];
for (const a of base.stacks)
  for (const b of other.stacks) {
    const rps = geomean(callNames.map((name) => figure(b, name, 'rps') / figure(a, name, 'rps')));
    const cpu = geomean(callNames.map((name) => figure(b, name, 'cpu') / figure(a, name, 'cpu')));
    pairings.push({ a: a.file, b: b.file, rps, cpu });
  }
for (const { a, b, rps, cpu } of pairings)
  console.log(`  ${b} against ${a}: req/s ${percent(rps)}, CPU ${percent(cpu)}`);
// Identical stacks of one group against each other: the spread that is the process draw alone.
for (const group of groups)
  for (let i = 0; i < group.stacks.length; i++)
    for (let j = i + 1; j < group.stacks.length; j++) {
      const [a, b] = [group.stacks[i], group.stacks[j]];
      const rps = geomean(callNames.map((name) => figure(b, name, 'rps') / figure(a, name, 'rps')));
      console.log(`  (same build) ${b.file} against ${a.file}: req/s ${percent(rps)}`);
    }

// Where the CPU an answer goes: each tier's ratio, over the calls whose windows all gave it a figure
// (older outputs print services and pg to 0.1 ms only, so a cheap call's tier may read 0).
const tierRatios = Object.keys(TIERS).map((tier) => {
  const counted = callNames.filter((name) =>
    groups.every((group) => group.stacks.every((stack) => stack.calls.get(name)[tier].every((ms) => ms > 0))),
  );
  const ratio = geomean(counted.map((name) => groupFigure(other, name, tier) / groupFigure(base, name, tier)));
  return `${tier} ${counted.length ? percent(ratio) : 'n/a'} (${counted.length} calls)`;
});
console.log(`CPU an answer by tier, ${other.label} against ${base.label}: ${tierRatios.join(', ')}`);
