import { ROOT_CONTEXT, SpanKind, trace, type Tracer } from '@opentelemetry/api';
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { node, tracing } from '@opentelemetry/sdk-node';
import { warmUpSpans } from '../src/tracingWarmUp';

// The process's own provider, sampling nothing, as a chat node's at ratio 0 would for new traces.
const exported = new tracing.InMemorySpanExporter();
const processProvider = new node.NodeTracerProvider({
  sampler: new tracing.AlwaysOffSampler(),
  spanProcessors: [new tracing.SimpleSpanProcessor(exported)],
});
trace.setGlobalTracerProvider(processProvider);
afterAll(() => processProvider.shutdown());
afterEach(() => jest.restoreAllMocks());

/** A send's spans as the chat node makes them: a root with attributes and an event, a linked child. */
function sends(count: number) {
  return (tracer: Tracer) => {
    for (let i = 0; i < count; i++) {
      const send = tracer.startSpan('chat send', { kind: SpanKind.SERVER, root: true });
      send.setAttribute('kindred.chat.sender', i);
      send.addEvent('messaging answered');
      send.end();
      const parent = trace.setSpan(ROOT_CONTEXT, send);
      tracer
        .startSpan('chat deliver', { kind: SpanKind.CONSUMER, links: [{ context: send.spanContext() }] }, parent)
        .end();
    }
    return 2 * count;
  };
}

describe('warming a process span code before its first sampled request', () => {
  it('serializes the spans made as the exporter would, in rounds, with a provider of its own', () => {
    const protobuf = jest.spyOn(ProtobufTraceSerializer, 'serializeRequest');
    const json = jest.spyOn(JsonTraceSerializer, 'serializeRequest');
    const warm = warmUpSpans(sends(300), 4, {});
    expect(warm.spans).toBe(2400);
    // 600 spans a round, in exports of at most 500 (the batch processor's default batch is 512).
    expect(protobuf).toHaveBeenCalledTimes(8);
    expect(protobuf.mock.calls.map(([spans]) => spans.length)).toEqual([500, 100, 500, 100, 500, 100, 500, 100]);
    expect(protobuf.mock.calls[0]![0][0]).toMatchObject({
      name: 'chat send',
      events: [{ name: 'messaging answered' }],
    });
    expect(json).not.toHaveBeenCalled();
  });

  it('uses the serializer of the protocol the exporter is configured with', () => {
    const protobuf = jest.spyOn(ProtobufTraceSerializer, 'serializeRequest');
    const json = jest.spyOn(JsonTraceSerializer, 'serializeRequest');
    warmUpSpans(sends(10), 1, { OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' });
    expect(json).toHaveBeenCalledTimes(1);
    warmUpSpans(sends(10), 1, { OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'grpc' });
    expect(protobuf).toHaveBeenCalledTimes(1);
  });

  it('records every span it is asked for whatever the process samples, and exports none of them', () => {
    // The process's sampler has decided before a hand-made span is started: a second, the SDK's
    // reading of these variables, would keep 1% of that 1%.
    const saved = { ...process.env };
    Object.assign(process.env, { OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0' });
    try {
      expect(warmUpSpans(sends(50), 2, {}).spans).toBe(200);
    } finally {
      process.env = saved;
    }
    expect(exported.getFinishedSpans()).toEqual([]);
  });

  it('stops at the first round that makes nothing (a sampler keeping no new trace)', () => {
    const make = jest.fn(() => 0);
    expect(warmUpSpans(make, 4, {}).spans).toBe(0);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
