/** The chart's value sets every rendering test walks (helm.test.ts, wiring.test.ts). */
import path from 'node:path';

export const everyKnob = path.join(__dirname, 'values/every-knob.yaml');
export const externalStores = {
  postgresql: { enabled: false, external: { url: 'postgres://kindred:pw@db.internal:5432/kindred?sslmode=require' } },
  redis: { enabled: false, external: { url: 'rediss://:pw@cache.internal:6380' } },
  minio: {
    enabled: false,
    external: { endpoint: 'https://objects.kindred.dev', accessKey: 'AKIA', secretKey: 'secret-key-of-the-store' },
  },
};
export const nodeLocalDns = {
  // null removes a default map in Helm: only the node-local address and the kube-dns Service address.
  networkPolicy: { dns: { namespaceSelector: null, podSelector: null, cidrs: ['169.254.20.10/32', '10.96.0.10/32'] } },
};
export const gatewayOnly = {
  ingress: { enabled: false },
  gateway: { enabled: true, parentRefs: [{ name: 'public', namespace: 'gateways', sectionName: 'https' }] },
  networkPolicy: {
    ingressController: {
      namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'envoy-gateway-system' } },
      podSelector: { matchLabels: { 'gateway.envoyproxy.io/owning-gateway-name': 'public' } },
    },
  },
};

export const scenarios: [string, (string | object)[]][] = [
  ['development defaults', []],
  ['production value set', ['values-production.yaml']],
  ['external stores', [externalStores]],
  ['Gateway API on, Ingress off', [gatewayOnly]],
  ['NodeLocal DNSCache', [nodeLocalDns]],
  ['every standard knob', [everyKnob]],
  ['Storybook published', [{ storybook: { enabled: true } }]],
  ['EKS preset over production', ['values-production.yaml', 'values-eks.yaml']],
  ['GKE preset over production', ['values-production.yaml', 'values-gke.yaml']],
];
