import { randomBytes } from 'node:crypto';
import http from 'node:http';
import * as grpc from '@grpc/grpc-js';
import { context, trace, type Attributes, type Context, type Link, type SpanKind } from '@opentelemetry/api';
import { GrpcInstrumentation } from '@opentelemetry/instrumentation-grpc';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import * as tracing from '@opentelemetry/sdk-trace-base';
import * as node from '@opentelemetry/sdk-trace-node';
import { grpcSampledFirst } from '../src/tracing/grpcSampledFirst';
import { httpSampledFirst } from '../src/tracing/httpSampledFirst';
import { DecidedFirst, type AnyMethod } from '../src/tracing/sampledFirst';

// A real tracer provider, exporting to memory, whose sampler is parent-based with a root decision the
// tests set; every span an instrumentation starts (recording or not) is counted on its way to it.
let keepNewTraces: () => boolean = () => false;
const configured = new tracing.ParentBasedSampler({
  root: {
    shouldSample: () => ({
      decision: keepNewTraces() ? tracing.SamplingDecision.RECORD_AND_SAMPLED : tracing.SamplingDecision.NOT_RECORD,
    }),
  },
});
const sampler = new DecidedFirst(configured);
let spansStarted = 0;
const exporter = new tracing.InMemorySpanExporter();
const provider = new node.NodeTracerProvider({
  sampler: {
    shouldSample(
      parent: Context,
      traceId: string,
      name: string,
      kind: SpanKind,
      attributes: Attributes,
      links: Link[],
    ) {
      spansStarted++;
      return sampler.shouldSample(parent, traceId, name, kind, attributes, links);
    },
  },
  spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
});
provider.register();

// The gRPC instrumentation as tracing.ts sets it up, its patches applied by hand (jest's module
// registry is not the one its require hook patches).
const instrumentation = new GrpcInstrumentation({ enabled: false });
instrumentation.setTracerProvider(provider);
const found = grpcSampledFirst(instrumentation, sampler);
const own = instrumentation as unknown as Record<string, (...args: unknown[]) => (original: AnyMethod) => AnyMethod>;

const json = {
  serialize: (value: unknown) => Buffer.from(JSON.stringify(value)),
  deserialize: (bytes: Buffer) => JSON.parse(bytes.toString()) as unknown,
};
const method = (name: string) => ({
  path: `/kindred.test.v1.Relay/${name}`,
  requestStream: false,
  responseStream: false,
  requestSerialize: json.serialize,
  requestDeserialize: json.deserialize,
  responseSerialize: json.serialize,
  responseDeserialize: json.deserialize,
});
/** Front answers after calling Back: a request crossing two services. */
const definition = { Front: method('Front'), Back: method('Back') } as grpc.ServiceDefinition;

/** The ids a handler's log lines would carry, and the traceparent it was called with. */
interface Seen {
  traceId?: string;
  spanId?: string;
  sampled?: boolean;
  traceparent?: string;
}
const seen = (traceparent: unknown): Seen => {
  const ids = trace.getSpanContext(context.active());
  return {
    traceId: ids?.traceId,
    spanId: ids?.spanId,
    sampled: ids ? (ids.traceFlags & 1) === 1 : undefined,
    traceparent: traceparent as string | undefined,
  };
};

const TracedServer = class extends grpc.Server {};
TracedServer.prototype.register = own._patchServer!()(grpc.Server.prototype.register as AnyMethod) as never;
const TracedClient = grpc.makeGenericClientConstructor(definition, 'Relay');
const patchMethod = own._getPatchedClientMethods!(grpc);
TracedClient.prototype.Back = patchMethod(TracedClient.prototype.Back as AnyMethod);
/** The caller (an ingress) is not instrumented: it sends the traceparent it is given. */
const Ingress = grpc.makeGenericClientConstructor(definition, 'Relay');

const server = new TracedServer();
let back: InstanceType<typeof TracedClient>;
let ingress: InstanceType<typeof Ingress>;
/** Calls Back through the instrumented client, from the caller's context. */
const callBack = () =>
  new Promise<Seen>((resolve, reject) =>
    (back as unknown as { Back: AnyMethod }).Back({}, (err: Error | null, answer: { back: Seen }) =>
      err ? reject(err) : resolve(answer.back),
    ),
  );

// An HTTP server instrumented the same way (as the edge is): it answers after calling Back.
const httpInstrumentation = new HttpInstrumentation({ enabled: false });
httpInstrumentation.setTracerProvider(provider);
const httpFound = httpSampledFirst(httpInstrumentation, sampler, () => false);
const web = http.createServer((request, response) => {
  const edge = seen(request.headers.traceparent);
  callBack().then(
    (back) => response.end(JSON.stringify({ front: edge, back })),
    () => response.writeHead(500).end(),
  );
});
web.emit = (httpInstrumentation as unknown as Record<string, (component: string) => (original: AnyMethod) => AnyMethod>)
  ._getPatchIncomingRequestFunction!('http')(http.Server.prototype.emit as AnyMethod) as typeof web.emit;
let webUrl: string;

beforeAll(async () => {
  server.addService(definition, {
    Front: (call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
      const front = seen(call.metadata.get('traceparent')[0]);
      callBack().then(
        (answer) => callback(null, { front, back: answer }),
        (err: Error) => callback(err),
      );
    },
    Back: (call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) =>
      callback(null, { back: seen(call.metadata.get('traceparent')[0]) }),
  });
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) =>
      err ? reject(err) : resolve(p),
    ),
  );
  back = new TracedClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  ingress = new Ingress(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  webUrl = `http://127.0.0.1:${(web.address() as { port: number }).port}/member/index/userinfo`;
});

afterAll(async () => {
  back.close();
  ingress.close();
  server.forceShutdown();
  web.close();
  await provider.shutdown();
});

beforeEach(() => {
  exporter.reset();
  spansStarted = 0;
});

/** Calls Front as the ingress would, with a traceparent or none. */
const callFront = (traceparent?: string) =>
  new Promise<{ front: Seen; back: Seen }>((resolve, reject) => {
    const metadata = new grpc.Metadata();
    if (traceparent) metadata.set('traceparent', traceparent);
    (ingress as unknown as { Front: AnyMethod }).Front(
      {},
      metadata,
      (err: Error | null, answer: { front: Seen; back: Seen }) => (err ? reject(err) : resolve(answer)),
    );
  });
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-(0[01])$/;
const newIds = () => ({ traceId: randomBytes(16).toString('hex'), spanId: randomBytes(8).toString('hex') });

describe('deciding sampling before the gRPC instrumentation builds a span', () => {
  it("finds the instrumentations' methods it replaces", () => {
    expect(found).toBe(true);
    expect(httpSampledFirst(new HttpInstrumentation({ enabled: false }), sampler, () => false)).toBe(true);
    expect(grpcSampledFirst(new GrpcInstrumentation({ enabled: false }), sampler)).toBe(true);
  });

  it('starts no span for a call the ingress did not sample, yet passes its trace on unsampled', async () => {
    const ingressIds = newIds();
    const { front, back } = await callFront(`00-${ingressIds.traceId}-${ingressIds.spanId}-00`);
    expect(spansStarted).toBe(0);
    expect(front).toMatchObject({ traceId: ingressIds.traceId, sampled: false });
    expect(front.spanId).toMatch(/^[0-9a-f]{16}$/);
    // Back was called with Front's ids, sampled flag off, and its log lines carry them on.
    expect(back.traceparent).toBe(`00-${ingressIds.traceId}-${front.spanId}-00`);
    expect(back).toMatchObject({ traceId: ingressIds.traceId, sampled: false });
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('starts no span for a new call the sampler drops, and gives it a trace id that travels on', async () => {
    const { front, back } = await callFront();
    expect(spansStarted).toBe(0);
    expect(front.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(front.sampled).toBe(false);
    expect(TRACEPARENT.exec(back.traceparent ?? '')?.slice(1)).toEqual([front.traceId, front.spanId, '00']);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('keeps one trace of server, client and server spans for a sampled call', async () => {
    const ingressIds = newIds();
    const { front, back } = await callFront(`00-${ingressIds.traceId}-${ingressIds.spanId}-01`);
    const spans = exporter.getFinishedSpans();
    const named = (name: string, kind: number) => spans.find((s) => s.name === name && s.kind === kind)!;
    const frontServer = named('grpc.kindred.test.v1.Relay/Front', 1);
    const backClient = named('grpc.kindred.test.v1.Relay/Back', 2);
    const backServer = named('grpc.kindred.test.v1.Relay/Back', 1);
    expect(spans.map((s) => s.spanContext().traceId)).toEqual(Array(3).fill(ingressIds.traceId));
    expect(frontServer.parentSpanContext?.spanId).toBe(ingressIds.spanId);
    expect(backClient.parentSpanContext?.spanId).toBe(frontServer.spanContext().spanId);
    expect(backServer.parentSpanContext?.spanId).toBe(backClient.spanContext().spanId);
    expect(frontServer.attributes).toMatchObject({ 'rpc.system': 'grpc', 'rpc.method': 'Front' });
    expect(front).toMatchObject({ spanId: frontServer.spanContext().spanId, sampled: true });
    expect(back.traceparent).toBe(`00-${ingressIds.traceId}-${backClient.spanContext().spanId}-01`);
  });

  it('asks the sampler once for a new call: the span the instrumentation starts keeps that decision', async () => {
    // Keeps the first new trace it is asked about, drops every one after: a second question would drop it.
    let asked = 0;
    keepNewTraces = () => asked++ === 0;
    try {
      const { front } = await callFront();
      expect(asked).toBe(1);
      expect(front.sampled).toBe(true);
      const names = exporter.getFinishedSpans().map((s) => s.name);
      expect(names.sort()).toEqual([
        'grpc.kindred.test.v1.Relay/Back',
        'grpc.kindred.test.v1.Relay/Back',
        'grpc.kindred.test.v1.Relay/Front',
      ]);
    } finally {
      keepNewTraces = () => false;
    }
  });
});

describe('deciding sampling before the HTTP instrumentation builds a span (the edge)', () => {
  const get = async (traceparent?: string) => {
    const response = await fetch(webUrl, { headers: traceparent ? { traceparent } : {} });
    return (await response.json()) as { front: Seen; back: Seen };
  };

  it('starts no span for a request the ingress did not sample, yet passes its trace on unsampled', async () => {
    expect(httpFound).toBe(true);
    const ingressIds = newIds();
    const { front, back } = await get(`00-${ingressIds.traceId}-${ingressIds.spanId}-00`);
    expect(spansStarted).toBe(0);
    expect(front).toMatchObject({ traceId: ingressIds.traceId, sampled: false });
    expect(back.traceparent).toBe(`00-${ingressIds.traceId}-${front.spanId}-00`);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('starts no span for a new request the sampler drops', async () => {
    const { front, back } = await get();
    expect(spansStarted).toBe(0);
    expect(TRACEPARENT.exec(back.traceparent ?? '')?.slice(1)).toEqual([front.traceId, front.spanId, '00']);
  });

  it('keeps the HTTP server span and its gRPC children in the trace of a sampled request', async () => {
    const ingressIds = newIds();
    await get(`00-${ingressIds.traceId}-${ingressIds.spanId}-01`);
    // The server span ends when the response closes, which may come just after the answer is read.
    while (exporter.getFinishedSpans().length < 3) await new Promise((resolve) => setImmediate(resolve));
    const spans = exporter.getFinishedSpans();
    const edge = spans.find((s) => s.kind === 1 && s.name === 'GET')!;
    expect(edge.parentSpanContext?.spanId).toBe(ingressIds.spanId);
    expect(spans.map((s) => s.spanContext().traceId)).toEqual(Array(3).fill(ingressIds.traceId));
  });
});
