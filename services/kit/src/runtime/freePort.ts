import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The lowest port the kernel hands out on its own (to `listen(0)` and to the local end of every
 * outgoing connection). A port picked now and bound later can be taken by either in between;
 * picking below this range leaves only another picker as a rival, and the claims below rule that out.
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

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims `port` for this process among every process that picks on this machine (parallel test
 * workers): a file per port, created exclusively, naming its owner. A claim whose owner has exited
 * is stale and taken over.
 */
export function claimPort(port: number, claims = path.join(tmpdir(), 'kindred-port-claims')): boolean {
  mkdirSync(claims, { recursive: true });
  const file = path.join(claims, String(port));
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  // Empty: its owner is between creating and writing it.
  const owner = Number(readFileSync(file, 'utf8') || process.pid);
  if (owner === process.pid || !Number.isInteger(owner) || alive(owner)) return false;
  writeFileSync(file, String(process.pid));
  return true;
}

/** A loopback port free now, outside the kernel's ephemeral range, for a server started later. */
export async function freePort(): Promise<number> {
  const high = ephemeralStart() - 1;
  const low = high - 10_000;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (claimPort(port) && (await bindable(port))) return port;
  }
  throw new Error(`no free port between ${low} and ${high}`);
}
