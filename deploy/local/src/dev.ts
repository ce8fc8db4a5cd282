import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { prettyFactory } from 'pino-pretty';
import { isNewDatabase, pairObjectsWithDatabase } from './dataPairing';
import { provideMail, providePostgres, provideRedis, provideS3, type Provided } from './infrastructure';
import { notifierKeys } from './notifierKeys';

/**
 * `make dev`: Kindred on one machine. Provides what the machine lacks, starts every built service
 * and the edge on http://localhost:8080 with one combined log; Ctrl-C stops everything.
 */
const root = path.resolve(__dirname, '../../..');
const dataDir = path.join(root, '.data');

interface ServiceEntry {
  name: string;
  /** host:port other processes reach it at (the edge's <NAME>_ADDR). */
  addrVar?: string;
  port: number;
  env: Record<string, string>;
  /** The built entry point, under services/ (default: <name>/dist/main.js). */
  main?: string;
}

/** Start order: user first (accounts, demo members), then the services the others call, edge last. */
const SERVICES: ServiceEntry[] = [
  {
    name: 'user',
    addrVar: 'USER_ADDR',
    port: 50051,
    env: { USER_GRPC_PORT: '50051', USER_METRICS_PORT: '9101', DEMO_SEED: 'on' },
  },
  {
    name: 'media',
    addrVar: 'MEDIA_ADDR',
    port: 50055,
    env: { MEDIA_GRPC_PORT: '50055', MEDIA_METRICS_PORT: '9105', DEMO_SEED: 'on' },
  },
  {
    name: 'commerce',
    addrVar: 'COMMERCE_ADDR',
    port: 50054,
    env: { COMMERCE_GRPC_PORT: '50054', COMMERCE_METRICS_PORT: '9104', DEMO_SEED: 'on' },
  },
  {
    name: 'social',
    addrVar: 'SOCIAL_ADDR',
    port: 50052,
    env: { SOCIAL_GRPC_PORT: '50052', SOCIAL_METRICS_PORT: '9102', DEMO_SEED: 'on' },
  },
  {
    name: 'messaging',
    addrVar: 'MESSAGING_ADDR',
    port: 50053,
    env: { MESSAGING_GRPC_PORT: '50053', MESSAGING_METRICS_PORT: '9103' },
  },
  // The notifier runs from the messaging build; its port is its /metrics.
  { name: 'notifier', port: 9107, main: 'messaging/dist/notifierMain.js', env: { NOTIFIER_METRICS_PORT: '9107' } },
  { name: 'chat', addrVar: 'CHAT_ADDR', port: 8090, env: { CHAT_PORT: '8090' } },
  { name: 'edge', port: Number(process.env.EDGE_PORT ?? 8080), env: { EDGE_PORT: process.env.EDGE_PORT ?? '8080' } },
];

const mainOf = (service: ServiceEntry) => path.join(root, 'services', service.main ?? `${service.name}/dist/main.js`);

const colours = [36, 32, 35, 33, 34, 31, 37];
const pretty = prettyFactory({
  colorize: process.stdout.isTTY,
  ignore: 'pid,hostname,service',
  translateTime: 'HH:MM:ss.l',
  singleLine: true,
});

function say(line: string) {
  process.stdout.write(`\x1b[1mdev      \x1b[0m ${line}\n`);
}

function prefixed(name: string, index: number) {
  const tag = `\x1b[${colours[index % colours.length]}m${name.padEnd(9)}\x1b[0m`;
  return (line: string) => {
    const text = line.startsWith('{') ? pretty(line).trimEnd() : line;
    process.stdout.write(`${tag} ${text}\n`);
  };
}

function waitForPort(port: number, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`exited with code ${child.exitCode}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`port ${port} did not open`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

async function main() {
  fs.mkdirSync(dataDir, { recursive: true });
  const provided: Provided[] = [];
  const children: Array<{ name: string; child: ChildProcess }> = [];
  let stopping = false;

  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    say('stopping…');
    for (const { child } of [...children].reverse()) child.kill('SIGTERM');
    await Promise.all(
      children.map(({ child }) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
    for (const p of provided.reverse()) await p.stop().catch(() => undefined);
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  try {
    provided.push(await providePostgres(dataDir, say));
    provided.push(await provideRedis(dataDir, say));
    provided.push(await provideS3(dataDir, say));
    provided.push(await provideMail(dataDir, say));
    if (!process.env.S3_ENDPOINT) {
      const databaseUrl = Object.assign({}, ...provided.map((p) => p.env)).DATABASE_URL as string;
      const fresh = await isNewDatabase(databaseUrl);
      for (const line of pairObjectsWithDatabase(path.join(dataDir, 's3'), databaseUrl, fresh)) say(line);
    }
  } catch (err) {
    say(`cannot start: ${(err as Error).message}`);
    await stopAll(1);
    return;
  }
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    SITE_URL: process.env.SITE_URL ?? 'http://localhost:8080',
    // Generated staff passwords (no ADMIN_PASSWORD / SERVICE_PASSWORD) land here, owner-only.
    STAFF_PASSWORDS_FILE: process.env.STAFF_PASSWORDS_FILE ?? path.join(dataDir, 'staff-passwords'),
    ...Object.assign({}, ...provided.map((p) => p.env)),
    ...notifierKeys(dataDir),
  };
  const webDist = path.join(root, 'web/dist');
  if (fs.existsSync(path.join(webDist, 'index.html'))) env.WEB_DIST = webDist;

  // Every built service's address is known up front (fixed ports; gRPC clients connect lazily).
  const built = SERVICES.filter((service) => fs.existsSync(mainOf(service)));
  for (const service of built) if (service.addrVar) env[service.addrVar] = `127.0.0.1:${service.port}`;

  for (const [index, service] of built.entries()) {
    const main = mainOf(service);
    const child = spawn(process.execPath, ['--enable-source-maps', main], {
      env: { ...process.env, ...env, ...service.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push({ name: service.name, child });
    const print = prefixed(service.name, index);
    readline.createInterface({ input: child.stdout! }).on('line', print);
    readline.createInterface({ input: child.stderr! }).on('line', print);
    child.on('exit', (code) => {
      if (!stopping) {
        say(`${service.name} exited (${code}); stopping the rest`);
        void stopAll(1);
      }
    });
    try {
      await waitForPort(service.port, child);
    } catch (err) {
      say(`${service.name} did not start: ${(err as Error).message}`);
      await stopAll(1);
      return;
    }
  }
  say(
    `Kindred is up on http://localhost:${SERVICES.at(-1)!.port} — demo members alice, bob, carol, dave (password Passw0rd!). Ctrl-C stops all.`,
  );
}

void main();
