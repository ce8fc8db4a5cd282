import { startRedisCluster, type RedisCluster } from '@kindred/kit/testing';
import type { startOwnRedis } from './infrastructure';

/** The campaign's Redis as the faults see it: one node they restart, or a cluster whose master they kill. */
export type OwnRedis =
  | ({ mode: 'single' } & Awaited<ReturnType<typeof startOwnRedis>>)
  | { mode: 'cluster'; cluster: RedisCluster; env: Record<string, string>; stop(): Promise<void> };

/**
 * A six-node Redis Cluster of the machine's redis-server (three masters, three replicas, the tests'
 * cluster of kit), that every process reaches through REDIS_CLUSTER_NODES; a master missing for 2 s is
 * replaced by its replica.
 */
export async function startOwnRedisCluster(): Promise<OwnRedis> {
  const cluster = await startRedisCluster({ nodeTimeoutMs: 2_000 });
  const [first] = cluster.nodes;
  return {
    mode: 'cluster',
    cluster,
    env: { REDIS_CLUSTER_NODES: cluster.seeds, REDIS_URL: `redis://${first!.host}:${first!.port}` },
    stop: () => cluster.stop(),
  };
}
