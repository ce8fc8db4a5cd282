import fs from 'node:fs';
import path from 'node:path';
import { WEB_APP_CSP } from '../../../services/edge/src/webApp';

/**
 * deploy/docker/web.nginx.conf, read statically (no nginx here). nginx drops every server-level
 * add_header in a location that declares its own, so the security headers must hold in each one.
 */
const conf = fs.readFileSync(path.join(__dirname, '../../docker/web.nginx.conf'), 'utf8');
const headersOf = (block: string) => [...block.matchAll(/^\s*add_header\s+([\w-]+)\s+(.+?)(?:\s+always)?;$/gm)];

/** The server block's own text (its locations removed) and each location's body. */
function blocks() {
  const server = conf.slice(conf.indexOf('server {'));
  const locations = [...server.matchAll(/location\s+([^{]+)\{([^}]*)\}/g)].map((m) => ({
    name: m[1]!.trim(),
    body: m[2]!,
  }));
  return { server: server.replace(/location\s+[^{]+\{[^}]*\}/g, ''), locations };
}

describe('the web image nginx config', () => {
  const { server, locations } = blocks();
  const serverHeaders = new Map(headersOf(server).map((m) => [m[1]!, m[2]!.replace(/^"|"$/g, '')]));

  it('sends the security headers and the edge’s Content-Security-Policy at server level', () => {
    expect(serverHeaders.get('X-Content-Type-Options')).toBe('nosniff');
    expect(serverHeaders.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(serverHeaders.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(serverHeaders.get('Content-Security-Policy')).toBe(WEB_APP_CSP);
  });

  it('lets every location inherit them (no location declares an add_header of its own)', () => {
    expect(locations.map((l) => l.name)).toEqual(expect.arrayContaining(['/', '/assets/']));
    for (const location of locations)
      expect({ location: location.name, headers: headersOf(location.body).length }).toEqual({
        location: location.name,
        headers: 0,
      });
  });

  it("answers a layout's addresses with its page and every other client route with the single page", () => {
    const fallback = (name: string) => locations.find((l) => l.name === name)?.body.match(/try_files (.+);/)?.[1];
    expect(fallback('/m/')).toBe('$uri $uri/ /m.html');
    expect(fallback('/w/')).toBe('$uri $uri/ /w.html');
    expect(fallback('/admin/')).toBe('$uri $uri/ /admin.html');
    expect(fallback('/')).toBe('$uri $uri/ /index.html');
  });

  it('still caches hashed assets for a year and revalidates the page', () => {
    expect(conf).toMatch(/~\^\/assets\/ "public, max-age=31536000, immutable";/);
    expect(conf).toMatch(/default "no-cache";/);
  });

  it('sends the precompressed copies of the build with Vary, and the icons for a day', () => {
    expect(conf).toMatch(/^\s*gzip_static on;$/m);
    expect(conf).toMatch(/^\s*gzip_vary on;$/m);
    expect(conf).toMatch(/icon.*"public, max-age=86400";/);
  });
});
