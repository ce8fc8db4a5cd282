/**
 * Every rendered pod is wired to what it declares: a probe, a Service or a NetworkPolicy that names a
 * port the container does not declare leaves a pod never Ready or unreachable, and only a live cluster
 * would say so. Walks every value set of the chart and every kustomize overlay.
 */
import { helmTemplate, kustomize, matches, Obj, podSpecOf, podTemplateOf } from './kube';
import { scenarios } from './scenarios';

type Port = { name?: string; containerPort: number };
interface Pod {
  owner: string;
  labels: Record<string, string>;
  ports: Port[];
}

const pods = (objects: Obj[]): Pod[] =>
  objects
    .filter((o) => podSpecOf(o))
    .map((o) => ({
      owner: `${o.kind} ${o.metadata.name}`,
      labels: podTemplateOf(o).metadata?.labels ?? {},
      ports: podSpecOf(o).containers.flatMap((c: { ports?: Port[] }) => c.ports ?? []),
    }));

const declares = (ports: Port[], port: number | string) =>
  ports.some((p) => (typeof port === 'number' ? p.containerPort === port : p.name === port));

/** Every way the objects name a port nothing declares, as readable lines. */
function miswired(objects: Obj[]): string[] {
  const problems: string[] = [];
  for (const o of objects.filter((d) => podSpecOf(d))) {
    for (const c of podSpecOf(o).containers) {
      for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
        const handler = c[probe];
        const port = handler?.httpGet?.port ?? handler?.tcpSocket?.port ?? handler?.grpc?.port;
        if (port !== undefined && !declares(c.ports ?? [], port))
          problems.push(`${o.kind} ${o.metadata.name}: ${c.name} ${probe} port ${port} is not declared`);
      }
    }
  }
  const all = pods(objects);
  for (const service of objects.filter((o) => o.kind === 'Service' && o.spec.selector)) {
    const selected = all.filter((p) => matches(service.spec.selector, p.labels));
    for (const port of service.spec.ports) {
      const target = port.targetPort ?? port.port;
      if (!selected.some((p) => declares(p.ports, target)))
        problems.push(`Service ${service.metadata.name}: targetPort ${target} is declared by no pod it selects`);
    }
  }
  for (const policy of objects.filter((o) => o.kind === 'NetworkPolicy')) {
    const selector = policy.spec.podSelector?.matchLabels ?? {};
    const selected = all.filter((p) => matches(selector, p.labels));
    for (const rule of policy.spec.ingress ?? [])
      for (const port of rule.ports ?? [])
        if (!selected.some((p) => declares(p.ports, port.port)))
          problems.push(`NetworkPolicy ${policy.metadata.name}: ingress port ${port.port} is declared by no pod`);
  }
  for (const hpa of objects.filter((o) => o.kind === 'HorizontalPodAutoscaler')) {
    const target = objects.find(
      (o) => o.kind === hpa.spec.scaleTargetRef.kind && o.metadata.name === hpa.spec.scaleTargetRef.name,
    );
    if (!target)
      problems.push(`HPA ${hpa.metadata.name}: targets ${hpa.spec.scaleTargetRef.name}, which is not rendered`);
    else if (target.spec.replicas !== undefined)
      problems.push(`HPA ${hpa.metadata.name}: ${target.metadata.name} also fixes replicas (${target.spec.replicas})`);
  }
  return problems;
}

describe.each(scenarios)('helm template %s: every pod wired to its declared ports', (_name, values) => {
  it('has probes, Services, NetworkPolicies and HPAs that name what exists', () => {
    const objects = helmTemplate(...values);
    expect(objects.filter((o) => podSpecOf(o)).length).toBeGreaterThan(5);
    expect(miswired(objects)).toEqual([]);
  });
});

describe.each(['dev', 'production'])('kustomize overlay %s: every pod wired to its declared ports', (overlay) => {
  it('has probes, Services, NetworkPolicies and HPAs that name what exists', () => {
    expect(miswired(kustomize(overlay))).toEqual([]);
  });
});

describe('the wiring check', () => {
  it('notices a probe on an undeclared port, a Service to a missing port and an HPA over fixed replicas', () => {
    const objects = helmTemplate('values-production.yaml');
    const notifier = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'kindred-notifier')!;
    notifier.spec.template.spec.containers[0].readinessProbe.httpGet.port = 'http';
    const edgeService = objects.find((o) => o.kind === 'Service' && o.metadata.name === 'kindred-edge')!;
    edgeService.spec.ports[0].targetPort = 'nothing';
    const hpa = objects.find((o) => o.kind === 'HorizontalPodAutoscaler')!;
    const scaled = (o: Obj) =>
      o.kind === hpa.spec.scaleTargetRef.kind && o.metadata.name === hpa.spec.scaleTargetRef.name;
    objects.find(scaled)!.spec.replicas = 2;
    expect(miswired(objects)).toEqual([
      expect.stringContaining('kindred-notifier: notifier readinessProbe port http'),
      expect.stringContaining('Service kindred-edge: targetPort nothing'),
      expect.stringContaining('also fixes replicas (2)'),
    ]);
  });
});
