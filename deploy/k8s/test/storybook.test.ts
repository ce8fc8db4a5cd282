/**
 * The design system's Storybook for designers: the `storybook` image's nginx config (read
 * statically) and the chart's `storybook.enabled` switch, off by default, on with its own
 * Deployment, Service and route under /storybook on the Ingress or the Gateway API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { helmTemplate, Obj, podSpecOf, validateAll } from './kube';

const conf = fs.readFileSync(path.join(__dirname, '../../docker/storybook.nginx.conf'), 'utf8');
const dockerfile = fs.readFileSync(path.join(__dirname, '../../docker/Dockerfile'), 'utf8');
const server = conf.slice(conf.indexOf('server {'));
const locations = [...server.matchAll(/location\s+([^{]+)\{([^}]*)\}/g)].map((m) => ({
  name: m[1]!.trim(),
  body: m[2]!,
}));
const storybookObjects = (objects: Obj[]) => objects.filter((o) => o.metadata.name === 'kindred-storybook');
const ingressPaths = (objects: Obj[]) =>
  Object.fromEntries(
    objects
      .filter((o) => o.kind === 'Ingress' && o.metadata.name === 'kindred')
      .flatMap((o) => o.spec.rules[0].http.paths)
      .map((p: any) => [p.path, p.backend.service.name]),
  );

describe('the storybook image', () => {
  it('serves storybook-static under /storybook/ from a target of its own', () => {
    expect(dockerfile).toMatch(/^FROM \$\{NGINX_IMAGE\} AS storybook$/m);
    expect(dockerfile).toMatch(/storybook-static \/usr\/share\/nginx\/html\/storybook$/m);
    expect(dockerfile).toMatch(/precompress\.mjs design-system\/storybook-static/);
    expect(locations.map((l) => l.name)).toEqual(['= /healthz', '= /storybook', '/storybook/assets/', '/storybook/']);
  });

  it('keeps the web image’s caching discipline: hashed assets a year, the rest revalidated', () => {
    expect(conf).toMatch(/~\^\/storybook\/assets\/ "public, max-age=31536000, immutable";/);
    expect(conf).toMatch(/default "no-cache";/);
    expect(conf).toMatch(/^\s*gzip_static on;$/m);
    expect(conf).toMatch(/^\s*gzip_vary on;$/m);
    expect(conf).toMatch(/^\s*add_header Cache-Control \$kindred_cache_control always;$/m);
  });

  it('sends its headers at server level only, so that every location keeps them', () => {
    for (const location of locations)
      expect([location.name, /add_header/.test(location.body)]).toEqual([location.name, false]);
    expect(conf).toMatch(/add_header X-Content-Type-Options nosniff always;/);
    expect(conf).toMatch(/add_header Content-Security-Policy "default-src 'self';[^"]*frame-ancestors 'self'" always;/);
  });
});

describe('helm: storybook.enabled', () => {
  it('is off by default: no Storybook objects, no /storybook route', () => {
    const objects = helmTemplate();
    expect(storybookObjects(objects)).toEqual([]);
    expect(ingressPaths(objects)['/storybook']).toBeUndefined();
  });

  it('on: its Deployment, Service, ServiceAccount, PDB and NetworkPolicy, routed at /storybook before /', () => {
    const objects = helmTemplate({ storybook: { enabled: true } });
    validateAll(objects);
    expect(
      storybookObjects(objects)
        .map((o) => o.kind)
        .sort(),
    ).toEqual(['Deployment', 'NetworkPolicy', 'PodDisruptionBudget', 'Service', 'ServiceAccount']);
    const deployment = storybookObjects(objects).find((o) => o.kind === 'Deployment')!;
    expect(deployment.spec.replicas).toBe(1);
    const container = podSpecOf(deployment).containers[0];
    expect(container.image).toMatch(/\/storybook:/);
    expect(container.readinessProbe.httpGet.path).toBe('/healthz');
    const paths = Object.keys(ingressPaths(objects));
    expect(ingressPaths(objects)['/storybook']).toBe('kindred-storybook');
    expect(paths.indexOf('/storybook')).toBeLessThan(paths.indexOf('/'));
  });

  it('on with the Gateway API: a /storybook rule on the HTTPRoute', () => {
    const objects = helmTemplate({
      storybook: { enabled: true },
      ingress: { enabled: false },
      gateway: { enabled: true },
    });
    const route = objects.find((o) => o.kind === 'HTTPRoute' && o.metadata.name === 'kindred')!;
    const rule = route.spec.rules.find((r: any) => r.matches[0].path.value === '/storybook');
    expect(rule.backendRefs[0]).toEqual({ name: 'kindred-storybook', port: 8080 });
  });
});
