import fs from 'node:fs';

/*
 * BENCH_TURNS=<file>,<k>,<n>: n bench processes (two stacks on their own BENCH_PORT_BASE, say one traced
 * and one not) take turns at the measured windows, in the order k = 0, 1, ..., n-1, 0, ..., so that
 * each A window has a B window beside it on a machine whose speed drifts by tens of percent over
 * minutes. The file holds a count; turn t belongs to process t mod n. Each process first takes one turn
 * unmeasured ("ready") once its stack is up, so no window is measured while another stack starts.
 */
export function turnTaker(spec = process.env.BENCH_TURNS) {
  if (!spec) return { ready: async () => undefined, take: async (fn) => fn() };
  const [file, k, n] = spec.split(',');
  const mine = Number(k);
  const of = Number(n);
  // No file yet: turn 0. The count is replaced by a rename, so a reader never sees it half written.
  const count = () => (fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : 0);
  const myTurn = async () => {
    while (count() % of !== mine) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const pass = () => {
    const next = `${file}.${process.pid}`;
    fs.writeFileSync(next, String(count() + 1));
    fs.renameSync(next, file);
  };
  return {
    ready: async () => {
      await myTurn();
      pass();
    },
    take: async (fn) => {
      await myTurn();
      try {
        return await fn();
      } finally {
        pass();
      }
    },
  };
}
