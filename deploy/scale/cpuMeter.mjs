import fs from 'node:fs';

/*
 * The stack's processes are given as pids, the edge last and the chat node before it (the order
 * bench.mjs starts them in).
 */

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds a second each process of the stack uses with no call coming in (timers, health checks,
 * metrics, GC), measured once before the first call: subtracted from each call's window, so that a
 * call the crowded machine answers slowly is not charged the stack's idle work.
 */
export async function measureIdle(stack, seconds) {
  const front = new Set([stack.at(-1), stack.at(-2)]);
  const before = stack.map(cpuSeconds);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const used = stack.map((pid, i) => cpuSeconds(pid) - before[i]);
  return {
    front: used.filter((_, i) => front.has(stack[i])).reduce((a, b) => a + b, 0) / seconds,
    services: used.filter((_, i) => !front.has(stack[i])).reduce((a, b) => a + b, 0) / seconds,
  };
}

/**
 * CPU the stack spends per answer (its Node processes and its Postgres backends, less their idle
 * work): on a machine whose other tenants take the cores, latency measures them too; CPU per answer
 * measures Kindred alone.
 */
export async function cpuMeter(db, stack, idleRate) {
  const backends = async () =>
    (
      await db.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)
    ).rows.map((r) => r.pid);
  const pids = [...stack, ...(await backends())];
  const before = new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));
  const edge = stack.at(-1);
  const chat = stack.at(-2);
  const started = Date.now();
  return async (answers) => {
    const window = (Date.now() - started) / 1000;
    const after = [...new Set([...pids, ...(await backends())])];
    const share = { front: 0, services: 0, postgres: 0 };
    const byProcess = new Map();
    for (const pid of after) {
      const now = cpuSeconds(pid);
      // A backend that closed during the window took its figures with it: left out.
      if (now === 0) continue;
      const used = now - (before.get(pid) ?? 0);
      if (stack.includes(pid)) byProcess.set(pid, used);
      if (pid === edge || pid === chat) share.front += used;
      else if (stack.includes(pid)) share.services += used;
      else share.postgres += used;
    }
    share.front = Math.max(0, share.front - idleRate.front * window);
    share.services = Math.max(0, share.services - idleRate.services * window);
    const per = (seconds) => (answers > 0 ? (seconds * 1000) / answers : 0);
    const total = per(share.front + share.services + share.postgres);
    const split = `edge/chat ${per(share.front).toFixed(3)}, services ${per(share.services).toFixed(3)}, pg ${per(share.postgres).toFixed(3)}`;
    // Each Node process's share, its idle work left in: where a call's cost went, not what it was.
    const processes = new Map([...byProcess].map(([pid, used]) => [pid, per(used)]));
    return { total, split, processes };
  };
}
