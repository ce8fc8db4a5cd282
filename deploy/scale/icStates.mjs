import fs from 'node:fs';
import readline from 'node:readline';

/*
 * Which property accesses one process left in a worse inline-cache state than another: reads two V8
 * `--log-ic` logs (say, the edge of a stack that took 100 sampled requests and the edge of one that
 * took none) and prints each access site of the first whose worst state (monomorphic 1, polymorphic P,
 * megamorphic N) is worse than the second's, with the transitions it made after `--from` (V8's log
 * time, µs since the process started), leaving OpenTelemetry's own code out.
 *
 *   mkdir /tmp/a && cd /tmp/a && BENCH_NODE_FLAGS=--no-allocation-site-pretenuring,--log-ic SCALE=1 \
 *     BENCH_TRACE_SAMPLE=0 BENCH_SAMPLED_AT=3 BENCH_ONLY=userinfo BENCH_ROUNDS=6 node <repo>/deploy/scale/bench.mjs
 *   (the same in /tmp/b with BENCH_PORT_BASE=24000 and no BENCH_SAMPLED_AT, at the same time), then
 *   node deploy/scale/icStates.mjs /tmp/a/isolate-<addr>-<edge pid>-v8.log /tmp/b/isolate-...-v8.log --from <µs>
 *
 * V8 writes one log per isolate into the working directory; the edge is the stack's last process (the
 * highest pid), and its export worker's isolate has a log of its own.
 */

const RANK = '0.1^PNG';
const worse = (a, b) => RANK.indexOf(a) > RANK.indexOf(b);
const OWN_CODE =
  /@opentelemetry|shimmer|require-in-the-middle|kit\/dist\/(tracing|traceSdk|otlpExporter|sampled|httpSampled|grpcSampled|httpServerSpan|unsampledSpan|newTraceDraw|spanRecords|workerSpanExporter|requestContextManager)/;

/** The code objects of one log, by start address, to name the function an IC event's pc lies in. */
class CodeMap {
  starts = [];
  codes = new Map();

  at(address) {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.starts[middle] < address) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  add(start, code) {
    if (!this.codes.has(start)) this.starts.splice(this.at(start), 0, start);
    this.codes.set(start, code);
  }

  remove(start) {
    if (this.codes.delete(start)) this.starts.splice(this.at(start), 1);
  }

  name(pc) {
    const index = this.at(pc + 1) - 1;
    const code = index >= 0 && this.codes.get(this.starts[index]);
    return code && pc < this.starts[index] + code.size ? code.name : '?';
  }
}

/** Site -> { worst, late: transitions after `from`, maps } for one log. */
async function readSites(file, from) {
  const code = new CodeMap();
  const sites = new Map();
  for await (const line of readline.createInterface({ input: fs.createReadStream(file) })) {
    const fields = line.split(',');
    const kind = fields[0];
    if (kind === 'code-creation') {
      // JS code ends with its SharedFunctionInfo and tier; builtins and stubs end with their name.
      const name = (fields[1] === 'JS' ? fields.slice(6, -2) : fields.slice(6)).join(',');
      code.add(parseInt(fields[4], 16), { size: Number(fields[5]), name });
    } else if (kind === 'code-move') {
      const moved = code.codes.get(parseInt(fields[1], 16));
      if (moved) {
        code.remove(parseInt(fields[1], 16));
        code.add(parseInt(fields[2], 16), moved);
      }
    } else if (kind === 'code-delete') {
      code.remove(parseInt(fields[1], 16));
    } else if (kind.endsWith('IC')) {
      const [, pc, time, line, column, before, after, map, key] = fields;
      // A keyed site's key varies with the data (ports, header names): the site is its place.
      const place = `${kind} ${code.name(parseInt(pc, 16))} @${line}:${column}`;
      const site = kind.startsWith('Keyed') ? place : `${place} .${key}`;
      const entry = sites.get(site) ?? { worst: '0', late: [], maps: new Set() };
      if (worse(after, entry.worst)) entry.worst = after;
      entry.maps.add(map);
      if (Number(time) >= from) entry.late.push(`${before}->${after}`);
      sites.set(site, entry);
    }
  }
  return sites;
}

const args = process.argv.slice(2);
const fromAt = args.indexOf('--from');
const from = fromAt >= 0 ? Number(args.splice(fromAt, 2)[1]) : 0;
if (args.length !== 2) {
  console.error('usage: icStates.mjs <log> <reference log> [--from <µs>]');
  process.exit(2);
}
const [sites, reference] = await Promise.all([readSites(args[0], from), readSites(args[1], 0)]);
const rows = [];
for (const [site, entry] of sites) {
  if (OWN_CODE.test(site) || (from > 0 && entry.late.length === 0)) continue;
  const other = reference.get(site);
  if (other && !worse(entry.worst, other.worst)) continue;
  rows.push(
    `${entry.worst} (reference ${other?.worst ?? 'never run'}, maps ${entry.maps.size}/${other?.maps.size ?? 0}) ` +
      `${site}${entry.late.length ? `  ${entry.late.join(' ')}` : ''}`,
  );
}
console.log(rows.sort().join('\n'));
