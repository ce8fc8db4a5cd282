/**
 * Checks the Kubernetes deliverables without a cluster:
 *  - both kustomize overlays render with `kubectl kustomize` (the real kubectl of `.tools/`), every
 *    object passes the Kubernetes OpenAPI schema (kubernetes-models) and the pod rules of deploy/README.md;
 *  - the Helm chart's sources: values documented with `## @param`, covered by values.schema.json, and
 *    templates that use only defined values and helpers (helm.test.ts renders it with a real helm).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { chart, helmTemplate, kustomize, matches, Obj, podSpecOf, validateAll } from './kube';

/** Kindred's own processes (the chart also labels its bundled stores `kindred`; kustomize does not). */
const PROCESSES = new Set(['edge', 'chat', 'user', 'social', 'messaging', 'commerce', 'media', 'notifier', 'web']);
const componentOf = (selector: any): string | undefined => {
  const labels = selector?.matchLabels ?? {};
  const component = labels['app.kubernetes.io/component'];
  return labels['app.kubernetes.io/name'] === 'kindred' && PROCESSES.has(component) ? component : undefined;
};

/**
 * The calls between Kindred's own workloads that the NetworkPolicies allow, as `egress a -> b:port` (a may
 * call b) and `ingress a -> b:port` (b admits a), whatever the objects are named (kustomize or Helm).
 */
function kindredCalls(objects: Obj[]): string[] {
  const calls = new Set<string>();
  for (const policy of objects.filter((o) => o.kind === 'NetworkPolicy')) {
    const self = componentOf(policy.spec.podSelector);
    if (!self) continue;
    const ports = (rule: any) => (rule.ports ?? []).map((p: any) => p.port as number);
    for (const rule of policy.spec.egress ?? [])
      for (const peer of rule.to ?? []) {
        const to = componentOf(peer.podSelector);
        if (to) for (const port of ports(rule)) calls.add(`egress ${self} -> ${to}:${port}`);
      }
    for (const rule of policy.spec.ingress ?? [])
      for (const peer of rule.from ?? []) {
        const from = componentOf(peer.podSelector);
        if (from) for (const port of ports(rule)) calls.add(`ingress ${from} -> ${self}:${port}`);
      }
  }
  return [...calls].sort();
}

/** Kindred's processes whose containers are given a setting (by `env`), whatever renders them. */
function processesGiven(setting: string, objects: Obj[]): string[] {
  const given = new Set<string>();
  for (const object of objects) {
    const spec = podSpecOf(object);
    const component = object.metadata.labels?.['app.kubernetes.io/component'];
    if (!spec || !PROCESSES.has(component)) continue;
    if (spec.containers.some((c: any) => (c.env ?? []).some((e: any) => e.name === setting))) given.add(component);
  }
  return [...given].sort();
}

describe.each(['dev', 'production'])('kustomize overlay %s', (overlay) => {
  let objects: Obj[];
  beforeAll(() => {
    objects = kustomize(overlay);
  });
  const named = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
  const workloads = () => objects.filter((o) => podSpecOf(o));

  it('renders, and every object passes the Kubernetes schema', () => {
    expect(objects.length).toBeGreaterThan(30);
    validateAll(objects);
  });

  it('has one Deployment and Service per service, the web app and a migration Job', () => {
    for (const name of ['edge', 'chat', 'user', 'social', 'messaging', 'commerce', 'media', 'web']) {
      expect(named('Deployment', name)).toBeDefined();
      expect(named('Service', name)).toBeDefined();
      expect(named('PodDisruptionBudget', name)).toBeDefined();
    }
    expect(named('HorizontalPodAutoscaler', 'edge')).toBeDefined();
    expect(named('HorizontalPodAutoscaler', 'chat')).toBeDefined();
    const job = named('Job', 'kindred-migrate');
    expect(job?.spec.template.spec.containers.map((c: any) => c.name).sort()).toEqual([
      'commerce',
      'media',
      'messaging',
      'social',
      'user',
    ]);
  });

  it('runs every container non-root, read-only, without capabilities, with probes and resources', () => {
    for (const o of workloads()) {
      const pod = podSpecOf(o);
      expect([o.metadata.name, pod.securityContext?.seccompProfile?.type]).toEqual([o.metadata.name, 'RuntimeDefault']);
      for (const c of [...(pod.initContainers ?? []), ...pod.containers]) {
        const where = `${o.kind} ${o.metadata.name} container ${c.name}`;
        const sc = c.securityContext ?? {};
        const problems = [
          !(sc.runAsNonRoot ?? pod.securityContext?.runAsNonRoot) && 'runAsNonRoot',
          sc.readOnlyRootFilesystem !== true && 'readOnlyRootFilesystem',
          sc.allowPrivilegeEscalation !== false && 'allowPrivilegeEscalation false',
          !(sc.capabilities?.drop ?? []).includes('ALL') && 'capabilities.drop ALL',
          !c.readinessProbe && 'readinessProbe',
          !c.livenessProbe && 'livenessProbe',
          !(c.resources?.requests?.cpu && c.resources?.requests?.memory) && 'resources.requests',
          !(c.resources?.limits?.cpu && c.resources?.limits?.memory) && 'resources.limits',
        ].filter(Boolean);
        expect([where, problems]).toEqual([where, []]);
      }
    }
  });

  it('probes the gRPC services natively and the edge and chat on /healthz and /readyz', () => {
    const ports: Record<string, number> = {
      user: 50051,
      social: 50052,
      messaging: 50053,
      commerce: 50054,
      media: 50055,
    };
    for (const [name, port] of Object.entries(ports)) {
      const c = named('Deployment', name)!.spec.template.spec.containers[0];
      expect(c.readinessProbe.grpc.port).toBe(port);
      expect(c.livenessProbe.grpc.port).toBe(port);
    }
    for (const name of ['edge', 'chat']) {
      const c = named('Deployment', name)!.spec.template.spec.containers[0];
      expect([c.readinessProbe.httpGet.path, c.livenessProbe.httpGet.path]).toEqual(['/readyz', '/healthz']);
    }
  });

  it('denies traffic by default and gives every workload its own allow-list', () => {
    const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
    const deny = policies.find(
      (p) => Object.keys(p.spec.podSelector).length === 0 && !p.spec.ingress && !p.spec.egress,
    );
    expect(deny?.spec.policyTypes).toEqual(['Ingress', 'Egress']);
    for (const o of workloads()) {
      const labels = o.spec.template.metadata.labels;
      const own = policies.filter(
        (p) => p !== deny && matches(p.spec.podSelector.matchLabels ?? {}, labels) && p.spec.podSelector.matchLabels,
      );
      expect([o.metadata.name, own.length > 0]).toEqual([o.metadata.name, true]);
    }
    // Callers are named: no policy admits every pod of the namespace.
    for (const p of policies) {
      for (const rule of p.spec.ingress ?? []) {
        for (const peer of rule.from ?? [])
          expect(peer.podSelector && Object.keys(peer.podSelector).length === 0).toBeFalsy();
      }
    }
  });

  it("allows the same calls between Kindred's own workloads as the Helm chart", () => {
    // Messaging calls user (who may start a chat, erasures) and social (block checks); media gathers
    // "Download my data" from the other services: both ends of each call must allow it.
    const calls = kindredCalls(objects);
    for (const [from, to] of [
      ['messaging', 'user:50051'],
      ['messaging', 'social:50052'],
      ['media', 'messaging:50053'],
    ])
      expect(calls).toEqual(expect.arrayContaining([`egress ${from} -> ${to}`, `ingress ${from} -> ${to}`]));
    expect(calls).toEqual(kindredCalls(helmTemplate()));
  });

  it('gives REDIS_URL to the same processes as the Helm chart (their announcements reach the edges)', () => {
    const users = processesGiven('REDIS_URL', objects);
    expect(users).toEqual(expect.arrayContaining(['commerce', 'edge', 'media', 'social', 'user']));
    expect(users).toEqual(processesGiven('REDIS_URL', helmTemplate()));
  });

  it('routes /member, /media, /pay, /openapi.json to edge, /socket to chat with long timeouts, / to web', () => {
    const routes = new Map<string, string>();
    for (const ingress of objects.filter((o) => o.kind === 'Ingress')) {
      for (const rule of ingress.spec.rules)
        for (const p of rule.http.paths) routes.set(p.path, p.backend.service.name);
    }
    expect(Object.fromEntries(routes)).toEqual({
      '/member': 'edge',
      '/media': 'edge',
      '/pay': 'edge',
      '/openapi.json': 'edge',
      '/socket': 'chat',
      '/': 'web',
    });
    const socket = objects.find((o) => o.kind === 'Ingress' && o.spec.rules[0].http.paths[0].path === '/socket') as any;
    expect(
      Number(socket.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']),
    ).toBeGreaterThanOrEqual(3600);
  });

  it('selects pods with every Service and points every reference at an object that exists', () => {
    const pods = workloads().map((o) => o.spec.template.metadata.labels);
    for (const s of objects.filter((o) => o.kind === 'Service')) {
      expect([s.metadata.name, pods.some((labels) => matches(s.spec.selector, labels))]).toEqual([
        s.metadata.name,
        true,
      ]);
    }
    const configMaps = new Set(objects.filter((o) => o.kind === 'ConfigMap').map((o) => o.metadata.name));
    const secrets = new Map(objects.filter((o) => o.kind === 'Secret').map((o) => [o.metadata.name, o]));
    for (const o of workloads()) {
      for (const c of podSpecOf(o).containers) {
        for (const from of c.envFrom ?? []) {
          if (from.configMapRef) expect(configMaps.has(from.configMapRef.name)).toBe(true);
          if (from.secretRef) expect(secrets.has(from.secretRef.name)).toBe(true);
        }
        for (const env of c.env ?? []) {
          const ref = env.valueFrom?.secretKeyRef;
          if (!ref || ref.optional) continue;
          if (overlay === 'production') {
            // Created out of band (see the overlay's kustomization): only its name is fixed.
            expect(ref.name).toBe('kindred-secrets');
          } else {
            expect([o.metadata.name, env.name, secrets.get(ref.name)?.data?.[ref.key] !== undefined]).toEqual([
              o.metadata.name,
              env.name,
              true,
            ]);
          }
        }
      }
    }
  });

  if (overlay === 'dev') {
    it('bundles Postgres, Redis and MinIO', () => {
      for (const name of ['postgres', 'redis', 'minio']) expect(named('StatefulSet', name)).toBeDefined();
    });

    it('runs Redis with a password the services use, and a memory bound', () => {
      const args: string[] = named('StatefulSet', 'redis')!.spec.template.spec.containers[0].args;
      expect(args).toEqual(
        expect.arrayContaining(['--requirepass', '$(REDIS_PASSWORD)', '--maxmemory', 'volatile-lru']),
      );
      const secret = objects.find((o) => o.kind === 'Secret' && o.metadata.name.startsWith('kindred-secrets'))!;
      expect(Buffer.from(secret.data.REDIS_URL, 'base64').toString()).toBe('redis://:kindred-dev-redis@redis:6379');
    });
  } else {
    it('uses external datastores and runs more replicas', () => {
      expect(objects.filter((o) => o.kind === 'StatefulSet')).toEqual([]);
      for (const name of ['user', 'social', 'messaging', 'commerce', 'media'])
        expect(named('Deployment', name)!.spec.replicas).toBeGreaterThanOrEqual(3);
      for (const name of ['edge', 'chat'])
        expect(named('HorizontalPodAutoscaler', name)!.spec.minReplicas).toBeGreaterThanOrEqual(3);
      expect(objects.find((o) => o.kind === 'ConfigMap')!.data.S3_ENDPOINT).toMatch(/^https:\/\//);
    });

    it('takes payments through Stripe, with its keys from the Secret, and never names the sandbox', () => {
      const config = objects.find((o) => o.kind === 'ConfigMap')!.data;
      expect(config.PAYMENT_PROVIDER).toBe('stripe');
      expect(config.PAYMENT_SANDBOX_IN_PRODUCTION).toBeUndefined();
      const env = podSpecOf(named('Deployment', 'commerce')!).containers[0].env as Array<{
        name: string;
        valueFrom: any;
      }>;
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])
        expect(env.find((e) => e.name === key)!.valueFrom.secretKeyRef).toMatchObject({ name: 'kindred-secrets', key });
      expect(JSON.stringify(objects)).not.toMatch(/sandbox/i);
    });
  }
});

describe('helm chart helm/kindred', () => {
  const valuesText = fs.readFileSync(path.join(chart, 'values.yaml'), 'utf8');
  const values = parse(valuesText) as Record<string, unknown>;
  const templatesDir = path.join(chart, 'templates');
  const templates = fs
    .readdirSync(templatesDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(yaml|tpl|txt)$/.test(f))
    .map((f) => ({ file: f, text: fs.readFileSync(path.join(templatesDir, f), 'utf8') }));

  /** Every key path of values.yaml: objects are walked, arrays and scalars are leaves. */
  function keyPaths(node: unknown, prefix = ''): string[] {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return [];
    return Object.entries(node).flatMap(([k, v]) => [`${prefix}${k}`, ...keyPaths(v, `${prefix}${k}.`)]);
  }
  const paths = new Set(keyPaths(values));

  it('names the stripe provider and its secret keys in its (production) values, never the sandbox', () => {
    const config = values.config as Record<string, unknown>;
    expect(config.nodeEnv).toBe('production');
    expect(config.paymentProvider).toBe('stripe');
    expect(config.paymentSandboxInProduction).toBe('');
    expect(values.secrets).toMatchObject({ stripeSecretKey: '', stripeWebhookSecret: '' });
    const helpers = templates.find((t) => t.file === '_helpers.tpl')!.text;
    expect(helpers).toMatch(/stripeSecretKey }}{{ \$_ := set \$data "STRIPE_SECRET_KEY"/);
    const commerce = templates.find((t) => t.file === path.join('commerce', 'deployment.yaml'))!.text;
    expect(commerce).toContain('"STRIPE_SECRET_KEY"');
    expect(commerce).toContain('"STRIPE_WEBHOOK_SECRET"');
  });

  it('has Chart.yaml v2 and values.yaml that parses', () => {
    const meta = parse(fs.readFileSync(path.join(chart, 'Chart.yaml'), 'utf8'));
    expect(meta).toMatchObject({ apiVersion: 'v2', name: 'kindred', type: 'application' });
    expect(meta.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(typeof values).toBe('object');
  });

  it('documents every values key with a `## @param` line (itself or the object holding it)', () => {
    const params = [...valuesText.matchAll(/^\s*## @param (\S+) \S/gm)].map((m) => m[1]);
    const documented = new Set(params);
    const missing = [...paths].filter((p) => {
      const parts = p.split('.');
      const covered = parts.some((_, i) => documented.has(parts.slice(0, i + 1).join('.')));
      // A parent object is covered by its children's lines.
      const isParent = [...paths].some((q) => q.startsWith(`${p}.`));
      return !covered && !isParent;
    });
    expect(missing).toEqual([]);
    expect(params.filter((p) => !paths.has(p))).toEqual([]);
  });

  it('declares every values key in values.schema.json', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(chart, 'values.schema.json'), 'utf8'));
    const undeclared = [...paths].filter((p) => {
      let node = schema;
      for (const part of p.split('.')) {
        if (node.properties?.[part]) node = node.properties[part];
        else return node.additionalProperties === false;
      }
      return false;
    });
    expect(undeclared).toEqual([]);
  });

  it('references only values that exist', () => {
    const unknown = templates.flatMap(({ file, text }) =>
      [...text.matchAll(/\.Values\.([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)/g)]
        .map((m) => m[1])
        .filter((p) => !paths.has(p))
        .map((p) => `${file}: .Values.${p}`),
    );
    expect(unknown).toEqual([]);
  });

  it('uses only helpers it defines, and defines each once', () => {
    const defined = templates.flatMap(({ text }) =>
      [...text.matchAll(/\{\{-?\s*define\s+"([^"]+)"/g)].map((m) => m[1]),
    );
    expect(defined.filter((d, i) => defined.indexOf(d) !== i)).toEqual([]);
    const used = templates.flatMap(({ file, text }) =>
      [...text.matchAll(/\b(?:include|template)\s+"([^"]+)"/g)].map((m) => ({ file, name: m[1] })),
    );
    expect(used.filter((u) => !defined.includes(u.name)).map((u) => `${u.file}: ${u.name}`)).toEqual([]);
    const files = templates.flatMap(({ file, text }) =>
      [...text.matchAll(/Template\.BasePath\s+"([^"]+)"/g)].map((m) => ({ file, target: m[1] })),
    );
    expect(
      files.filter((f) => !fs.existsSync(path.join(templatesDir, f.target))).map((f) => `${f.file}: ${f.target}`),
    ).toEqual([]);
  });

  it('closes every template block and keeps one resource per file', () => {
    for (const { file, text } of templates) {
      const actions = [...text.matchAll(/\{\{-?\s*(if|range|with|define|end)\b/g)].map((m) => m[1]);
      const opened = actions.filter((a) => a !== 'end').length;
      expect([file, opened]).toEqual([file, actions.length - opened]);
      if (file.endsWith('.yaml')) expect([file, (text.match(/^kind:/gm) ?? []).length <= 1]).toEqual([file, true]);
    }
  });

  it('has a folder per component with the resources of the topology', () => {
    const has = (f: string) => templates.some((t) => t.file === f);
    for (const c of ['edge', 'chat'])
      for (const r of ['deployment', 'service', 'hpa', 'pdb', 'networkpolicy'])
        expect([c, r, has(`${c}/${r}.yaml`)]).toEqual([c, r, true]);
    for (const c of ['user', 'social', 'messaging', 'commerce', 'media', 'web'])
      for (const r of ['deployment', 'service', 'pdb', 'networkpolicy'])
        expect([c, r, has(`${c}/${r}.yaml`)]).toEqual([c, r, true]);
    for (const f of [
      '_helpers.tpl',
      'NOTES.txt',
      'migrate/job.yaml',
      'ingress/ingress.yaml',
      'ingress/socket-ingress.yaml',
      'networkpolicy/default-deny.yaml',
      'postgresql/statefulset.yaml',
      'redis/statefulset.yaml',
      'minio/statefulset.yaml',
    ]) {
      expect([f, has(f)]).toEqual([f, true]);
    }
    const job = templates.find((t) => t.file === 'migrate/job.yaml')!.text;
    expect(job).toMatch(/helm\.sh\/hook: .*pre-upgrade/);
  });

  it('gives every container of the chart probes, resources and the security context', () => {
    for (const { file, text } of templates.filter((t) => /containers:/.test(t.text))) {
      const missing = [
        !/readinessProbe|kindred\.(probes|deployment|grpcDeployment)/.test(text) && 'readinessProbe',
        !/livenessProbe|kindred\.(probes|deployment|grpcDeployment)/.test(text) && 'livenessProbe',
        !/resources:/.test(text) && 'resources',
        !/containerSecurityContext/.test(text) && 'containerSecurityContext',
        !/podSecurityContext/.test(text) && 'podSecurityContext',
      ].filter(Boolean);
      expect([file, missing]).toEqual([file, []]);
    }
  });
});
