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

  it('never leaves its folder and leaves the API alone', async () => {
    const escape = await fetch(`${stack.url}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(await escape.text()).not.toContain('root:');
    expect((await stack.post('/member/index/initdata')).status).toBe(200);
    expect((await fetch(`${stack.url}/member/index/initdata`)).status).toBe(405);
  });
});
