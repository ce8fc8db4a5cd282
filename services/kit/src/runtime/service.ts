import type { Sequelize } from 'sequelize';
import { openMigratedDatabase, type Migration } from './database';
import { databaseDependency } from './dependencies';
import { startGrpcServer, type ServiceBinding } from '../grpc/grpcServer';
import { createLogger, type Logger } from './logger';
import { createMetrics, serveMetrics, type Metrics } from './metrics';
import { onShutdown } from './shutdown';
import type { Registry } from 'prom-client';
import { ownWritesInRedis } from './ownWrites';
import { openReadPath, type ReadPath } from './readPath';
import { createRedis, type RedisTarget } from './redis';

/** What a test or a process may change when it starts a service: the same shape for every service. */
export interface ServiceOverrides {
  logger?: Logger;
  /** gRPC port; tests pass 0 for a free one. Default: the service's `<NAME>_GRPC_PORT`. */
  port?: number;
  /**
   * /metrics port. Default: the service's `<NAME>_METRICS_PORT` (0: none); null: none (tests, and
   * several services in one process, where the ports would collide).
   */
  metricsPort?: number | null;
}

/** What the kit gives a service to build itself on. */
export interface ServiceParts {
  db: Sequelize;
  /** Where the stores' lists and read-mostly reads go: the replicas of DATABASE_READ_URL, or the primary. */
  reads: ReadPath;
  logger: Logger;
  metrics: Metrics;
}

/** What a service adds: its gRPC services, the steps of its stop, and what else it offers (`extra`). */
export interface BuiltService<Extra extends object> {
  services: ServiceBinding[];
  /** Before the gRPC server drains: stop pollers, end long-lived streams. */
  beforeDrain?(): void;
  /** Once the server drained (calls in flight answered): close clients, wait for rounds in flight. */
  release?(): Promise<unknown> | void;
  /** What the running service offers besides port and stop (e.g. a test hook). */
  extra?: Extra;
}

export interface ServiceDefinition<Extra extends object> {
  /** The process name: logs, metric labels, gRPC server name. */
  name: string;
  config: { LOG_LEVEL: string; DATABASE_URL: string; MIGRATE_ONLY: boolean } & Partial<ReadReplicaConfig>;
  database: {
    schema: string;
    /** The migrations, or a function of the service's logger that makes them. */
    migrations: Migration[] | ((logger: Logger) => Migration[]);
    poolMax?: number;
  };
  grpc: { host?: string; port: number };
  /** The configured /metrics port (`<NAME>_METRICS_PORT`; 0: none). */
  metricsPort: number;
  /** Time calls in flight get when the service stops (default 10 s). */
  drainMs?: number;
  build(parts: ServiceParts): Promise<BuiltService<Extra>>;
}

/** The read replica settings of kit's base configuration (config.ts). */
export interface ReadReplicaConfig extends RedisTarget {
  DATABASE_READ_URL: readonly string[];
  DATABASE_READ_MAX_LAG_MS: number;
  DATABASE_READ_CHECK_MS: number;
  REDIS_KEY_PREFIX: string;
}

/** The read path of DATABASE_READ_URL; who wrote lately is kept in the deployment's Redis. */
async function openServiceReads(
  config: Partial<ReadReplicaConfig>,
  parts: { db: Sequelize; logger: Logger; metrics: Metrics; schema: string; poolMax?: number },
): Promise<{ reads: ReadPath; close(): Promise<void> }> {
  const urls = config.DATABASE_READ_URL ?? [];
  const redis =
    urls.length > 0 && config.REDIS_URL
      ? createRedis(
          { REDIS_URL: config.REDIS_URL, REDIS_CLUSTER_NODES: config.REDIS_CLUSTER_NODES ?? [] },
          parts.logger,
          'own-writes',
          config.REDIS_KEY_PREFIX ?? '',
        )
      : null;
  if (urls.length > 0 && !redis) throw new Error('DATABASE_READ_URL needs REDIS_URL (read-your-writes is kept there)');
  const reads = await openReadPath({
    primary: parts.db,
    urls,
    schema: parts.schema,
    logger: parts.logger,
    registry: parts.metrics.registry,
    maxLagMs: config.DATABASE_READ_MAX_LAG_MS ?? 1_000,
    checkMs: config.DATABASE_READ_CHECK_MS ?? 1_000,
    poolMax: parts.poolMax,
    ownWrites: (windowMs) => ownWritesInRedis(redis!, parts.schema, windowMs, parts.logger),
  });
  return {
    reads,
    async close() {
      await reads.close();
      redis?.disconnect();
    },
  };
}

export type RunningService<Extra extends object = object> = Extra & {
  port: number;
  /** The service's metrics (what tests read to count the calls it answered). */
  registry: Registry;
  stop(): Promise<void>;
};

/**
 * Starts a gRPC service the one way every service starts (docs/architecture.md, "Service layout"):
 * logger, database with its migrations (MIGRATE_ONLY: migrate and stop there), the service's own
 * parts, a gRPC server with grpc.health.v1 (NOT_SERVING while the database is down) and metrics, and
 * /metrics. `stop()` drains the server, then releases the service's parts, /metrics and the database.
 */
export async function startService<Extra extends object>(
  definition: ServiceDefinition<Extra>,
  overrides: ServiceOverrides = {},
): Promise<RunningService<Extra>> {
  const { name, config } = definition;
  const logger = overrides.logger ?? createLogger(name, config.LOG_LEVEL);
  const { migrations } = definition.database;
  const db = await openMigratedDatabase({
    url: config.DATABASE_URL,
    schema: definition.database.schema,
    logger,
    pool: definition.database.poolMax ? { max: definition.database.poolMax } : undefined,
    migrations: typeof migrations === 'function' ? migrations(logger) : migrations,
    migrateOnly: config.MIGRATE_ONLY,
  });
  // The migration Job's run: nothing was started, the process exits after this (main.ts).
  if (!db) return { port: 0, stop: async () => undefined } as RunningService<Extra>;

  const metrics = createMetrics(name);
  let built: BuiltService<Extra>;
  let reads: Awaited<ReturnType<typeof openServiceReads>> | undefined;
  try {
    reads = await openServiceReads(config, { db, logger, metrics, ...definition.database });
    built = await definition.build({ db, reads: reads.reads, logger, metrics });
  } catch (err) {
    await reads?.close();
    await db.close();
    throw err;
  }
  const release = async () => {
    await built.release?.();
    await reads!.close();
    await db.close();
  };
  const grpc = await startGrpcServer({
    name,
    host: definition.grpc.host,
    port: overrides.port ?? definition.grpc.port,
    logger,
    metrics,
    dependencies: [databaseDependency(db)],
    services: built.services,
  }).catch(async (err: unknown) => {
    built.beforeDrain?.();
    await release();
    throw err;
  });
  const metricsPort = overrides.metricsPort === undefined ? definition.metricsPort : overrides.metricsPort;
  // The kubelet's own gRPC probes speak plaintext only: with mutual TLS on, the probes ask these.
  let draining = false;
  const health = {
    ready: () => !draining && (grpc.dependencies?.ready() ?? true),
    down: () => (draining ? ['draining'] : (grpc.dependencies?.down() ?? [])),
  };
  const metricsServer = metricsPort
    ? await serveMetrics(metrics.registry, metricsPort, health).catch(async (err: unknown) => {
        built.beforeDrain?.();
        await grpc.shutdown(0);
        await release();
        throw err;
      })
    : null;

  return {
    ...(built.extra as Extra),
    port: grpc.port,
    registry: metrics.registry,
    async stop() {
      draining = true;
      built.beforeDrain?.();
      await grpc.shutdown(definition.drainMs);
      await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
      await release();
    },
  };
}

/**
 * A service's main: reads its configuration, starts it, and on SIGTERM/SIGINT stops it (drains)
 * and exits. A start that fails prints why and exits 1.
 */
export function runService<C extends { LOG_LEVEL: string }>(
  name: string,
  readConfig: () => C,
  start: (config: C, overrides: ServiceOverrides) => Promise<{ stop(): Promise<void> }>,
): void {
  const main = async () => {
    const config = readConfig();
    const logger = createLogger(name, config.LOG_LEVEL);
    const service = await start(config, { logger });
    onShutdown(logger, [() => service.stop()]);
  };
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
