import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, waitFor } from './infrastructure';

const root = path.resolve(__dirname, '../../..');
const mainOf = (service: string) => path.join(root, 'services', service, 'dist/main.js');

/** One Kindred process of the campaign: a service, an edge or a chat node, started as `make dev` does. */
export interface KindredProcess {
  name: string;
  port: number;
  /** host:port */
  address: string;
  start(): Promise<void>;
  /** Sends the signal; resolves once the process has exited (SIGSTOP/SIGCONT resolve at once). */
  signal(signal: NodeJS.Signals): Promise<void>;
  running(): boolean;
  /** stderr lines kept for the report when a process fails. */
  log: string[];
}

function kindredProcess(
  name: string,
  service: string,
  port: number,
  env: () => Record<string, string>,
  ready: () => Promise<boolean>,
): KindredProcess {
  let child: ChildProcess | null = null;
  const log: string[] = [];
  return {
    name,
    port,
    address: `127.0.0.1:${port}`,
    log,
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
    async start() {
      const started = spawn(process.execPath, [mainOf(service)], {
        env: { ...process.env, NODE_OPTIONS: '', ...env() },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const keep = (chunk: Buffer) => {
        log.push(chunk.toString());
        if (log.length > 50) log.shift();
      };
      started.stdout!.on('data', keep);
      started.stderr!.on('data', keep);
      await waitFor(name, async () => {
        if (started.exitCode !== null) throw new Error(`${name} exited: ${log.join('').slice(-800)}`);
        return ready();
      }).catch((err: Error) => {
        throw new Error(`${err.message}\n${log.join('').slice(-800)}`);
      });
    },
    async signal(signal) {
      const running = child;
      if (!running || running.exitCode !== null) return;
      if (signal === 'SIGSTOP' || signal === 'SIGCONT') {
        running.kill(signal);
        return;
      }
      const exited = new Promise((r) => running.once('exit', r));
      running.kill(signal);
      await exited;
    },
  };
}

const httpReady = (port: number) => async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200;

/**
 * Every service as its own process, two edges and two chat nodes, on free loopback ports; `env`
 * holds what they share (database, Redis, S3, mail). Started in dependency order, each ready first.
 */
export async function planKindred(shared: Record<string, string>) {
  const ports = {
    user: await freePort(),
    media: await freePort(),
    commerce: await freePort(),
    social: await freePort(),
    messaging: await freePort(),
    chatA: await freePort(),
    chatB: await freePort(),
    edgeA: await freePort(),
    edgeB: await freePort(),
  };
  const addresses = {
    USER_ADDR: `127.0.0.1:${ports.user}`,
    MEDIA_ADDR: `127.0.0.1:${ports.media}`,
    COMMERCE_ADDR: `127.0.0.1:${ports.commerce}`,
    SOCIAL_ADDR: `127.0.0.1:${ports.social}`,
    MESSAGING_ADDR: `127.0.0.1:${ports.messaging}`,
  };
  const env = (own: Record<string, string>) => () => ({ ...shared, ...addresses, ...own });
  // gRPC services are ready once their port answers (their health follows their database).
  const { default: net } = await import('node:net');
  const tcpReady = (port: number) => () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  const grpcService = (name: string, port: number, own: Record<string, string>) =>
    kindredProcess(
      name,
      name,
      port,
      // No metrics listener: fixed metrics ports would collide with other stacks on the machine.
      env({ [`${name.toUpperCase()}_GRPC_PORT`]: String(port), [`${name.toUpperCase()}_METRICS_PORT`]: '0', ...own }),
      tcpReady(port),
    );
  const chat = (name: string, port: number) =>
    kindredProcess(name, 'chat', port, env({ CHAT_PORT: String(port), CHAT_HOST: '127.0.0.1' }), httpReady(port));
  const edge = (name: string, port: number, chatPort: number) =>
    kindredProcess(
      name,
      'edge',
      port,
      env({ EDGE_PORT: String(port), EDGE_HOST: '127.0.0.1', CHAT_ADDR: `127.0.0.1:${chatPort}` }),
      httpReady(port),
    );
  const services = {
    user: grpcService('user', ports.user, {}),
    media: grpcService('media', ports.media, {}),
    commerce: grpcService('commerce', ports.commerce, {}),
    social: grpcService('social', ports.social, {}),
    messaging: grpcService('messaging', ports.messaging, { MESSAGING_HOST: '127.0.0.1' }),
    chatA: chat('chat-a', ports.chatA),
    chatB: chat('chat-b', ports.chatB),
    edgeA: edge('edge-a', ports.edgeA, ports.chatA),
    edgeB: edge('edge-b', ports.edgeB, ports.chatB),
  };
  return {
    services,
    all: Object.values(services),
    async startAll() {
      for (const p of Object.values(services)) await p.start();
    },
    async stopAll() {
      for (const p of Object.values(services).reverse()) {
        await p.signal('SIGCONT');
        await p.signal('SIGTERM');
      }
    },
  };
}

export type Kindred = Awaited<ReturnType<typeof planKindred>>;
