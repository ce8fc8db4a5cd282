import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Redis } from './redis';
import type { Sequelize } from 'sequelize';

/**
 * How this process's dependencies answer: every gRPC client call, Redis command round trips and
 * errors, Postgres query time and pool occupancy. One registry per process; each service's /metrics
 * page appends it to its own (see docs/observability.md).
 */
export const dependencyRegistry = new Registry();

const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const registers = [dependencyRegistry];

const grpcClientDuration = new Histogram({
  name: 'kindred_grpc_client_duration_seconds',
  help: 'gRPC client calls by target service, method and status code',
  labelNames: ['target', 'method', 'code'],
  buckets: BUCKETS,
  registers,
});

/** Times one gRPC client call; the answer is called with the call's status code name. */
export function timeGrpcCall(target: string, method: string): (code: string) => void {
  const started = performance.now();
  return (code) => grpcClientDuration.observe({ target, method, code }, (performance.now() - started) / 1000);
}

const redisErrors = new Counter({
  name: 'kindred_redis_errors_total',
  help: 'Redis connection errors by connection name',
  labelNames: ['connection'],
  registers,
});
const redisUp = new Gauge({
  name: 'kindred_redis_up',
  help: '1 while the named Redis connection is ready',
  labelNames: ['connection'],
  registers,
});
const redisPing = new Histogram({
  name: 'kindred_redis_ping_seconds',
  help: 'Round trip of a PING on the named connection, sampled every 10 s (the same queue as commands)',
  labelNames: ['connection'],
  buckets: BUCKETS,
  registers,
});

/**
 * Watches a Redis connection: its errors and readiness, and a PING every 10 s that shares the
 * connection's command queue, so a slow Redis or a backed-up connection shows without timing every
 * command of the hot paths.
 */
export function watchRedis(redis: Redis, connection: string): () => void {
  redisUp.set({ connection }, redis.status === 'ready' ? 1 : 0);
  redis.on('error', () => redisErrors.inc({ connection }));
  redis.on('ready', () => redisUp.set({ connection }, 1));
  redis.on('close', () => redisUp.set({ connection }, 0));
  const timer = setInterval(() => {
    if (redis.status !== 'ready') return;
    const stop = redisPing.startTimer({ connection });
    redis.ping().then(
      () => stop(),
      () => redisErrors.inc({ connection }),
    );
  }, 10_000);
  timer.unref();
  return () => clearInterval(timer);
}

const queryDuration = new Histogram({
  name: 'kindred_db_query_duration_seconds',
  help: 'Postgres query time by schema (the service owning it)',
  labelNames: ['schema'],
  buckets: BUCKETS,
  registers,
});
const pools = new Map<string, Sequelize>();
new Gauge({
  name: 'kindred_db_pool_connections',
  help: 'Postgres pool connections by state (used, idle) and requests waiting for one (waiting)',
  labelNames: ['schema', 'state'],
  registers,
  collect() {
    for (const [schema, sequelize] of pools) {
      const pool = (sequelize.connectionManager as unknown as { pool?: PoolFigures }).pool;
      if (!pool) continue;
      this.set({ schema, state: 'used' }, pool.using ?? 0);
      this.set({ schema, state: 'idle' }, pool.available ?? 0);
      this.set({ schema, state: 'waiting' }, pool.waiting ?? 0);
    }
  },
});

interface PoolFigures {
  using?: number;
  available?: number;
  waiting?: number;
}

const queryErrors = new Counter({
  name: 'kindred_db_query_errors_total',
  help: 'Postgres queries that failed, by schema and Sequelize error name (unique violations included)',
  labelNames: ['schema', 'error'],
  registers,
});

/** Counts a Sequelize connection's pool, and its failed queries, under its schema. */
export function watchDatabase(sequelize: Sequelize, schema: string): void {
  pools.set(schema, sequelize);
  // Every model and raw query goes through sequelize.query: its failures are counted there.
  const query = sequelize.query.bind(sequelize) as (...args: unknown[]) => Promise<unknown>;
  (sequelize as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args) =>
    query(...args).catch((err: unknown) => {
      const name = (err as Error | undefined)?.name ?? '';
      queryErrors.inc({ schema, error: /^Sequelize\w{1,40}$/.test(name) ? name : 'other' });
      throw err;
    });
}

/** Sequelize's benchmark logging hands each query's time (ms) here. */
export function observeQuery(schema: string, timingMs: number | undefined): void {
  if (typeof timingMs === 'number') queryDuration.observe({ schema }, timingMs / 1000);
}
