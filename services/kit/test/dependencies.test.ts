import { ReplyError } from 'ioredis';
import { Registry } from 'prom-client';
import {
  createClient,
  createDatabase,
  createLogger,
  createMetrics,
  createRedis,
  databaseDependency,
  DependencyWatch,
  type DependencyCheck,
  grpcHealthDependency,
  isRedisUnavailable,
  loadContract,
  Redis,
  startGrpcServer,
  UnavailableError,
} from '../src';
import { createTestDatabase } from '../src/testing';
import type { ProtoGrpcType } from '../src/generated/user';
import { startTcpFault } from './tcpFault';

const logger = createLogger('kit-test', 'silent');

async function until(done: () => Promise<boolean>, ms = 10_000): Promise<number> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

/** A user service whose GetInitData first runs `read` (a store it depends on); other calls answer empty. */
function serveInitData(read: () => Promise<unknown>, dependencies?: DependencyCheck[]) {
  const proto = loadContract<ProtoGrpcType>('user');
  return startGrpcServer({
    name: 'kit-test',
    host: '127.0.0.1',
    port: 0,
    logger,
    metrics: createMetrics('kit-test'),
    ...(dependencies ? { dependencies } : {}),
    services: [
      {
        definition: proto.kindred.user.v1.UserService.service,
        handlers: new Proxy(
          {
            async GetInitData() {
              await read();
              return { authority: { vip0: [], vip1: [], vip2: [] }, service: { id: 2, username: 's', avatar: '' } };
            },
          },
          { get: (target, prop) => (target as Record<string | symbol, unknown>)[prop] ?? (async () => ({})) },
        ),
      },
    ],
  });
}

describe('DependencyWatch', () => {
  it('remembers which dependency is down, counts its failures and sees it return', async () => {
    let up = false;
    const registry = new Registry();
    const watch = new DependencyWatch(
      [
        { name: 'flaky', check: async () => (up ? 1 : Promise.reject(new Error('down'))) },
        { name: 'slow', check: () => new Promise((r) => setTimeout(r, up ? 0 : 500)) },
      ],
      { intervalMs: 30, timeoutMs: 50, registry },
    );
    const changes: string[][] = [];
    watch.onChange((down) => changes.push(down));
    await watch.start();
    expect(watch.down().sort()).toEqual(['flaky', 'slow']);
    expect(watch.ready()).toBe(false);
    up = true;
    await until(async () => watch.ready());
    watch.stop();
    expect(changes.at(-1)).toEqual([]);
    const metrics = await registry.metrics();
    expect(metrics).toMatch(/kindred_dependency_errors_total\{dependency="flaky"\} [1-9]/);
    expect(metrics).toMatch(/kindred_dependency_up\{dependency="flaky"\} 1/);
  });
});

describe('a gRPC service whose database goes away', () => {
  it('answers NOT_SERVING and UNAVAILABLE while Postgres is unreachable, and serves again when it returns', async () => {
    const database = await createTestDatabase();
    const url = new URL(database.url);
    const fault = await startTcpFault({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(fault.port);
    const sequelize = createDatabase({ url: url.toString(), schema: 'public', logger });
    const proto = loadContract<ProtoGrpcType>('user');
    const server = await serveInitData(() => sequelize.query('SELECT 1'), [databaseDependency(sequelize)]);
    const health = grpcHealthDependency('kit-test', `127.0.0.1:${server.port}`);
    const client = createClient(proto.kindred.user.v1.UserService, `127.0.0.1:${server.port}`, { deadlineMs: 3000 });
    const serving = () =>
      health.check().then(
        () => true,
        () => false,
      );
    try {
      expect(await serving()).toBe(true);
      await client.GetInitData({});

      await fault.cut();
      await expect(client.GetInitData({})).rejects.toBeInstanceOf(UnavailableError);
      await until(async () => !(await serving()));

      await fault.restore();
      const recoveredMs = await until(serving);
      await client.GetInitData({});
      console.log(`gRPC health SERVING again ${recoveredMs} ms after Postgres became reachable`);
    } finally {
      client.close();
      health.close();
      await server.shutdown(1000);
      await sequelize.close();
      await fault.stop();
      await database.drop();
    }
  }, 30_000);
});

describe('a gRPC service whose Redis goes away', () => {
  it('answers UNAVAILABLE ("try again"), not INTERNAL, while Redis is unreachable, and serves again when it returns', async () => {
    const fault = await startTcpFault({ host: '127.0.0.1', port: 6379 });
    const redis = createRedis(
      { REDIS_URL: `redis://127.0.0.1:${fault.port}`, REDIS_CLUSTER_NODES: [] },
      logger,
      'redis',
      `kit-test-${process.pid}:`,
    );
    const proto = loadContract<ProtoGrpcType>('user');
    const server = await serveInitData(() => redis.get('anything'));
    const client = createClient(proto.kindred.user.v1.UserService, `127.0.0.1:${server.port}`, { deadlineMs: 10_000 });
    try {
      await client.GetInitData({});
      await fault.cut();
      const failed = await client.GetInitData({}).catch((err: unknown) => err);
      expect(failed).toBeInstanceOf(UnavailableError);
      expect((failed as UnavailableError).reason).toBe('unavailable');
      await fault.restore();
      await until(() =>
        client.GetInitData({}).then(
          () => true,
          () => false,
        ),
      );
    } finally {
      client.close();
      await server.shutdown(1000);
      redis.disconnect();
      await fault.stop();
    }
  }, 30_000);
});

describe('isRedisUnavailable', () => {
  it('knows the errors of a Redis away from those of a wrong command', async () => {
    // What ioredis rejects with when the node cannot be reached, and when the connection was closed.
    const unreachable = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, retryStrategy: () => 50 });
    unreachable.on('error', () => undefined);
    const closed = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
    closed.disconnect();
    const working = new Redis('redis://127.0.0.1:6379');
    try {
      const errors = await Promise.all([
        unreachable.get('k').catch((err: unknown) => err),
        closed.get('k').catch((err: unknown) => err),
      ]);
      for (const err of errors) expect([String(err), isRedisUnavailable(err)]).toEqual([String(err), true]);
      // The replies of a cluster in a failover, as a node sends them.
      for (const reply of [
        'CLUSTERDOWN The cluster is down',
        'TRYAGAIN Multiple keys request during rehashing of slot',
      ])
        expect(isRedisUnavailable(new ReplyError(reply))).toBe(true);
      // A wrong command is the caller's fault: not "try again".
      await working.set(`kit-test-${process.pid}:h`, 'x', 'EX', 10);
      const wrong = await working.hget(`kit-test-${process.pid}:h`, 'f').catch((err: unknown) => err);
      expect(String(wrong)).toMatch(/WRONGTYPE/);
      expect(isRedisUnavailable(wrong)).toBe(false);
      expect(isRedisUnavailable(new Error('boom'))).toBe(false);
      expect(isRedisUnavailable(null)).toBe(false);
    } finally {
      unreachable.disconnect();
      working.disconnect();
    }
  });
});
