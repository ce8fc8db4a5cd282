/**
 * The managed-cloud presets (values-eks.yaml, values-gke.yaml over values-production.yaml) and the
 * object store's workload identity: what each opens, annotates and leaves out. Lint, schema and pod
 * rules of both presets run with every other value set (scenarios.ts).
 */
import { helmTemplate, helmTemplateError, Obj, podSpecOf, validateAll } from './kube';
import { externalStores } from './scenarios';

const eks = ['values-production.yaml', 'values-eks.yaml'];
const gke = ['values-production.yaml', 'values-gke.yaml'];
const named = (objects: Obj[], kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);
const container = (objects: Obj[], name: string) => podSpecOf(named(objects, 'Deployment', name)!).containers[0];
const envNames = (objects: Obj[], name: string) => container(objects, name).env.map((e: any) => e.name as string);
const egress = (objects: Obj[], name: string) => named(objects, 'NetworkPolicy', name)!.spec.egress as any[];

const toNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
/** Whether an IPv4 CIDR holds an address. */
const holds = (cidr: string, ip: string) => {
  const [base, bits] = cidr.split('/');
  if (!base!.includes('.')) return false;
  const size = 2 ** (32 - Number(bits));
  return Math.floor(toNumber(ip) / size) === Math.floor(toNumber(base!) / size);
};
/** The ports every egress rule of every policy opens to an address (null: all ports). */
function portsTo(objects: Obj[], ip: string): Map<string, (number | null)[]> {
  const open = new Map<string, (number | null)[]>();
  for (const p of objects.filter((o) => o.kind === 'NetworkPolicy'))
    for (const rule of p.spec.egress ?? []) {
      const reaches = (rule.to ?? [{ ipBlock: { cidr: '0.0.0.0/0' } }]).some(
        (peer: any) =>
          peer.ipBlock &&
          holds(peer.ipBlock.cidr, ip) &&
          !(peer.ipBlock.except ?? []).some((cidr: string) => holds(cidr, ip)),
      );
      if (reaches)
        open.set(p.metadata.name, [
          ...(open.get(p.metadata.name) ?? []),
          ...(rule.ports ?? [{ port: null }]).map((port: any) => port.port),
        ]);
    }
  return open;
}
/** The policies that let a pod reach an address on a port (a rule without ports opens every port). */
const opening = (objects: Obj[], ip: string, port: number) =>
  [...portsTo(objects, ip)]
    .filter(([, ports]) => ports.some((p) => p === port || p === null))
    .map(([policy]) => policy)
    .sort();

describe('EKS preset: ALB to pod IPs, media on IRSA', () => {
  let objects: Obj[];
  beforeAll(() => {
    objects = helmTemplate(...eks);
  });

  it('gives media no S3 key, its role on the ServiceAccount, and the regional STS', () => {
    expect(envNames(objects, 'kindred-media')).not.toEqual(expect.arrayContaining(['S3_ACCESS_KEY']));
    expect(envNames(objects, 'kindred-media')).not.toContain('S3_SECRET_KEY');
    expect(container(objects, 'kindred-media').env).toContainEqual({
      name: 'AWS_STS_ENDPOINT',
      value: 'https://sts.eu-west-1.amazonaws.com/',
    });
    expect(podSpecOf(named(objects, 'Deployment', 'kindred-media')!).serviceAccountName).toBe('kindred-media');
    expect(named(objects, 'ServiceAccount', 'kindred-media')!.metadata.annotations).toEqual({
      'eks.amazonaws.com/role-arn': 'arn:aws:iam::123456789012:role/kindred-media',
    });
    const config = named(objects, 'ConfigMap', 'kindred-config')!.data;
    expect([config.S3_ENDPOINT, config.S3_REGION]).toEqual(['https://s3.eu-west-1.amazonaws.com', 'eu-west-1']);
  });

  it('lets media reach STS on 443 at public addresses only, and nothing reach the Pod Identity agent', () => {
    const sts = egress(objects, 'kindred-media').find((r) =>
      r.to?.some((peer: any) => peer.ipBlock?.except?.includes('10.0.0.0/8')),
    );
    expect(sts).toEqual({
      to: [
        {
          ipBlock: {
            cidr: '0.0.0.0/0',
            except: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '100.64.0.0/10'],
          },
        },
      ],
      ports: [{ protocol: 'TCP', port: 443 }],
    });
    expect(opening(objects, '169.254.170.23', 80)).toEqual([]);
    // STS is not opened to the other services.
    expect(JSON.stringify(egress(objects, 'kindred-user'))).not.toContain('100.64.0.0/10');
  });

  it('admits the VPC (the ALB) to edge, chat and web on their ports, with health checks on their Services', () => {
    for (const [name, port, path] of [
      ['kindred-edge', 8080, '/readyz'],
      ['kindred-chat', 8090, '/readyz'],
      ['kindred-web', 8080, '/healthz'],
    ] as const) {
      const rules = named(objects, 'NetworkPolicy', name)!.spec.ingress;
      expect(rules).toContainEqual({
        from: [{ ipBlock: { cidr: '10.0.0.0/16' } }],
        ports: [{ protocol: 'TCP', port }],
      });
      const annotations = named(objects, 'Service', name)!.metadata.annotations!;
      expect(annotations['alb.ingress.kubernetes.io/healthcheck-path']).toBe(path);
      // The path the ALB asks is the one the pod's readiness probe answers.
      expect(container(objects, name).readinessProbe.httpGet.path).toBe(path);
    }
    const ingresses = objects.filter((o) => o.kind === 'Ingress');
    expect(ingresses).toHaveLength(2);
    for (const i of ingresses) {
      expect(i.spec.ingressClassName).toBe('alb');
      expect(i.metadata.annotations).toMatchObject({
        'alb.ingress.kubernetes.io/target-type': 'ip',
        'alb.ingress.kubernetes.io/group.name': 'kindred',
      });
      expect(i.metadata.annotations!['cert-manager.io/cluster-issuer']).toBeUndefined();
    }
  });
});

describe('GKE preset: Gateway NEGs, Cloud DNS, GCS over HMAC keys', () => {
  let objects: Obj[];
  beforeAll(() => {
    objects = helmTemplate(...gke);
  });

  it('opens the metadata address for DNS on port 53 only, and never by default', () => {
    const dns = opening(objects, '169.254.169.254', 53);
    expect(dns.length).toBeGreaterThan(8);
    expect(portsTo(objects, '169.254.169.254').get('kindred-media')).toEqual([53, 53]);
    // The metadata server itself (credentials of the node's account) answers on 80.
    expect(opening(objects, '169.254.169.254', 80)).toEqual([]);
    expect(opening(helmTemplate(), '169.254.169.254', 53)).toEqual([]);
    expect(opening(helmTemplate(externalStores), '169.254.169.254', 53)).toEqual([]);
  });

  it("admits Google's front ends and health checkers to edge, chat and web only", () => {
    const admitted = objects
      .filter((o) => o.kind === 'NetworkPolicy')
      .filter((p) => JSON.stringify(p.spec.ingress ?? []).includes('35.191.0.0/16'))
      .map((p) => p.metadata.name)
      .sort();
    expect(admitted).toEqual(['kindred-chat', 'kindred-edge', 'kindred-web']);
    expect(named(objects, 'NetworkPolicy', 'kindred-chat')!.spec.ingress).toContainEqual({
      from: [{ ipBlock: { cidr: '35.191.0.0/16' } }, { ipBlock: { cidr: '130.211.0.0/22' } }],
      ports: [{ protocol: 'TCP', port: 8090 }],
    });
  });

  it('asks each Service the path and port its pods answer readiness on, and keeps sockets open an hour', () => {
    const checks = objects.filter((o) => o.kind === 'HealthCheckPolicy');
    expect(checks.map((c) => c.spec.targetRef.name).sort()).toEqual(['kindred-chat', 'kindred-edge', 'kindred-web']);
    for (const check of checks) {
      const service = named(objects, 'Service', check.spec.targetRef.name)!;
      const probe = container(objects, service.metadata.name).readinessProbe.httpGet;
      const declared = container(objects, service.metadata.name).ports.find((p: any) => p.name === probe.port);
      expect(check.spec.default.config.httpHealthCheck).toEqual({
        port: declared.containerPort,
        requestPath: probe.path,
      });
    }
    const chat = named(objects, 'GCPBackendPolicy', 'kindred-chat')!;
    expect(chat.spec).toEqual({
      default: { timeoutSec: 3600, connectionDraining: { drainingTimeoutSec: 30 } },
      targetRef: { group: '', kind: 'Service', name: 'kindred-chat' },
    });
  });

  it('reads HMAC keys for GCS from the Secret, with no workload identity', () => {
    expect(envNames(objects, 'kindred-media')).toEqual(expect.arrayContaining(['S3_ACCESS_KEY', 'S3_SECRET_KEY']));
    expect(named(objects, 'ServiceAccount', 'kindred-media')!.metadata.annotations).toBeUndefined();
    expect(named(objects, 'ConfigMap', 'kindred-config')!.data.S3_ENDPOINT).toBe('https://storage.googleapis.com');
    expect(objects.filter((o) => o.kind === 'Ingress')).toEqual([]);
  });
});

describe('minio.external.workloadIdentity', () => {
  // No keys given at all: none is required.
  const identity = (settings: object) => ({
    ...externalStores,
    minio: { enabled: false, external: { endpoint: 'https://s3.eu-west-1.amazonaws.com', workloadIdentity: settings } },
  });

  it('keeps S3 keys and opens neither STS nor the agent when off', () => {
    const objects = helmTemplate(externalStores);
    expect(envNames(objects, 'kindred-media')).toEqual(expect.arrayContaining(['S3_ACCESS_KEY', 'S3_SECRET_KEY']));
    expect(Object.keys(named(objects, 'Secret', 'kindred-secrets')!.data)).toEqual(
      expect.arrayContaining(['S3_ACCESS_KEY', 'S3_SECRET_KEY']),
    );
    expect(JSON.stringify(egress(objects, 'kindred-media'))).not.toContain('100.64.0.0/10');
    expect(opening(objects, '169.254.170.23', 80)).toEqual([]);
  });

  it('with EKS Pod Identity: no S3 key in the Secret or the pod, and the agent on port 80 for media only', () => {
    const objects = helmTemplate(identity({ enabled: true, provider: 'podIdentity' }));
    validateAll(objects);
    expect(Object.keys(named(objects, 'Secret', 'kindred-secrets')!.data)).not.toContain('S3_ACCESS_KEY');
    expect(Object.keys(named(objects, 'Secret', 'kindred-secrets')!.data)).not.toContain('S3_SECRET_KEY');
    expect(envNames(objects, 'kindred-media')).not.toContain('S3_ACCESS_KEY');
    expect(opening(objects, '169.254.170.23', 80)).toEqual(['kindred-media']);
    expect(JSON.stringify(egress(objects, 'kindred-media'))).not.toContain('100.64.0.0/10');
    // Pod Identity is associated outside the cluster: no annotation.
    expect(named(objects, 'ServiceAccount', 'kindred-media')!.metadata.annotations).toBeUndefined();
  });

  it('refuses workload identity with the bundled MinIO', () => {
    expect(helmTemplateError({ minio: { external: { workloadIdentity: { enabled: true } } } })).toMatch(
      /workloadIdentity is for an external store/,
    );
  });
});

describe('extraDeploy and Service annotations', () => {
  it('renders maps and strings through tpl, beside the release', () => {
    const objects = helmTemplate({
      extraDeploy: [
        {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: '{{ include "kindred.fullname" . }}-cloud-note' },
          data: { host: '{{ .Values.ingress.host }}' },
        },
        [
          'apiVersion: elbv2.k8s.aws/v1beta1',
          'kind: TargetGroupBinding',
          'metadata:',
          '  name: {{ .Release.Name }}-edge',
          'spec:',
          '  serviceRef: { name: {{ include "kindred.fullname" . }}-edge, port: {{ .Values.ports.edge.http }} }',
          '  targetGroupARN: arn:aws:elasticloadbalancing:eu-west-1:123456789012:targetgroup/kindred-edge/0123456789abcdef',
          '  targetType: ip',
        ].join('\n'),
      ],
    });
    expect(named(objects, 'ConfigMap', 'kindred-cloud-note')!.data).toEqual({ host: 'kindred.localhost' });
    const binding = named(objects, 'TargetGroupBinding', 'kindred-edge')!;
    expect(binding.spec.serviceRef).toEqual({ name: 'kindred-edge', port: 8080 });
    validateAll(objects);
    expect(() => validateAll([{ ...binding, spec: { serviceRef: binding.spec.serviceRef } }])).toThrow(
      /target group ARN/,
    );
  });

  it('annotates the edge, chat and web Services only when asked', () => {
    expect(helmTemplate().filter((o) => o.kind === 'Service' && o.metadata.annotations)).toEqual([]);
    const objects = helmTemplate({
      chat: { service: { annotations: { 'cloud.google.com/neg': '{"ingress": true}' } } },
    });
    expect(named(objects, 'Service', 'kindred-chat')!.metadata.annotations).toEqual({
      'cloud.google.com/neg': '{"ingress": true}',
    });
  });
});
