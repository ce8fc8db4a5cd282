/**
 * helm/kindred rendered by a real helm (v3.17, `.tools/helm`): lint, then `helm template` with the
 * development defaults, the production value set, external stores, Gateway API, NodeLocal DNS and
 * every standard knob; every object passes the Kubernetes schema and the pod rules of deploy/README.md.
 */
import path from 'node:path';
import { helmLint, helmTemplate, helmTemplateError, Obj, podSpecOf, podTemplateOf, validateAll } from './kube';
import { everyKnob, externalStores, gatewayOnly, nodeLocalDns, scenarios } from './scenarios';

const named = (objects: Obj[], kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);
const policies = (objects: Obj[]) => objects.filter((o) => o.kind === 'NetworkPolicy');
const workloads = (objects: Obj[]) => objects.filter((o) => podSpecOf(o));

describe.each(scenarios)('helm template: %s', (_name, values) => {
  let objects: Obj[];
  beforeAll(() => {
    objects = helmTemplate(...values);
  });

  it('passes helm lint --strict', () => {
    const result = helmLint(...values);
    expect([result.status, result.stdout + result.stderr]).toEqual([0, expect.stringContaining('0 chart(s) failed')]);
  });

  it('renders objects that all pass the Kubernetes schema', () => {
    expect(objects.length).toBeGreaterThan(25);
    validateAll(objects);
  });

  it('runs every container non-root, read-only, without capabilities, with probes and resources', () => {
    for (const o of workloads(objects)) {
      const pod = podSpecOf(o);
      for (const c of [...(pod.initContainers ?? []), ...pod.containers]) {
        const sc = c.securityContext ?? {};
        const problems = [
          !(sc.runAsNonRoot ?? pod.securityContext?.runAsNonRoot) && 'runAsNonRoot',
          sc.readOnlyRootFilesystem !== true && 'readOnlyRootFilesystem',
          !(sc.capabilities?.drop ?? []).includes('ALL') && 'capabilities.drop ALL',
          o.kind !== 'CronJob' && !c.readinessProbe && 'readinessProbe',
          o.kind !== 'CronJob' && !c.livenessProbe && 'livenessProbe',
          !(c.resources?.requests && c.resources?.limits) && 'resources',
        ].filter(Boolean);
        expect([`${o.kind} ${o.metadata.name} ${c.name}`, problems]).toEqual([
          `${o.kind} ${o.metadata.name} ${c.name}`,
          [],
        ]);
      }
    }
  });

  it('puts checksum/secret on every pod that reads a chart-made Secret', () => {
    const chartSecrets = new Set(objects.filter((o) => o.kind === 'Secret').map((o) => o.metadata.name));
    for (const o of workloads(objects)) {
      const pod = podSpecOf(o);
      const reads = pod.containers.some((c: any) =>
        (c.env ?? []).some((e: any) => chartSecrets.has(e.valueFrom?.secretKeyRef?.name)),
      );
      if (reads)
        expect([o.metadata.name, podTemplateOf(o).metadata.annotations?.['checksum/secret']]).toEqual([
          o.metadata.name,
          expect.stringMatching(/^[a-f0-9]{64}$/),
        ]);
    }
  });

  it('gives every Kindred workload a ServiceAccount that exists or is named', () => {
    const accounts = new Set(objects.filter((o) => o.kind === 'ServiceAccount').map((o) => o.metadata.name));
    for (const o of objects.filter((d) => d.kind === 'Deployment')) {
      const account = o.spec.template.spec.serviceAccountName;
      expect([o.metadata.name, accounts.has(account) || account === 'web-runner']).toEqual([o.metadata.name, true]);
    }
  });
});

describe('helm chart values drive the rendered objects', () => {
  const dnsRule = (p: Obj) => p.spec.egress?.find((r: any) => r.ports?.some((port: any) => port.port === 53));

  it('allows DNS to kube-dns and NodeLocal DNSCache by default, and to the addresses set instead', () => {
    for (const p of policies(helmTemplate()).filter((p) => p.spec.egress?.length)) {
      expect([p.metadata.name, dnsRule(p)?.to]).toEqual([
        p.metadata.name,
        [
          {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } },
            podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } },
          },
          { ipBlock: { cidr: '169.254.20.10/32' } },
        ],
      ]);
    }
    const local = policies(helmTemplate(nodeLocalDns)).filter((p) => p.spec.egress?.length);
    expect(local.length).toBeGreaterThan(8);
    for (const p of local) {
      expect([p.metadata.name, dnsRule(p)?.to]).toEqual([
        p.metadata.name,
        [{ ipBlock: { cidr: '169.254.20.10/32' } }, { ipBlock: { cidr: '10.96.0.10/32' } }],
      ]);
      expect(dnsRule(p).ports).toEqual([
        { protocol: 'UDP', port: 53 },
        { protocol: 'TCP', port: 53 },
      ]);
    }
  });

  it('admits the Ingress or Gateway controller that networkPolicy.ingressController selects', () => {
    const objects = helmTemplate(gatewayOnly);
    for (const name of ['kindred-edge', 'kindred-chat', 'kindred-web']) {
      const peers = named(objects, 'NetworkPolicy', name)!.spec.ingress[0].from;
      expect(peers[0]).toEqual(gatewayOnly.networkPolicy.ingressController);
    }
    const byDefault = named(helmTemplate(), 'NetworkPolicy', 'kindred-edge')!.spec.ingress[0].from[0];
    expect(byDefault).toEqual({
      namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } },
    });
  });

  it('routes the site and /socket through HTTPRoutes when the Gateway API is on, with no Ingress', () => {
    const objects = helmTemplate(gatewayOnly);
    expect(objects.filter((o) => o.kind === 'Ingress')).toEqual([]);
    const routes = objects.filter((o) => o.kind === 'HTTPRoute');
    expect(routes.map((r) => r.metadata.name).sort()).toEqual(['kindred', 'kindred-socket']);
    const paths = new Map<string, string>();
    for (const route of routes) {
      expect(route.spec.parentRefs).toEqual(gatewayOnly.gateway.parentRefs);
      for (const rule of route.spec.rules)
        for (const m of rule.matches) paths.set(`${m.path.type} ${m.path.value}`, rule.backendRefs[0].name);
    }
    expect(Object.fromEntries(paths)).toEqual({
      'PathPrefix /member': 'kindred-edge',
      'PathPrefix /media': 'kindred-edge',
      'PathPrefix /pay': 'kindred-edge',
      'Exact /openapi.json': 'kindred-edge',
      'Exact /socket': 'kindred-chat',
      'PathPrefix /': 'kindred-web',
    });
    const socket = named(objects, 'HTTPRoute', 'kindred-socket')!;
    expect(socket.spec.rules[0].timeouts).toEqual({ request: '0s' });
  });

  it('asks cert-manager once, and writes no controller annotation with the generic controller', () => {
    const objects = helmTemplate({
      ingress: { controller: 'generic', className: '', tls: { enabled: true, clusterIssuer: 'letsencrypt' } },
    });
    const ingresses = objects.filter((o) => o.kind === 'Ingress');
    expect(ingresses).toHaveLength(2);
    const issuers = ingresses.filter((i) => i.metadata.annotations?.['cert-manager.io/cluster-issuer']);
    expect(issuers.map((i) => i.metadata.name)).toEqual(['kindred']);
    for (const i of ingresses) {
      expect(Object.keys(i.metadata.annotations ?? {}).filter((k) => k.startsWith('nginx.'))).toEqual([]);
      expect(i.spec.ingressClassName).toBeUndefined();
      expect(i.spec.tls[0].secretName).toBe('kindred-tls');
    }
  });

  it('changes the pod checksum when a secret changes, and only then', () => {
    const fixed = {
      postgresql: { auth: { password: 'pg-password-1' } },
      redis: { auth: { password: 'redis-password-1' } },
      minio: { rootPassword: 'minio-password-1' },
      secrets: {
        adminPassword: 'admin-password-1',
        servicePassword: 'service-password-1',
        notifyUnsubscribeSecret: 'unsubscribe-links-secret-number-one',
      },
    };
    const checksum = (objects: Obj[], name: string) =>
      named(objects, 'Deployment', name)!.spec.template.metadata.annotations['checksum/secret'];
    const a = helmTemplate(fixed, { secrets: { paymentCallbackSecret: 'callback-secret-number-one' } });
    const again = helmTemplate(fixed, { secrets: { paymentCallbackSecret: 'callback-secret-number-one' } });
    const b = helmTemplate(fixed, { secrets: { paymentCallbackSecret: 'callback-secret-number-two' } });
    expect(checksum(again, 'kindred-commerce')).toBe(checksum(a, 'kindred-commerce'));
    expect(checksum(b, 'kindred-commerce')).not.toBe(checksum(a, 'kindred-commerce'));
    const redis = (objects: Obj[]) =>
      named(objects, 'StatefulSet', 'kindred-redis')!.spec.template.metadata.annotations['checksum/secret'];
    const rotated = helmTemplate(fixed, { redis: { auth: { password: 'redis-password-2' } } });
    expect(redis(rotated)).not.toBe(redis(a));
    expect(checksum(rotated, 'kindred-edge')).not.toBe(checksum(a, 'kindred-edge'));
  });

  it('generates no password with existingSecret, and reads every key under the name it is given', () => {
    const keys = [
      'DATABASE_URL',
      'DATABASE_READ_URL',
      'REDIS_URL',
      'SMTP_URL',
      'S3_ACCESS_KEY',
      'S3_SECRET_KEY',
      'PAYMENT_CALLBACK_SECRET',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'ADMIN_PASSWORD',
      'SERVICE_PASSWORD',
      'TRANSLATE_API_KEY',
      'VAPID_PRIVATE_KEY',
      'NOTIFY_UNSUBSCRIBE_SECRET',
      'BACKUP_DATABASE_URL',
      'BACKUP_S3_ACCESS_KEY',
      'BACKUP_S3_SECRET_KEY',
    ];
    const renamed = Object.fromEntries(keys.map((k) => [k, `kindred.${k.toLowerCase()}`]));
    const values = { ...externalStores, secrets: { existingSecret: 'vault-kindred', keys: renamed } };
    const objects = helmTemplate(values);
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    // Nothing random: two renders are the same text.
    expect(JSON.stringify(helmTemplate(values))).toBe(JSON.stringify(objects));
    const read = new Map<string, string>();
    for (const o of workloads(objects))
      for (const c of [...(podSpecOf(o).initContainers ?? []), ...podSpecOf(o).containers])
        for (const e of c.env ?? []) {
          const ref = e.valueFrom?.secretKeyRef;
          if (!ref) continue;
          expect(ref.name).toBe('vault-kindred');
          read.set(e.name, ref.key);
        }
    expect(Object.fromEntries(read)).toEqual(renamed);
  });

  it('refuses a bundled store password from elsewhere without the application Secret', () => {
    expect(helmTemplateError({ postgresql: { auth: { existingSecret: 'pg' } } })).toMatch(
      /postgresql.auth.existingSecret is set/,
    );
    const objects = helmTemplate({
      secrets: { existingSecret: 'app' },
      postgresql: { auth: { existingSecret: 'pg', passwordKey: 'password' } },
      redis: { auth: { existingSecret: 'cache', passwordKey: 'redis-password' } },
      minio: { auth: { existingSecret: 'objects', passwordKey: 'secret-key' } },
    });
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    const env = (name: string, variable: string) =>
      named(objects, 'StatefulSet', name)!.spec.template.spec.containers[0].env.find((e: any) => e.name === variable)
        .valueFrom.secretKeyRef;
    expect(env('kindred-postgresql', 'POSTGRES_PASSWORD')).toEqual({ name: 'pg', key: 'password' });
    expect(env('kindred-redis', 'REDIS_PASSWORD')).toEqual({ name: 'cache', key: 'redis-password' });
    expect(env('kindred-minio', 'MINIO_ROOT_PASSWORD')).toEqual({ name: 'objects', key: 'secret-key' });
  });

  it('applies every standard knob, component values over global ones', () => {
    const objects = helmTemplate(everyKnob);
    const media = named(objects, 'Deployment', 'kindred-media')!;
    const pod = media.spec.template;
    expect(pod.metadata.labels).toMatchObject({ pool: 'media', tier: 'product' });
    expect(pod.metadata.annotations).toMatchObject({ 'component-note': 'set', team: 'kindred' });
    expect(pod.spec).toMatchObject({
      serviceAccountName: 'kindred-media',
      priorityClassName: 'kindred-media',
      nodeSelector: { 'kubernetes.io/os': 'linux', 'node.kubernetes.io/instance-type': 'm7i.large' },
    });
    expect(pod.spec.tolerations.map((t: any) => t.key)).toEqual(['media', 'dedicated']);
    expect(Object.keys(pod.spec.affinity)).toEqual(['podAntiAffinity']);
    expect(pod.spec.topologySpreadConstraints[0].maxSkew).toBe(2);
    const container = pod.spec.containers[0];
    expect(container.image).toMatch(/^kindred\/media@sha256:0+1$/);
    expect(container.env.map((e: any) => e.name)).toEqual(expect.arrayContaining(['TZ', 'UV_THREADPOOL_SIZE']));
    expect(container.volumeMounts.map((m: any) => m.name)).toEqual(['tmp', 'ca', 'scratch']);
    expect(pod.spec.volumes.map((v: any) => v.name)).toEqual(['tmp', 'ca', 'scratch']);
    expect(container.startupProbe).toMatchObject({ failureThreshold: 90, grpc: { port: 50055 } });
    expect(container.readinessProbe.periodSeconds).toBe(7);
    expect(container.livenessProbe.timeoutSeconds).toBe(4);
    expect(named(objects, 'ServiceAccount', 'kindred-media')!.metadata.annotations).toEqual({
      'eks.amazonaws.com/role-arn': 'arn:aws:iam::123456789012:role/kindred-media',
    });
    for (const name of ['user', 'social', 'messaging', 'commerce', 'media'])
      expect(named(objects, 'HorizontalPodAutoscaler', `kindred-${name}`)!.spec.maxReplicas).toBe(5);
    const policy = named(objects, 'NetworkPolicy', 'kindred-media')!;
    expect(policy.spec.egress.slice(-2).map((r: any) => r.to[0].ipBlock.cidr)).toEqual([
      '10.20.0.0/16',
      '10.30.0.0/16',
    ]);
    expect(policy.spec.ingress).toHaveLength(4);
    // A component without its own value takes the global one.
    const web = named(objects, 'Deployment', 'kindred-web')!.spec.template.spec;
    expect(web).toMatchObject({ serviceAccountName: 'web-runner', priorityClassName: 'kindred-web' });
    expect(web.topologySpreadConstraints[0].whenUnsatisfiable).toBe('DoNotSchedule');
    expect(named(objects, 'StatefulSet', 'kindred-postgresql')!.spec.template.spec.priorityClassName).toBe(
      'kindred-default',
    );
  });

  it('takes every port from the ports table', () => {
    const objects = helmTemplate({ ports: { user: { grpc: 6001, metrics: 7001 }, chat: { http: 9090 } } });
    const user = named(objects, 'Deployment', 'kindred-user')!.spec.template.spec.containers[0];
    expect(user.readinessProbe.grpc.port).toBe(6001);
    expect(user.env).toEqual(expect.arrayContaining([{ name: 'USER_GRPC_PORT', value: '6001' }]));
    expect(named(objects, 'Service', 'kindred-user')!.spec.ports.map((p: any) => p.port)).toEqual([6001, 7001]);
    expect(named(objects, 'ConfigMap', 'kindred-config')!.data.USER_ADDR).toBe('kindred-user:6001');
    const toUser = named(objects, 'NetworkPolicy', 'kindred-edge')!.spec.egress.find(
      (r: any) => r.to?.[0]?.podSelector?.matchLabels?.['app.kubernetes.io/component'] === 'user',
    );
    expect(toUser.ports).toEqual([{ protocol: 'TCP', port: 6001 }]);
    expect(named(objects, 'Service', 'kindred-chat')!.spec.ports[0].port).toBe(9090);
  });

  it('secures the bundled Redis with a password and bounds its memory', () => {
    const objects = helmTemplate({ redis: { auth: { password: 'redis-pass' }, maxmemory: '100mb' } });
    const args: string[] = named(objects, 'StatefulSet', 'kindred-redis')!.spec.template.spec.containers[0].args;
    const after = (flag: string) => args[args.indexOf(flag) + 1];
    expect([after('--requirepass'), after('--maxmemory'), after('--maxmemory-policy')]).toEqual([
      '$(REDIS_PASSWORD)',
      '100mb',
      'volatile-lru',
    ]);
    const url = Buffer.from(named(objects, 'Secret', 'kindred-secrets')!.data.REDIS_URL, 'base64').toString();
    expect(url).toBe('redis://:redis-pass@kindred-redis:6379');
  });

  it('orders hooks and Argo CD waves: stores, then migration, then services; the hook secret is removed', () => {
    const objects = helmTemplate();
    const wave = (o: Obj) => Number(o.metadata.annotations?.['argocd.argoproj.io/sync-wave']);
    const job = named(objects, 'Job', 'kindred-migrate')!;
    expect(job.metadata.annotations).toMatchObject({ 'argocd.argoproj.io/hook': 'Sync' });
    expect(wave(named(objects, 'StatefulSet', 'kindred-postgresql')!)).toBeLessThan(wave(job));
    expect(wave(job)).toBeLessThan(wave(named(objects, 'Deployment', 'kindred-user')!));
    const copy = named(objects, 'Secret', 'kindred-migrate')!;
    expect(copy.metadata.annotations!['helm.sh/hook-delete-policy']).toContain('hook-succeeded');
    // The migration seeds the staff accounts, so it reads their first passwords too.
    expect(Object.keys(copy.data).sort()).toEqual(['ADMIN_PASSWORD', 'DATABASE_URL', 'SERVICE_PASSWORD']);
    const external = named(helmTemplate(externalStores), 'Job', 'kindred-migrate')!;
    expect(external.metadata.annotations).toMatchObject({
      'helm.sh/hook': 'pre-install,pre-upgrade',
      'argocd.argoproj.io/hook': 'PreSync',
    });
  });
  it('scrapes every process with metrics.serviceMonitor: a ServiceMonitor each, a PodMonitor for the notifier', () => {
    const kinds = (objects: Obj[]) => objects.filter((o) => /^(Service|Pod)Monitor$/.test(o.kind));
    expect(kinds(helmTemplate())).toEqual([]);
    const objects = helmTemplate({ metrics: { serviceMonitor: { enabled: true, labels: { release: 'prom' } } } });
    const monitors = kinds(objects);
    const component = (o: Obj) => o.metadata.labels['app.kubernetes.io/component'];
    expect(
      monitors
        .filter((o) => o.kind === 'ServiceMonitor')
        .map(component)
        .sort(),
    ).toEqual(['chat', 'commerce', 'edge', 'media', 'messaging', 'social', 'user']);
    // The notifier has no Service: its pods are selected directly, on the port its container names.
    const pod = named(objects, 'PodMonitor', 'kindred-notifier')!;
    expect(pod.metadata.labels.release).toBe('prom');
    expect(pod.spec.selector.matchLabels['app.kubernetes.io/component']).toBe('notifier');
    const notifier = named(objects, 'Deployment', 'kindred-notifier')!;
    expect(pod.spec.selector.matchLabels).toEqual(
      expect.objectContaining({
        'app.kubernetes.io/instance': notifier.spec.selector.matchLabels['app.kubernetes.io/instance'],
      }),
    );
    const endpoint = pod.spec.podMetricsEndpoints[0];
    const containerPorts = notifier.spec.template.spec.containers[0].ports.map((p: any) => p.name);
    expect(containerPorts).toContain(endpoint.port);
    expect(endpoint.relabelings).toEqual([
      { sourceLabels: ['__meta_kubernetes_pod_label_app_kubernetes_io_component'], targetLabel: 'service' },
    ]);
    // Prometheus may reach that port (the notifier's own NetworkPolicy admits the monitoring namespace).
    const admitted = named(objects, 'NetworkPolicy', 'kindred-notifier')!.spec.ingress.flatMap((r: any) =>
      (r.ports ?? []).map((p: any) => p.port),
    );
    const metricsPort = notifier.spec.template.spec.containers[0].ports.find((p: any) => p.name === endpoint.port);
    expect(admitted).toContain(metricsPort.containerPort);
    const off = helmTemplate({ metrics: { serviceMonitor: { enabled: true } }, notifier: { enabled: false } });
    expect(kinds(off).filter((o) => o.kind === 'PodMonitor')).toEqual([]);
  });
});
