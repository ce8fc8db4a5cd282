import { QueryTypes, type QueryOptionsWithType, type Sequelize } from 'sequelize';
import { Counter, Gauge, type Registry } from 'prom-client';
import { isConnectionLoss } from '../grpc/grpcServer';
import { createDatabase } from './database';
import type { Logger } from './logger';
import type { OwnWrites } from './ownWrites';
import { ReplicaWatch, type Replica } from './replicaWatch';

/**
 * Where a store's reads go. `rows` is for the reads that may be a moment behind the primary (lists,
 * search, feeds, mailboxes, histories, the catalogue): they go to a usable read replica, except for
 * a member who wrote within the window (read-your-writes). Everything else a store does (writes,
 * transactions, reads that decide a write) stays on `db`, the primary.
 */
export interface ReadPath {
  /**
   * Rows of a read that may come from a replica. `member` is whose own recent writes the answer must
   * show (the caller it is for); null when none can be in it. `params`: named replacements (`:name`),
   * or bind parameters (`$1`) as an array.
   */
  rows<T extends object>(member: number | null, sql: string, params?: QueryParams): Promise<T[]>;
  /** `member` just wrote: their reads go to the primary for the read-your-writes window. */
  wrote(member: number): Promise<void>;
  readonly replicas: readonly Replica[];
  close(): Promise<void>;
}

/** Named replacements (`:name`) or bind parameters (`$1`). */
export type QueryParams = Record<string, unknown> | unknown[];

const select = (params: QueryParams): QueryOptionsWithType<QueryTypes.SELECT> =>
  Array.isArray(params) ? { type: QueryTypes.SELECT, bind: params } : { type: QueryTypes.SELECT, replacements: params };

export interface ReadPathOptions {
  primary: Sequelize;
  /** DATABASE_READ_URL: the replicas' URLs (none: every read on the primary). */
  urls: readonly string[];
  schema: string;
  logger: Logger;
  registry: Registry;
  maxLagMs: number;
  checkMs: number;
  /** Who wrote within `windowMs` (Redis: every process of the service shares it). */
  ownWrites(windowMs: number): OwnWrites;
  poolMax?: number;
}

/**
 * The read-your-writes window: a replica in use was at most `maxLagMs` behind at its latest check,
 * which is at most `checkMs` old, and lags at most one more check interval before a check catches it.
 */
export const ownWritesWindowMs = (maxLagMs: number, checkMs: number) => maxLagMs + 2 * checkMs;

/** `host:port/database` of a URL: how metrics and logs name a replica. */
export function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** A read a replica could not answer but the primary can: its connection went, or recovery cancelled it. */
export function retryOnPrimary(err: unknown): boolean {
  if (isConnectionLoss(err)) return true;
  const parent = (err as { parent?: { code?: string; message?: string } })?.parent;
  return parent?.code === '40001' && /conflict with recovery/i.test(parent.message ?? '');
}

/**
 * The read path's metrics, registered whether or not the service has replicas (the alert and the
 * dashboards name them; without replicas they carry no samples).
 */
function readMetrics(registry: Registry) {
  const kept = <M>(name: string, make: () => M): M => (registry.getSingleMetric(name) as M | undefined) ?? make();
  return {
    reads: kept(
      'kindred_db_reads_total',
      () =>
        new Counter({
          name: 'kindred_db_reads_total',
          help: 'Store reads that may lag a little, by where they were answered (replica or primary)',
          labelNames: ['target'],
          registers: [registry],
        }),
    ),
    usableGauge: kept(
      'kindred_db_replica_usable',
      () =>
        new Gauge({
          name: 'kindred_db_replica_usable',
          help: '1 while the read replica answers and is within DATABASE_READ_MAX_LAG_MS of the primary, else 0',
          labelNames: ['replica'],
          registers: [registry],
        }),
    ),
    lagGauge: kept(
      'kindred_db_replica_lag_seconds',
      () =>
        new Gauge({
          name: 'kindred_db_replica_lag_seconds',
          help: 'How far the read replica was behind the primary at its latest check (absent while it does not answer)',
          labelNames: ['replica'],
          registers: [registry],
        }),
    ),
    retries: kept(
      'kindred_db_replica_retries_total',
      () =>
        new Counter({
          name: 'kindred_db_replica_retries_total',
          help: 'Reads that failed on the replica (connection gone, recovery conflict) and were answered by the primary',
          labelNames: ['replica'],
          registers: [registry],
        }),
    ),
  };
}

/** Every read on the primary: a service without DATABASE_READ_URL. */
export function primaryReadPath(primary: Sequelize, registry?: Registry): ReadPath {
  const metrics = registry ? readMetrics(registry) : null;
  return {
    rows<T extends object>(_member: number | null, sql: string, params: QueryParams = {}) {
      metrics?.reads.inc({ target: 'primary' });
      return primary.query<T>(sql, select(params));
    },
    wrote: async () => undefined,
    replicas: [],
    close: async () => undefined,
  };
}

/** The read path of a service with replicas: checked at once, then every `checkMs`. */
export async function openReadPath(options: ReadPathOptions): Promise<ReadPath> {
  if (options.urls.length === 0) return primaryReadPath(options.primary, options.registry);
  const { primary, registry, logger } = options;
  const { reads, usableGauge, lagGauge, retries } = readMetrics(registry);
  const replicas: Replica[] = options.urls.map((url) => ({
    name: replicaName(url),
    db: createDatabase({
      url,
      schema: options.schema,
      logger,
      pool: { max: options.poolMax },
      watch: false,
      connectTimeoutMs: options.checkMs,
    }),
    usable: false,
    lagMs: null,
    reason: 'not checked yet',
  }));
  const watch = new ReplicaWatch({
    primary,
    replicas,
    maxLagMs: options.maxLagMs,
    checkMs: options.checkMs,
    logger,
    onChecked(replica) {
      usableGauge.set({ replica: replica.name }, replica.usable ? 1 : 0);
      if (replica.lagMs === null) lagGauge.remove({ replica: replica.name });
      else lagGauge.set({ replica: replica.name }, replica.lagMs / 1000);
    },
  });
  const ownWrites = options.ownWrites(ownWritesWindowMs(options.maxLagMs, options.checkMs));
  let turn = 0;

  const onPrimary = <T extends object>(sql: string, params: QueryParams) => {
    reads.inc({ target: 'primary' });
    return primary.query<T>(sql, select(params));
  };
  const pick = async (member: number | null): Promise<Replica | null> => {
    const usable = replicas.filter((replica) => replica.usable);
    if (usable.length === 0) return null;
    if (member !== null && (await ownWrites.wroteRecently(member))) return null;
    turn = (turn + 1) % usable.length;
    return usable[turn]!;
  };

  await watch.start();
  return {
    async rows<T extends object>(member: number | null, sql: string, params: QueryParams = {}) {
      const replica = await pick(member);
      if (!replica) return onPrimary<T>(sql, params);
      try {
        const rows = await replica.db.query<T>(sql, select(params));
        reads.inc({ target: 'replica' });
        return rows;
      } catch (err) {
        if (!retryOnPrimary(err)) throw err;
        retries.inc({ replica: replica.name });
        if (isConnectionLoss(err)) watch.takeOut(replica, `unreachable (${(err as Error).message})`);
        return onPrimary<T>(sql, params);
      }
    },
    wrote: (member) => ownWrites.wrote(member),
    replicas,
    async close() {
      await watch.stop();
      await Promise.all(replicas.map((replica) => replica.db.close()));
    },
  };
}
