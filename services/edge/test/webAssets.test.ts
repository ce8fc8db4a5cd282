import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startStack, type Stack } from './stack';

/** A raw HTTP answer: fetch would decompress the body and hide Content-Encoding's effect. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

describe('the web app served the way a CDN would', () => {
  let stack: Stack;
  let dist: string;
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
  const page = `<!doctype html><html lang="zh-Hant"><head><title>Kindred</title></head><body>${'<div></div>'.repeat(50)}</body></html>`;
  // The mobile layout's page (web/scripts/layoutPages.mjs); this build has none for the desktop layout.
  const mobilePage = page.replace('</head>', '<link rel="modulepreload" href="/assets/index-B1a2C3d4.js"></head>');
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-web-assets-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), page);
    fs.writeFileSync(path.join(dist, 'm.html'), mobilePage);
    fs.writeFileSync(path.join(dist, 'assets', 'index-B1a2C3d4.js'), script);
    fs.copyFileSync(path.join(__dirname, '../../../web/public/favicon.ico'), path.join(dist, 'favicon.ico'));
    fs.copyFileSync(
      path.join(__dirname, '../../../web/public/apple-touch-icon.png'),
      path.join(dist, 'apple-touch-icon.png'),
    );
    fs.copyFileSync(path.join(__dirname, '../../../web/public/robots.txt'), path.join(dist, 'robots.txt'));
    // The copies the web build writes, by the build's own script.
    execFileSync(process.execPath, [path.join(__dirname, '../../../web/scripts/precompress.mjs'), dist]);
    stack = await startStack({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await stack.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends brotli, gzip or the file itself by Accept-Encoding, with Vary, and hashed assets as immutable', async () => {
    const url = `${stack.url}/assets/index-B1a2C3d4.js`;
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 4);

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);

    // A lower q for br makes gzip the better answer.
    const preferred = await get(url, { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(preferred.headers['content-encoding']).toBe('gzip');
    // Chrome's order puts gzip first; equal weights still get brotli, the smaller copy.
    const chrome = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(chrome.headers['content-encoding']).toBe('br');
    const refused = await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();

    const identity = await get(url);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(script);
    expect(Number(identity.headers['content-length'])).toBe(Buffer.byteLength(script));

    for (const answer of [br, gzip, identity]) {
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-type']).toContain('text/javascript');
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    }
    expect(new Set([br, gzip, identity].map((answer) => answer.headers.etag)).size).toBe(3);
  });

  it("revalidates index.html and client routes (a layout's own page when the build has one) with an ETag and answers 304 when unchanged", async () => {
    for (const [route, expected] of [
      ['/', page],
      ['/m/login', mobilePage],
      ['/m/home/my/newsfeed/3', mobilePage],
      ['/w/home', page],
    ] as const) {
      const first = await get(stack.url + route, { 'accept-encoding': 'br' });
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(first.body).toString()).toBe(expected);
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^"/);

      const again = await get(stack.url + route, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');

      // The gzip copy has a tag of its own, so the brotli tag does not validate it.
      const otherCopy = await get(stack.url + route, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(otherCopy.status).toBe(200);
      expect(otherCopy.headers['content-encoding']).toBe('gzip');
    }
  });

  it('answers /favicon.ico and the touch icon', async () => {
    const icon = await get(`${stack.url}/favicon.ico`, { 'accept-encoding': 'br, gzip' });
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/x-icon');
    expect(icon.body.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const touch = await get(`${stack.url}/apple-touch-icon.png`);
    expect(touch.status).toBe(200);
    expect(touch.headers['content-type']).toBe('image/png');
    expect(touch.headers['cache-control']).toBe('public, max-age=86400');
    expect(touch.headers['content-encoding']).toBeUndefined();
  });

  it('answers /robots.txt: crawlers keep out of the member API, media and payments', async () => {
    const robots = await get(`${stack.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const rules = robots.body
      .toString('utf8')
      .split('\n')
      .filter((line) => /^(user-agent|disallow|allow):/i.test(line));
    expect(rules).toEqual([
      'User-agent: *',
      'Disallow: /member/',
      'Disallow: /media/',
      'Disallow: /pay/',
      'Disallow: /socket',
    ]);
  });

  it('gzips JSON answers of 1 KB or more and leaves smaller ones alone', async () => {
    const big = await get(`${stack.url}/openapi.json`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const spec = JSON.parse(zlib.gunzipSync(big.body).toString());
    expect(spec.openapi).toBeDefined();
    expect(big.body.length).toBeLessThan(JSON.stringify(spec).length / 2);

    const plain = await get(`${stack.url}/openapi.json`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(spec);

    const small = await get(`${stack.url}/healthz`, { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });
  });
});
