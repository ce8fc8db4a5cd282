import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack, type Stack } from './stack';

describe('the built web app on a single machine', () => {
  let stack: Stack;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    stack = await startStack({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await stack.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for client routes and hashed assets with long caching', async () => {
    for (const route of ['/', '/m/login', '/w/home/index']) {
      const res = await fetch(stack.url + route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('id="root"');
    }
    const asset = await fetch(`${stack.url}/assets/app-1234.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${stack.url}/assets/missing.js`)).status).toBe(404);
  });

  it('sends a strict Content-Security-Policy with the page', async () => {
    const page = await fetch(`${stack.url}/m/login`);
    const policy = Object.fromEntries(
      (page.headers.get('content-security-policy') ?? '').split(';').map((d) => {
        const [name, ...sources] = d.trim().split(/\s+/);
        return [name, sources.join(' ')];
      }),
    );
    expect(policy).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'img-src': "'self' data: blob:",
      'connect-src': "'self'",
      'object-src': "'none'",
      'frame-ancestors': "'self'",
    });
  });

  it('answers a malformed path with 400 and the security headers, never 500', async () => {
    for (const bad of ['/%E0%A4%A', '/%', '/m/%zz', '/member/index/%E0%A4%A']) {
      for (const method of ['GET', 'POST']) {
        const res = await fetch(stack.url + bad, { method });
        expect({ bad, method, status: res.status }).toEqual({ bad, method, status: 400 });
        expect(await res.json()).toMatchObject({ status: -422, msg: 'error.malformed_path' });
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    }
  });

  it('never leaves its folder and leaves the API alone', async () => {
    const escape = await fetch(`${stack.url}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(await escape.text()).not.toContain('root:');
    expect((await stack.post('/member/index/initdata')).status).toBe(200);
    expect((await fetch(`${stack.url}/member/index/initdata`)).status).toBe(405);
  });
});
