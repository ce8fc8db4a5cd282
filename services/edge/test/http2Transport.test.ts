import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import WebSocket from 'ws';
import { readEdgeConfig } from '@kindred/edge';
import { startSecondEdge } from './secondEdge';
import { makeSelfSignedCertificate } from './selfSignedCertificate';
import { startStack, type Stack } from './stack';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The protocol the answer came over: '2.0' (HTTP/2) or '1.1'. */
  version: string;
}

/** One request on an HTTP/2 session (raw: the body as sent, not decompressed). */
function h2Request(session: http2.ClientHttp2Session, headers: http2.OutgoingHttpHeaders, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const stream = session.request(headers, { endStream: body === undefined });
    const parts: Buffer[] = [];
    let answered: http2.IncomingHttpHeaders & http2.IncomingHttpStatusHeader = {};
    stream.on('response', (head) => (answered = head));
    stream.on('data', (part: Buffer) => parts.push(part));
    stream.on('end', () =>
      resolve({ status: Number(answered[':status']), headers: answered, body: Buffer.concat(parts), version: '2.0' }),
    );
    stream.on('error', reject);
    if (body !== undefined) stream.end(body);
  });
}

/** One request over HTTPS with HTTP/1.1 (node's https client offers no h2 by ALPN). */
function h1Request(url: string, ca: Buffer, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    https
      .get(url, { ca, headers, agent: false }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts),
            version: res.httpVersion,
          }),
        );
      })
      .on('error', reject);
  });
}

describe('the edge over HTTPS with HTTP/2 (EDGE_TLS_CERT_FILE / EDGE_TLS_KEY_FILE)', () => {
  let stack: Stack;
  let dist: string;
  let session: http2.ClientHttp2Session;
  let ca: Buffer;
  let memberId: number;
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
  const asset = '/assets/index-H2a1B2c3.js';

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-web-h2-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Kindred</title></head></html>');
    fs.writeFileSync(path.join(dist, asset), script);
    execFileSync(process.execPath, [path.join(__dirname, '../../../web/scripts/precompress.mjs'), dist]);
    stack = await startStack({ tls: true, chat: true, env: { WEB_DIST: dist, REGISTRATION_REVIEW: 'off' } });
    ca = stack.tlsCertificate!;
    session = http2.connect(stack.url, { ca });
    await new Promise<void>((resolve, reject) => {
      session.once('connect', () => resolve());
      session.once('error', reject);
    });
  });
  afterAll(async () => {
    session?.close();
    await stack?.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('agrees on h2 by ALPN and answers a JSON call of the contract with its envelope', async () => {
    expect(stack.url).toMatch(/^https:/);
    expect(session.alpnProtocol).toBe('h2');
    // Without content-length: HTTP/2 frames the body itself (browsers send the header, other clients need not).
    const registered = await h2Request(
      session,
      { ':method': 'POST', ':path': '/member/index/register', 'content-type': 'application/json' },
      JSON.stringify({
        username: 'overh2',
        email: 'overh2@example.com',
        password: 'Passw0rd!',
        sex: 1,
        birthday: Date.UTC(1990, 1, 1),
      }),
    );
    expect(registered.status).toBe(200);
    expect(registered.headers['content-type']).toContain('application/json');
    const envelope = JSON.parse(registered.body.toString());
    expect(envelope).toMatchObject({ status: 200, data: { id: expect.any(Number), token: expect.any(String) } });
    memberId = envelope.data.id;

    const form = new URLSearchParams({ account: 'overh2', password: 'Passw0rd!' }).toString();
    const login = await h2Request(
      session,
      {
        ':method': 'POST',
        ':path': '/member/index/login',
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(form),
      },
      form,
    );
    expect(JSON.parse(login.body.toString())).toMatchObject({ status: 200, data: { token: expect.any(String) } });

    const unknown = await h2Request(session, { ':method': 'POST', ':path': '/member/index/nosuchcall' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ status: 404 });
  });

  it('sends the precompressed brotli copy with Vary, then 304 when the ETag still matches', async () => {
    const first = await h2Request(session, { ':path': asset, 'accept-encoding': 'gzip, deflate, br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(script);
    // HTTP/2 has no place for HTTP/1 connection headers; node refuses to send them.
    for (const name of ['connection', 'keep-alive', 'transfer-encoding']) expect(first.headers[name]).toBeUndefined();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);

    const again = await h2Request(session, {
      ':path': asset,
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('serves /metrics and /healthz over the same session', async () => {
    const metrics = await h2Request(session, { ':path': '/metrics' });
    expect(metrics.status).toBe(200);
    expect(metrics.body.toString()).toContain('process_cpu_seconds_total');
    const health = await h2Request(session, { ':path': '/healthz' });
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
  });

  it('still answers HTTP/1.1 over TLS: a JSON call, the brotli copy, and the /socket upgrade', async () => {
    const token = await stack.login('overh2');
    const info = await stack.post('/member/index/userinfo', {}, { token });
    expect(info.status).toBe(200);

    const copy = await h1Request(stack.url + asset, ca, { 'accept-encoding': 'br' });
    expect(copy.version).toBe('1.1');
    expect(copy.status).toBe(200);
    expect(copy.headers['content-encoding']).toBe('br');
    expect(copy.headers.vary).toMatch(/accept-encoding/i);
    const again = await h1Request(stack.url + asset, ca, {
      'accept-encoding': 'br',
      'if-none-match': String(copy.headers.etag),
    });
    expect(again.status).toBe(304);

    // Browsers open WebSockets over HTTP/1.1: the edge passes the upgrade to the chat node as before.
    const ws = new WebSocket(`${stack.url.replace('https', 'wss')}/socket?token=${token}`, { ca });
    const contacts = new Promise<{ opt: number }>((resolve, reject) => {
      ws.on('message', (data) => resolve(JSON.parse(data.toString()) as { opt: number }));
      ws.once('error', reject);
    });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ opt: 100, uid: memberId }));
    expect((await contacts).opt).toBe(0);
    ws.close();
  });

  it("completes a sandbox payment page over HTTP/2: the edge's callback to itself goes over TLS", async () => {
    const token = await stack.login('overh2');
    const guid = await stack.post('/member/pay/generateuuid', {}, { token });
    const answer = await stack.post(
      '/member/Pay/pay',
      { guid: guid.data.guid, order_type: 1, pay_type: 1, packege_id: 1 },
      { token, json: true },
    );
    expect(answer).toMatchObject({ status: 200, data: { type: 'jump', state: 'pending' } });
    const page = await h2Request(session, { ':path': answer.data.content });
    const action = /<form method="post" action="([^"]+)"/.exec(page.body.toString())?.[1];
    expect(action).toBeDefined();
    const decision = 'decision=pay&embed=0';
    const result = await h2Request(
      session,
      {
        ':method': 'POST',
        ':path': action!.replace(/&amp;/g, '&'),
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': decision.length,
      },
      decision,
    );
    expect(result.status).toBe(200);
    expect(result.body.toString()).toContain('Payment complete');
    expect((await stack.post('/member/index/userinfo', {}, { token })).data.amount).toBe('100.00');
  });

  it('drains: an open HTTP/2 session gets a GOAWAY and the request in flight still gets its answer', async () => {
    const certificate = makeSelfSignedCertificate();
    try {
      const { edge } = await startSecondEdge(stack, {
        EDGE_TLS_CERT_FILE: certificate.certFile,
        EDGE_TLS_KEY_FILE: certificate.keyFile,
      });
      expect(edge.protocol).toBe('h2');
      const client = http2.connect(`https://127.0.0.1:${edge.port}`, { ca: certificate.cert });
      const goaway = new Promise<number>((resolve) => client.once('goaway', resolve));
      const received = new Promise((resolve) => (edge.server as http2.Http2SecureServer).once('stream', resolve));
      // The body is sent in two parts: the edge is told to stop between them.
      const stream = client.request({
        ':method': 'POST',
        ':path': '/member/index/login',
        'content-type': 'application/x-www-form-urlencoded',
      });
      const answer = new Promise<string>((resolve, reject) => {
        let text = '';
        stream.on('data', (part: Buffer) => (text += part.toString()));
        stream.on('end', () => resolve(text));
        stream.on('error', reject);
      });
      stream.write('account=overh2&');
      await received;
      const stopped = edge.stop();
      expect(await goaway).toBe(http2.constants.NGHTTP2_NO_ERROR);
      stream.end('password=Passw0rd!');
      expect(JSON.parse(await answer)).toMatchObject({ status: 200, data: { token: expect.any(String) } });
      await stopped;
      client.close();
    } finally {
      certificate.remove();
    }
  });

  it('refuses a certificate without its key, and a file it cannot read, naming the variable', () => {
    const certificate = makeSelfSignedCertificate();
    try {
      expect(() => readEdgeConfig({ EDGE_TLS_CERT_FILE: certificate.certFile })).toThrow(/EDGE_TLS_KEY_FILE/);
      expect(() => readEdgeConfig({ EDGE_TLS_KEY_FILE: certificate.keyFile })).toThrow(/EDGE_TLS_CERT_FILE/);
      expect(() =>
        readEdgeConfig({ EDGE_TLS_CERT_FILE: '/nonexistent/cert.pem', EDGE_TLS_KEY_FILE: certificate.keyFile }),
      ).toThrow(/EDGE_TLS_CERT_FILE/);
      const both = readEdgeConfig({ EDGE_TLS_CERT_FILE: certificate.certFile, EDGE_TLS_KEY_FILE: certificate.keyFile });
      expect(both.EDGE_TLS_KEY_FILE).toBe(certificate.keyFile);
      expect(readEdgeConfig({}).EDGE_TLS_CERT_FILE).toBeUndefined();
    } finally {
      certificate.remove();
    }
  });
});
