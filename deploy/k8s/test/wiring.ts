/**
 * Every rendered pod wired to what it declares: a probe, a Service or a NetworkPolicy that names a
 * port the container does not declare leaves a pod never Ready or unreachable, and only a live
 * cluster would say so (wiring.test.ts, grpcTls.test.ts).
 */
import { matches, Obj, podSpecOf, podTemplateOf } from './kube';

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
export function miswired(objects: Obj[]): string[] {
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
