// `node deploy/scale/profileSummary.mjs <file.cpuprofile> [rows]`: where a V8 CPU profile's time went,
// by function (self time) and by package or source folder, so that a bench window's cost has names.
import fs from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node deploy/scale/profileSummary.mjs <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const idle = new Set(['(idle)', '(program)', '(garbage collector)']);

function where(url) {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 13).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  const services = url.indexOf('/services/');
  return services >= 0 ? url.slice(services + 1).replace(/\/[^/]*$/, '') : url;
}

const byFunction = new Map();
const byPlace = new Map();
for (const [id, micros] of self) {
  const { callFrame } = nodes.get(id);
  const name = callFrame.functionName || '(anonymous)';
  const place = idle.has(name) ? name : where(callFrame.url);
  const key = `${name} ${place}:${callFrame.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
}
const show = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(
      `${((micros / total) * 100).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}`,
    );
  }
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
show('by package / folder (self time)', byPlace);
show('by function (self time)', byFunction);
