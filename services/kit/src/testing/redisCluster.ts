import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis as OneRedis } from 'ioredis';
import type { RedisNode } from '../runtime/config';
import { freePort } from '../runtime/freePort';

/** One `redis-server` of a test cluster. */
export interface ClusterNode extends RedisNode {
  process: ChildProcess;
}

/**
 * A real Redis Cluster on loopback for tests: six `redis-server` processes of the machine (three
 * masters, three replicas) in cluster mode, each with its data in a temporary directory, joined by
 * `redis-cli --cluster create`. A master missing for `nodeTimeoutMs` is replaced by its replica.
 */
export interface RedisCluster {
  nodes: ClusterNode[];
  /** The value of `REDIS_CLUSTER_NODES` that reaches this cluster. */
  seeds: string;
  /** The node that serves `name`'s slot now (a key, or a sharded channel). */
  masterOf(name: string): Promise<ClusterNode>;
  /** Every node's answer to `command` (on the live ones). */
  eachNode<T>(command: (node: OneRedis, at: ClusterNode) => Promise<T>): Promise<T[]>;
  /** Kills a node at once (SIGKILL), as a crashed machine would go. */
  kill(node: ClusterNode): Promise<void>;
  /** Waits until the live nodes agree the cluster is whole again (every slot served). */
  settled(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const run = (command: string, args: string[]) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${code}: ${output}`))));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, timeoutMs: number, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await done().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`redis cluster: ${what} not reached in ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** One short-lived connection to a node, for an administrative question. */
async function ask<T>(node: RedisNode, question: (redis: OneRedis) => Promise<T>, password?: string): Promise<T> {
  const redis = new OneRedis({
    ...node,
    password,
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return await question(redis);
  } finally {
    redis.disconnect();
  }
}

/** `password`: every node requires it (AUTH), as a managed cluster does. */
export async function startRedisCluster(
  options: { nodeTimeoutMs?: number; password?: string } = {},
): Promise<RedisCluster> {
  const { password } = options;
  const auth = password ? ['--requirepass', password, '--masterauth', password] : [];
  const dir = mkdtempSync(path.join(tmpdir(), 'kindred-redis-cluster-'));
  const nodes: ClusterNode[] = [];
  const alive = (node: ClusterNode) => node.process.exitCode === null && node.process.signalCode === null;
  const stop = async () => {
    for (const node of nodes.filter(alive)) node.process.kill('SIGKILL');
    await Promise.all(
      nodes.map((node) => new Promise((resolve) => (alive(node) ? node.process.once('exit', resolve) : resolve(null)))),
    );
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < 6; i++) {
      const [port, busPort] = [await freePort(), await freePort()];
      const home = mkdtempSync(path.join(dir, `node${i}-`));
      const args = [
        ...['--port', String(port), '--cluster-port', String(busPort), '--bind', '127.0.0.1'],
        ...['--cluster-enabled', 'yes', '--cluster-config-file', path.join(home, 'nodes.conf')],
        ...['--cluster-node-timeout', String(options.nodeTimeoutMs ?? 1_000), '--dir', home],
        ...['--save', '', '--appendonly', 'no', '--daemonize', 'no', '--loglevel', 'warning'],
        ...auth,
      ];
      nodes.push({ host: '127.0.0.1', port, process: spawn('redis-server', args, { stdio: 'ignore' }) });
    }
    for (const node of nodes)
      await until(`node ${node.port} up`, 10_000, () => ask(node, (r) => r.ping().then(() => true), password));
    await run('redis-cli', [
      ...(password ? ['-a', password, '--no-auth-warning'] : []),
      '--cluster',
      'create',
      ...nodes.map((n) => `${n.host}:${n.port}`),
      '--cluster-replicas',
      '1',
      '--cluster-yes',
    ]);
  } catch (err) {
    await stop();
    throw err;
  }

  const cluster: RedisCluster = {
    nodes,
    seeds: nodes.map((n) => `${n.host}:${n.port}`).join(','),
    async masterOf(name) {
      const live = nodes.find(alive)!;
      return ask(
        live,
        async (redis) => {
          const slot = Number(await redis.call('CLUSTER', 'KEYSLOT', name));
          const ranges = (await redis.call('CLUSTER', 'SLOTS')) as Array<[number, number, [string, number]]>;
          const range = ranges.find(([from, to]) => from <= slot && slot <= to);
          const port = Number(range?.[2][1]);
          const node = nodes.find((n) => n.port === port);
          if (!node) throw new Error(`no master for slot ${slot}`);
          return node;
        },
        password,
      );
    },
    eachNode: (command) =>
      Promise.all(nodes.filter(alive).map((node) => ask(node, (redis) => command(redis, node), password))),
    async kill(node) {
      const exited = new Promise((resolve) => node.process.once('exit', resolve));
      node.process.kill('SIGKILL');
      await exited;
    },
    async settled(timeoutMs = 20_000) {
      await until('cluster_state:ok on every live node', timeoutMs, async () => {
        const views = await cluster.eachNode(async (redis) => {
          const info = String(await redis.call('CLUSTER', 'INFO'));
          const slots = (await redis.call('CLUSTER', 'SLOTS')) as Array<[number, number, [string, number]]>;
          return { ok: info.includes('cluster_state:ok'), masters: slots.map((s) => s[2][1]) };
        });
        const livePorts = new Set(nodes.filter(alive).map((n) => n.port));
        return views.every((v) => v.ok && v.masters.every((port) => livePorts.has(port)));
      });
    },
    stop,
  };
  await cluster.settled();
  // A replica is promoted only once it has copied its master.
  await until('every replica in sync', 20_000, async () => {
    const links = await cluster.eachNode(async (redis) => String(await redis.info('replication')));
    return (
      links.filter((info) => info.includes('role:slave')).length === 3 &&
      links.every((info) => !info.includes('master_link_status:down'))
    );
  });
  return cluster;
}
