import { Cluster, Redis as OneRedis } from 'ioredis';
import type { RedisNode } from './config';
import { watchRedis } from './dependencyMetrics';
import type { Logger } from './logger';

/**
 * A connection to the deployment's Redis: one node (`REDIS_URL`) or a cluster (`REDIS_CLUSTER_NODES`).
 * Code typed with it uses what both answer alike; `isCluster` tells the few places that differ.
 * The value `Redis` stays the single-node client, which tests open against the machine's Redis.
 */
export type Redis = OneRedis | Cluster;
export const Redis = OneRedis;
export { Cluster };

/** Where the deployment's Redis is: the two settings every service reads (config.ts). */
export interface RedisTarget {
  REDIS_URL: string;
  REDIS_CLUSTER_NODES: readonly RedisNode[];
}

export interface RedisUse {
  /** Commands of one tick go out in one write (per node on a cluster). */
  autoPipelining?: boolean;
  /**
   * On a cluster, `SSUBSCRIBE` goes to the master owning each channel's slot, over one connection
   * per master that follows failovers; without it a cluster connection cannot `ssubscribe` safely.
   */
  shardedSubscriber?: boolean;
  /** Subscriptions are not renewed by ioredis after a reconnection (the owner renews them on `ready`). */
  manualResubscribe?: boolean;
}

export function isCluster(redis: Redis): redis is Cluster {
  return redis instanceof Cluster;
}

const retry = (times: number) => Math.min(times * 200, 2_000);

/** The replies of a node that cannot serve a slot for now: a failover or a restart in progress. */
const AWAY_REPLY = /^(CLUSTERDOWN|TRYAGAIN|LOADING|MASTERDOWN|READONLY) /;
/** What ioredis rejects a command with when it could not reach the node (its own messages). */
const AWAY_CLIENT =
  /^(Connection is closed\.|Stream isn't writeable|Too many Cluster redirections|None of startup nodes is available|Failed to refresh slots cache\.)/;

/**
 * Whether `err` says that Redis was away (down, restarting, or a cluster between a master's death and
 * its replica's promotion) rather than that the call was wrong: the caller may retry it ("try again",
 * -503), as with a database connection lost.
 */
export function isRedisUnavailable(err: unknown): boolean {
  const e = err as { name?: unknown; message?: unknown } | null;
  if (typeof e?.message !== 'string') return false;
  if (e.name === 'MaxRetriesPerRequestError' || e.name === 'ClusterAllFailedError') return true;
  return AWAY_REPLY.test(e.message) || AWAY_CLIENT.test(e.message);
}

/**
 * How a cluster's nodes are reached, from REDIS_URL (its host is not used with REDIS_CLUSTER_NODES):
 * the user and password of its AUTH (managed clusters require one), and TLS for `rediss://`.
 */
export function clusterAccess(url: string): { username?: string; password?: string; tls?: object } {
  const parsed = new URL(url);
  return {
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

const passAddress = (address: string, lookup: (err: null, address: string) => void) => lookup(null, address);

/** A Redis connection (single node or cluster) that retries forever with backoff and logs state changes once. */
export function createRedis(
  target: RedisTarget,
  logger: Logger,
  name = 'redis',
  keyPrefix = '',
  use: RedisUse = {},
): Redis {
  const connection = {
    maxRetriesPerRequest: 2,
    connectionName: name,
    autoResubscribe: !use.manualResubscribe,
  };
  const redis: Redis = target.REDIS_CLUSTER_NODES.length
    ? new Cluster([...target.REDIS_CLUSTER_NODES], {
        keyPrefix,
        enableOfflineQueue: true,
        enableAutoPipelining: use.autoPipelining ?? false,
        shardedSubscribers: use.shardedSubscriber ?? false,
        clusterRetryStrategy: retry,
        // ioredis re-reads the slots on its own only after some errors; a sharded subscriber whose
        // master died may otherwise miss the replica's promotion and stay unsubscribed.
        slotsRefreshInterval: 2_000,
        redisOptions: { ...connection, ...clusterAccess(target.REDIS_URL) },
        // A TLS certificate names the cluster's configuration endpoint, not each node's address.
        ...(target.REDIS_URL.startsWith('rediss:') ? { dnsLookup: passAddress } : {}),
      })
    : new OneRedis(target.REDIS_URL, {
        ...connection,
        keyPrefix,
        lazyConnect: false,
        enableOfflineQueue: true,
        enableAutoPipelining: use.autoPipelining ?? false,
        retryStrategy: retry,
      });
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) logger.warn({ err: err.message }, `${name} unavailable`);
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.info(`${name} back`);
    down = false;
  });
  watchRedis(redis, name);
  return redis;
}
