import { helmTemplate, kustomize, type Obj } from './kube';

/**
 * The notifier POSTs to URLs members hand in (push subscriptions): its egress on 443 reaches public
 * addresses only, never the cluster (the Kubernetes API), the node or a metadata service, in the chart
 * and in the kustomize overlays alike (docs/notifications.md).
 */
const PRIVATE = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '127.0.0.0/8', '100.64.0.0/10'];

function httpsRules(objects: Obj[], name: string) {
  const policy = objects.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === name)!;
  return (policy.spec.egress as Array<{ to?: any[]; ports?: Array<{ port: number }> }>).filter((rule) =>
    rule.ports?.some((p) => p.port === 443),
  );
}

describe.each([
  ['helm', () => helmTemplate({ notifier: { enabled: true } }), 'kindred-notifier'],
  ['kustomize production', () => kustomize('production'), 'notifier'],
])('notifier egress (%s)', (_name, render, name) => {
  it('reaches 443 only at public addresses', () => {
    const rules = httpsRules(render(), name);
    expect(rules).toHaveLength(1);
    const [rule] = rules;
    expect(rule!.ports).toEqual([{ protocol: 'TCP', port: 443 }]);
    const blocks = rule!.to!.map((peer) => peer.ipBlock);
    expect(blocks.map((b) => b.cidr)).toEqual(['0.0.0.0/0', '::/0']);
    expect(blocks[0].except).toEqual(expect.arrayContaining(PRIVATE));
    expect(blocks[1].except).toEqual(expect.arrayContaining(['fc00::/7', 'fe80::/10']));
  });
});
