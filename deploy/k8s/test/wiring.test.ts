/** Every value set of the chart and every kustomize overlay, checked by wiring.ts. */
import { helmTemplate, kustomize, Obj, podSpecOf } from './kube';
import { scenarios } from './scenarios';
import { miswired } from './wiring';

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
