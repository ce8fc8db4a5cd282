import { readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * The lowest port the kernel hands out on its own (to `listen(0)` and to the local end of every
 * outgoing connection). A port picked now and bound later by a child process can be taken by either
 * in between; picking below this range leaves only another picker as a rival, and the bind check
 * plus a random start make that rare.
 */
function ephemeralStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const port = Number(low);
    return Number.isInteger(port) && port > 12_000 ? port : 32_768;
  } catch {
    return 32_768;
  }
}

const bindable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

const taken = new Set<number>();

/** A loopback port free now, outside the kernel's ephemeral range, for a process started later. */
export async function freePort(): Promise<number> {
  const high = ephemeralStart() - 1;
  const low = high - 10_000;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (taken.has(port)) continue;
    if (await bindable(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${low} and ${high}`);
}
