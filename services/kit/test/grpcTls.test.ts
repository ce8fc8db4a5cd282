import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import * as grpc from '@grpc/grpc-js';
import * as kit from '../src';
import type { RunningGrpcServer } from '../src';
import type { ProtoGrpcType } from '../src/generated/user';

/** An authority and a certificate it signs for 127.0.0.1, as cert-manager writes them (tls.crt, tls.key, ca.crt). */
function issue(dir: string, authority?: { cert: string; key: string }) {
  fs.mkdirSync(dir, { recursive: true });
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const caKey = authority?.key ?? path.join(dir, 'ca.key');
  const caCert = authority?.cert ?? path.join(dir, 'ca.crt');
  if (!authority)
    openssl(
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=kindred-test-authority',
      '-keyout',
      caKey,
      '-out',
      caCert,
    );
  else fs.copyFileSync(caCert, path.join(dir, 'ca.crt'));
  const csr = path.join(dir, 'tls.csr');
  const ext = path.join(dir, 'ext.cnf');
  fs.writeFileSync(ext, 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth,clientAuth\n');
  openssl(
    'req',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-subj',
    '/CN=kindred-user',
    '-keyout',
    path.join(dir, 'tls.key'),
    '-out',
    csr,
  );
  openssl(
    'x509',
    '-req',
    '-in',
    csr,
    '-CA',
    caCert,
    '-CAkey',
    caKey,
    '-CAcreateserial',
    '-days',
    '1',
    '-extfile',
    ext,
    '-out',
    path.join(dir, 'tls.crt'),
  );
  return { cert: caCert, key: caKey };
}

/** The serial of the certificate a server presents to a new connection. */
function servedSerial(port: number, dir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({
      host: '127.0.0.1',
      port,
      ALPNProtocols: ['h2'],
      ca: fs.readFileSync(path.join(dir, 'ca.crt')),
      cert: fs.readFileSync(path.join(dir, 'tls.crt')),
      key: fs.readFileSync(path.join(dir, 'tls.key')),
    });
    socket.once('secureConnect', () => {
      resolve(socket.getPeerCertificate().serialNumber);
      socket.destroy();
    });
    socket.once('error', reject);
  });
}

/** Services speak mutual TLS when GRPC_TLS_DIR is mounted (docs/operations.md, "Service-to-service TLS"). */
describe('gRPC between services over mutual TLS', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-grpc-tls-'));
  const mounted = path.join(dir, 'mounted');
  let server: RunningGrpcServer;
  let authority: { cert: string; key: string };

  beforeAll(async () => {
    authority = issue(path.join(dir, 'authority'));
    issue(mounted, authority);
    process.env.GRPC_TLS_DIR = mounted;
    process.env.GRPC_TLS_REFRESH_MS = '100';
    const proto = kit.loadContract<ProtoGrpcType>('user');
    server = await kit.startGrpcServer({
      name: 'tls-test',
      host: '127.0.0.1',
      port: 0,
      logger: kit.createLogger('tls-test', 'silent'),
      metrics: kit.createMetrics('tls-test'),
      services: [
        {
          definition: proto.kindred.user.v1.UserService.service,
          handlers: new Proxy(
            {
              GetInitData: async () => ({
                authority: { vip0: ['View_profiles'], vip1: [], vip2: [] },
                service: { id: 2, username: 'service', avatar: '' },
              }),
            },
            { get: (target, prop) => (target as Record<string | symbol, unknown>)[prop] ?? (async () => ({})) },
          ),
        },
      ],
    });
  });

  afterAll(async () => {
    await server?.shutdown(100);
    delete process.env.GRPC_TLS_DIR;
    delete process.env.GRPC_TLS_REFRESH_MS;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const userClient = () =>
    kit.createClient(kit.loadContract<ProtoGrpcType>('user').kindred.user.v1.UserService, `127.0.0.1:${server.port}`);

  it('answers a client that presents a certificate of the same authority', async () => {
    const client = userClient();
    const answer = await client.GetInitData({});
    expect(answer.service?.username).toBe('service');
    client.close();
  });

  it('refuses plaintext and a client without a certificate', async () => {
    const Ctor = kit.loadContract<ProtoGrpcType>('user').kindred.user.v1.UserService;
    const ask = (credentials: grpc.ChannelCredentials) =>
      new Promise<number>((resolve) => {
        const client = new Ctor(`127.0.0.1:${server.port}`, credentials);
        client.GetInitData({}, { deadline: Date.now() + 2_000 }, (err) => {
          client.close();
          resolve(err ? err.code : 0);
        });
      });
    expect(await ask(grpc.credentials.createInsecure())).toBe(grpc.status.UNAVAILABLE);
    const ca = fs.readFileSync(path.join(mounted, 'ca.crt'));
    expect(await ask(grpc.credentials.createSsl(ca))).toBe(grpc.status.UNAVAILABLE);
  });

  it('serves a renewed certificate to new connections without a restart', async () => {
    const before = await servedSerial(server.port, mounted);
    const renewed = path.join(dir, 'renewed');
    issue(renewed, authority);
    for (const file of ['tls.crt', 'tls.key']) fs.copyFileSync(path.join(renewed, file), path.join(mounted, file));
    let after = before;
    for (let i = 0; i < 50 && after === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await servedSerial(server.port, mounted);
    }
    expect(after).not.toBe(before);
    const client = userClient();
    expect((await client.GetInitData({})).service?.id).toBe(2);
    client.close();
  });

  it('stops a service at start when the mounted folder lacks a file', () => {
    expect(() => kit.grpcTlsDirectory({ GRPC_TLS_DIR: dir })).toThrow('GRPC_TLS_DIR');
  });
});
