import { randomBytes } from 'node:crypto';
import http2 from 'node:http2';
import { createTestDatabase } from '@kindred/kit/testing';
import { createClient, loadContract } from '@kindred/kit';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import { startOtlpReceiver, type ReceivedSpan } from './otlpReceiver';
import { freePort, startProcess, type ServiceProcess } from './processes';
import { makeSelfSignedCertificate } from './selfSignedCertificate';
import { eventually } from './stack';

/** The store a span talks to (the attribute's name depends on the semantic-conventions version). */
const dbSystem = (span: ReceivedSpan) => span.attributes['db.system'] ?? span.attributes['db.system.name'];

// Each service runs as its own process (instrumentation hooks module loading, which jest's module
// registry bypasses), exporting to a collector stand-in: the edge in http/protobuf, the user service
// in http/json.
describe('one HTTP call is one trace across the edge and the user service', () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const processes: ServiceProcess[] = [];
  let edgeUrl: string;
  let userAddr: string;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    database = await createTestDatabase();
    const common = {
      DATABASE_URL: database.url,
      REDIS_KEY_PREFIX: `t${randomBytes(4).toString('hex')}:`,
      REGISTRATION_REVIEW: 'off',
      ADMIN_PASSWORD: 'Admin-Passw0rd',
      SERVICE_PASSWORD: 'Service-Passw0rd',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      LOG_LEVEL: 'debug',
    };
    const userPort = await freePort();
    userAddr = `127.0.0.1:${userPort}`;
    processes.push(
      await startProcess('user', userPort, {
        ...common,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        USER_GRPC_PORT: String(userPort),
        USER_METRICS_PORT: String(await freePort()),
      }),
    );
    const edgePort = await freePort();
    processes.push(
      await startProcess('edge', edgePort, {
        ...common,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
        EDGE_PORT: String(edgePort),
        EDGE_HOST: '127.0.0.1',
        USER_ADDR: `127.0.0.1:${userPort}`,
      }),
    );
    edgeUrl = `http://127.0.0.1:${edgePort}`;
  }, 60_000);

  afterAll(async () => {
    for (const p of processes.reverse()) await p.stop();
    await receiver?.stop();
    await database?.drop();
  });

  const post = async (path: string, body: Record<string, string>, headers: Record<string, string> = {}) => {
    const res = await fetch(edgeUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body).toString(),
    });
    return (await res.json()) as { status: number; data: Record<string, unknown> };
  };

  it('continues the ingress traceparent: edge, user, Postgres and Redis spans share its trace id', async () => {
    const login = await post('/member/index/login', { account: 'admin', password: 'Admin-Passw0rd' });
    expect(login.status).toBe(200);
    const traceId = randomBytes(16).toString('hex');
    const ingressSpan = randomBytes(8).toString('hex');
    const info = await post(
      '/member/index/userinfo',
      { token: String(login.data.token) },
      { traceparent: `00-${traceId}-${ingressSpan}-01` },
    );
    expect(info.status).toBe(200);

    const trace = await eventually(
      async () => receiver.spans.filter((s) => s.traceId === traceId),
      (spans) =>
        ['edge', 'user'].every((service) => spans.some((s) => s.service === service && s.kind === 2)) &&
        spans.some((s) => dbSystem(s) === 'postgresql') &&
        spans.some((s) => dbSystem(s) === 'redis'),
      20_000,
    );
    const of = (service: string) => trace.filter((s) => s.service === service);
    // The edge's HTTP server span is the child of the ingress's span: continued, not replaced.
    const edgeServer = of('edge').find((s) => s.kind === 2)!;
    expect(edgeServer.parentSpanId).toBe(ingressSpan);
    // Named and described by the semantic conventions, its route the one Koa's router matched.
    expect(edgeServer.name).toBe('POST /member/index/userinfo');
    expect(edgeServer.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.route': '/member/index/userinfo',
      'http.response.status_code': 200,
      'url.path': '/member/index/userinfo',
      'url.scheme': 'http',
    });
    // The user service's gRPC server span is the child of the edge's gRPC client span.
    const userServer = of('user').find((s) => s.kind === 2)!;
    const edgeClient = of('edge').find((s) => s.spanId === userServer.parentSpanId)!;
    expect(edgeClient.kind).toBe(3);
    expect(userServer.name).toMatch(/UserService\/(Authenticate|GetSessionUser)/);
    // Postgres and Redis work inside the user service belongs to the same trace.
    const systems = new Set(of('user').map(dbSystem));
    expect(systems).toContain('postgresql');
    expect(systems).toContain('redis');
    expect(receiver.contentTypes).toEqual(new Set(['application/json', 'application/x-protobuf']));
  });

  it('writes trace_id and span_id into every log line of a request', async () => {
    const traceId = randomBytes(16).toString('hex');
    await post('/member/index/initdata', {}, { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` });
    const edge = processes.find((p) => p.name === 'edge')!;
    const lines = await eventually(
      async () =>
        edge
          .output()
          .split('\n')
          .filter((line) => line.includes(traceId)),
      (found) => found.length > 0,
    );
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ trace_id: traceId, msg: 'request' });
    expect(line.span_id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('continues an unsampled traceparent without exporting it, and still writes its ids into the log lines', async () => {
    const login = await post('/member/index/login', { account: 'admin', password: 'Admin-Passw0rd' });
    const traceId = randomBytes(16).toString('hex');
    // Flags 00: the ingress decided not to sample. The Postgres and Redis work under it is skipped
    // by the instrumentations (services/kit/src/sampledOnly.ts), the request's ids are kept.
    const info = await post(
      '/member/index/userinfo',
      { token: String(login.data.token) },
      { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-00` },
    );
    expect(info.status).toBe(200);
    const edge = processes.find((p) => p.name === 'edge')!;
    const lines = await eventually(
      async () =>
        edge
          .output()
          .split('\n')
          .filter((line) => line.includes(traceId)),
      (found) => found.length > 0,
    );
    expect(JSON.parse(lines[0]!)).toMatchObject({ trace_id: traceId, msg: 'request' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(receiver.spans.filter((s) => s.traceId === traceId)).toEqual([]);
  });

  it('traces a request over HTTP/2 the same way (the edge serving TLS with EDGE_TLS_CERT_FILE)', async () => {
    const certificate = makeSelfSignedCertificate();
    const port = await freePort();
    try {
      processes.push(
        await startProcess('edge', port, {
          DATABASE_URL: database.url,
          LOG_LEVEL: 'silent',
          OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
          OTEL_BSP_SCHEDULE_DELAY: '100',
          OTEL_SERVICE_NAME: 'edge-h2',
          EDGE_PORT: String(port),
          EDGE_HOST: '127.0.0.1',
          EDGE_TLS_CERT_FILE: certificate.certFile,
          EDGE_TLS_KEY_FILE: certificate.keyFile,
          USER_ADDR: userAddr,
        }),
      );
      const traceId = randomBytes(16).toString('hex');
      const ingressSpan = randomBytes(8).toString('hex');
      const session = http2.connect(`https://127.0.0.1:${port}`, { ca: certificate.cert });
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({
          ':method': 'POST',
          ':path': '/member/index/initdata',
          traceparent: `00-${traceId}-${ingressSpan}-01`,
        });
        stream.on('response', (headers) => resolve(Number(headers[':status'])));
        stream.on('error', reject);
        stream.resume();
      });
      session.close();
      expect(status).toBe(200);
      const spans = await eventually(
        async () => receiver.spans.filter((s) => s.traceId === traceId && s.service === 'edge-h2' && s.kind === 2),
        (found) => found.length > 0,
        20_000,
      );
      expect(spans[0]!.parentSpanId).toBe(ingressSpan);
    } finally {
      certificate.remove();
    }
  });

  it('exports nothing when OTEL_SDK_DISABLED=true, even with an endpoint', async () => {
    const port = await freePort();
    processes.push(
      await startProcess('user', port, {
        DATABASE_URL: database.url,
        USER_GRPC_PORT: String(port),
        USER_METRICS_PORT: String(await freePort()),
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
        OTEL_BSP_SCHEDULE_DELAY: '100',
        OTEL_SERVICE_NAME: 'user-disabled',
        OTEL_SDK_DISABLED: 'true',
      }),
    );
    const users = createClient(loadContract<UserProto>('user').kindred.user.v1.UserService, `127.0.0.1:${port}`);
    await users.GetInitData({});
    users.close();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(receiver.spans.filter((s) => s.service === 'user-disabled')).toEqual([]);
  });
});
