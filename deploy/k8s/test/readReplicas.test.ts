/**
 * External read replicas (postgresql.external.readUrls -> DATABASE_READ_URL) and an external Redis
 * Cluster (redis.external.clusterNodes -> REDIS_CLUSTER_NODES) rendered by a real helm; the bundled
 * stores stay single nodes and refuse both.
 */
import { helmLint, helmTemplate, helmTemplateError, Obj, podSpecOf, validateAll } from './kube';
import { externalStores } from './scenarios';

const replicas = [
  'postgres://kindred:pw@replica-0.db.internal:5432/kindred',
  'postgres://kindred:pw@replica-1.db.internal:5432/kindred',
];
const seeds = ['cache-0.internal:6379', 'cache-1.internal:6379', 'cache-2.internal:6379'];
const scaledOut = {
  postgresql: {
    ...externalStores.postgresql,
    external: { ...externalStores.postgresql.external, readUrls: replicas, readMaxLagMs: 2500 },
  },
  redis: { enabled: false, external: { url: '', clusterNodes: seeds } },
  minio: externalStores.minio,
};

const named = (objects: Obj[], kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);
const secretValue = (objects: Obj[], key: string) => {
  const value = named(objects, 'Secret', 'kindred-secrets')!.data[key];
  return value === undefined ? undefined : Buffer.from(value, 'base64').toString();
};
const containerOf = (objects: Obj[], deployment: string) =>
  podSpecOf(named(objects, 'Deployment', deployment)!).containers[0];
const READERS = ['kindred-user', 'kindred-social', 'kindred-messaging', 'kindred-commerce'];

describe('helm chart: external read replicas and Redis Cluster', () => {
  let objects: Obj[];
  beforeAll(() => {
    objects = helmTemplate(scaledOut);
  });

  it('passes helm lint --strict and the Kubernetes schema', () => {
    const result = helmLint(scaledOut);
    expect([result.status, result.stdout + result.stderr]).toEqual([0, expect.stringContaining('0 chart(s) failed')]);
    validateAll(objects);
  });

  it('keeps the replicas in the Secret and hands them to the services that read lists', () => {
    expect(secretValue(objects, 'DATABASE_READ_URL')).toBe(replicas.join(','));
    for (const deployment of READERS) {
      const env = containerOf(objects, deployment).env.find((e: any) => e.name === 'DATABASE_READ_URL');
      expect([deployment, env?.valueFrom?.secretKeyRef]).toEqual([
        deployment,
        { name: 'kindred-secrets', key: 'DATABASE_READ_URL', optional: true },
      ]);
    }
    expect(named(objects, 'ConfigMap', 'kindred-config')!.data.DATABASE_READ_MAX_LAG_MS).toBe('2500');
  });

  it('points every process at the cluster, REDIS_URL at its first seed when no URL is given', () => {
    expect(named(objects, 'ConfigMap', 'kindred-config')!.data.REDIS_CLUSTER_NODES).toBe(seeds.join(','));
    expect(secretValue(objects, 'REDIS_URL')).toBe(`redis://${seeds[0]}`);
    const readsRedis = objects.filter((o) =>
      (podSpecOf(o)?.containers ?? []).some((c: any) => (c.env ?? []).some((e: any) => e.name === 'REDIS_URL')),
    );
    expect(readsRedis.length).toBeGreaterThanOrEqual(7);
    for (const o of readsRedis) {
      const from = podSpecOf(o).containers.flatMap((c: any) => c.envFrom ?? []);
      expect([o.metadata.name, from]).toEqual([o.metadata.name, [{ configMapRef: { name: 'kindred-config' } }]]);
    }
  });

  it('keeps the bundled stores single: no replicas, no cluster, and refuses either beside them', () => {
    const bundled = helmTemplate();
    expect(secretValue(bundled, 'DATABASE_READ_URL')).toBeUndefined();
    expect(named(bundled, 'ConfigMap', 'kindred-config')!.data.REDIS_CLUSTER_NODES).toBeUndefined();
    expect(helmTemplateError({ postgresql: { external: { readUrls: replicas } } })).toMatch(
      /readUrls are replicas of an external database/,
    );
    expect(helmTemplateError({ redis: { external: { clusterNodes: seeds } } })).toMatch(
      /clusterNodes name an external Redis Cluster/,
    );
  });

  it('refuses a replica URL that is not postgres:// and a seed that is not host:port', () => {
    const withReplica = (url: string) => ({
      ...scaledOut,
      postgresql: { ...scaledOut.postgresql, external: { ...scaledOut.postgresql.external, readUrls: [url] } },
    });
    expect(helmTemplateError(withReplica('mysql://replica/kindred'))).toMatch(/readUrls/);
    expect(helmTemplateError(withReplica('postgres://a/k,postgres://b/k'))).toMatch(/readUrls/);
    expect(
      helmTemplateError({ ...scaledOut, redis: { enabled: false, external: { clusterNodes: ['cache-0'] } } }),
    ).toMatch(/clusterNodes/);
  });
});
