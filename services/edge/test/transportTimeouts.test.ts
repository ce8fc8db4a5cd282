import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import tls from 'node:tls';
import { createEdgeTransport, type EdgeTransport } from '../src/edgeTransport';
import { makeSelfSignedCertificate, type SelfSignedCertificate } from './selfSignedCertificate';

/** Resolves when the socket or session closes; the test's own timeout fails it if it never does. */
function closed(emitter: { once(event: 'close', listener: () => void): unknown }) {
  return new Promise<void>((resolve) => emitter.once('close', resolve));
}

describe('the HTTPS edge cuts connections that hold a socket without using it', () => {
  let certificate: SelfSignedCertificate;
  let transport: EdgeTransport;
  let port: number;

  beforeAll(async () => {
    certificate = makeSelfSignedCertificate();
    transport = createEdgeTransport(
      certificate,
      (_req, res) => {
        res.setHeader('content-type', 'text/plain');
        res.end('ok');
      },
      // The idle time is longest so that the HTTP/1.1 case below is cut by its header time, not by it.
      { handshakeMs: 300, headersMs: 300, requestMs: 600, idleSessionMs: 1_000 },
    );
    // How often Node looks for HTTP/1.1 connections past their header or request time (30 s by default).
    Object.assign(transport.server, { connectionsCheckingInterval: 100 });
    await new Promise<void>((resolve) => transport.server.listen(0, '127.0.0.1', resolve));
    port = (transport.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await transport.drain(100);
    certificate.remove();
  });

  it('closes a TCP connection that never starts its TLS handshake', async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await closed(socket);
  }, 5_000);

  it('closes an HTTP/2 session after its idle time, having answered on it first', async () => {
    const session = http2.connect(`https://127.0.0.1:${port}`, { ca: certificate.cert });
    session.on('error', () => undefined);
    const body = await new Promise<string>((resolve, reject) => {
      const stream = session.request({ ':path': '/' });
      let text = '';
      stream.setEncoding('utf8');
      stream.on('data', (part: string) => (text += part));
      stream.on('end', () => resolve(text));
      stream.on('error', reject);
    });
    expect(body).toBe('ok');
    await closed(session);
  }, 5_000);

  it('closes an HTTP/1.1 connection over TLS whose request headers never end', async () => {
    const socket = tls.connect({ port, host: '127.0.0.1', ca: certificate.cert, ALPNProtocols: ['http/1.1'] });
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('secureConnect', resolve));
    expect(socket.alpnProtocol).toBe('http/1.1');
    socket.write('GET / HTTP/1.1\r\nhost: 127.0.0.1\r\n');
    let answer = '';
    socket.on('data', (part: Buffer) => (answer += part.toString()));
    await closed(socket);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 5_000);
});
