/** grpc.tls: mutual TLS between the processes, certificates from cert-manager (docs/operations.md). */
import { helmLint, helmTemplate, Obj, podSpecOf, validateAll } from './kube';
import { miswired } from './wiring';

const tls = {
  grpc: { tls: { enabled: true, issuerRef: { name: 'internal-ca', kind: 'ClusterIssuer', group: 'cert-manager.io' } } },
};
const speakers = ['user', 'social', 'messaging', 'commerce', 'media', 'edge', 'chat', 'notifier'];

describe('gRPC mutual TLS in the chart', () => {
  let objects: Obj[];
  beforeAll(() => {
    objects = helmTemplate('values-production.yaml', tls);
  });

  it('lints and renders valid objects beside one cert-manager Certificate per gRPC process', () => {
    const result = helmLint('values-production.yaml', tls);
    expect([result.status, result.stdout + result.stderr]).toEqual([0, expect.stringContaining('0 chart(s) failed')]);
    const certificates = objects.filter((o) => o.kind === 'Certificate');
    validateAll(objects.filter((o) => o.kind !== 'Certificate'));
    expect(certificates.map((c) => c.metadata.name).sort()).toEqual(
      speakers.map((s) => `kindred-${s}-grpc-tls`).sort(),
    );
    for (const c of certificates) {
      expect(c.apiVersion).toBe('cert-manager.io/v1');
      expect(c.spec.issuerRef).toEqual(tls.grpc.tls.issuerRef);
      expect(c.spec.usages).toEqual(['server auth', 'client auth']);
      const service = c.metadata.name.replace(/-grpc-tls$/, '');
      expect(c.spec.dnsNames).toEqual([
        service,
        `${service}.kindred`,
        `${service}.kindred.svc`,
        `${service}.kindred.svc.cluster.local`,
      ]);
    }
  });

  it('mounts each certificate where GRPC_TLS_DIR points, and probes over HTTP since the kubelet cannot speak mTLS', () => {
    for (const speaker of speakers) {
      const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === `kindred-${speaker}`)!;
      const pod = podSpecOf(deployment);
      const container = pod.containers[0];
      const dir = container.env.find((e: { name: string }) => e.name === 'GRPC_TLS_DIR')?.value;
      const mount = container.volumeMounts.find((m: { mountPath: string }) => m.mountPath === dir);
      const volume = pod.volumes.find((v: { name: string }) => v.name === mount?.name);
      expect([speaker, dir, mount?.readOnly, volume?.secret?.secretName]).toEqual([
        speaker,
        '/etc/kindred/grpc-tls',
        true,
        `kindred-${speaker}-grpc-tls`,
      ]);
      for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe'])
        expect([speaker, probe, container[probe]?.grpc]).toEqual([speaker, probe, undefined]);
    }
    expect(miswired(objects)).toEqual([]);
  });

  it('renders no certificate and keeps native gRPC probes when off', () => {
    const plain = helmTemplate('values-production.yaml');
    expect(plain.filter((o) => o.kind === 'Certificate')).toEqual([]);
    const user = plain.find((o) => o.kind === 'Deployment' && o.metadata.name === 'kindred-user')!;
    expect(podSpecOf(user).containers[0].readinessProbe.grpc).toEqual({ port: 50051 });
  });
});
