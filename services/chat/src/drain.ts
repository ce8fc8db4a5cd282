/**
 * A stopping chat node closes its sockets spread evenly over a window instead of all at once, so its
 * members reconnect to the other nodes a few at a time (the web client adds its own jittered backoff).
 * Sockets that close by themselves meanwhile simply leave the live set.
 */
export interface DrainableSocket {
  end(code: number, reason: string): void;
}

const TICK_MS = 50;

export async function drainSockets(live: () => DrainableSocket[], windowMs: number): Promise<void> {
  const total = live().length;
  const started = Date.now();
  let closed = 0;
  while (closed < total) {
    const elapsed = Date.now() - started;
    const due = windowMs <= 0 ? total : Math.min(total, Math.ceil((total * elapsed) / windowMs));
    const open = live();
    // Some sockets closed on their own: those count towards the schedule too.
    closed = Math.max(closed, total - open.length);
    for (const ws of open.slice(0, Math.max(0, due - closed))) {
      ws.end(1001, 'going away');
      closed++;
    }
    if (open.length === 0 || closed >= total) return;
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
}
