import { deserialize, serialize } from 'node:v8';
import { context, createTraceState, SpanKind, SpanStatusCode, trace, TraceFlags } from '@opentelemetry/api';
import * as tracing from '@opentelemetry/sdk-trace-base';
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { fromSpanBatch, toSpanBatch } from '../src/tracing/spanRecords';

/** Ended spans of two tracers (two instrumentation scopes) with every part the OTLP exporter reads. */
function endedSpans(): tracing.ReadableSpan[] {
  const exporter = new tracing.InMemorySpanExporter();
  const provider = new tracing.BasicTracerProvider({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] });
  const remote = {
    traceId: '0af7651916cd43dd8448eb211c80319c',
    spanId: 'b7ad6b7169203331',
    traceFlags: TraceFlags.SAMPLED,
    isRemote: true,
    traceState: createTraceState('vendor=value,other=1'),
  };
  const server = provider.getTracer('kit', '1.2.3');
  const parent = server.startSpan(
    'POST /member/index/userinfo',
    { kind: SpanKind.SERVER, attributes: { 'http.response.status_code': 200, 'url.path': '/member/index/userinfo' } },
    trace.setSpanContext(context.active(), remote),
  );
  const child = provider
    .getTracer('chat')
    .startSpan(
      'chat send',
      { kind: SpanKind.CLIENT, links: [{ context: remote, attributes: { reason: 'delivery' } }] },
      trace.setSpan(context.active(), parent),
    );
  child.addEvent('messaging answered', { outcome: 'stored', ids: [1, 2, 3] });
  child.recordException(new Error('redis away'));
  child.setStatus({ code: SpanStatusCode.ERROR, message: 'not delivered' });
  child.end();
  parent.end();
  return exporter.getFinishedSpans();
}

describe('span records (what the export worker receives)', () => {
  it('serialize to the same OTLP protobuf and JSON after a trip through a worker message', () => {
    const spans = endedSpans();
    // What postMessage does to a message: the structured clone algorithm (v8's serializer).
    const received = fromSpanBatch(deserialize(serialize(toSpanBatch(spans))));
    const decode = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('hex');
    expect(decode(ProtobufTraceSerializer.serializeRequest(received))).toBe(
      decode(ProtobufTraceSerializer.serializeRequest(spans)),
    );
    const json = (bytes: Uint8Array | undefined) => JSON.parse(Buffer.from(bytes ?? []).toString('utf8'));
    const sent = json(JsonTraceSerializer.serializeRequest(spans));
    expect(json(JsonTraceSerializer.serializeRequest(received))).toEqual(sent);
    // The request holds both scopes under one resource, and the parts a lossy copy would drop.
    expect(sent.resourceSpans).toHaveLength(1);
    expect(sent.resourceSpans[0].scopeSpans).toHaveLength(2);
    const send = sent.resourceSpans[0].scopeSpans.flatMap((scope: { spans: unknown[] }) => scope.spans)[0];
    expect(send).toMatchObject({ name: 'chat send', status: { code: 2, message: 'not delivered' } });
    expect(send.links[0].traceState).toBe('vendor=value,other=1');
    expect(send.events.map((event: { name: string }) => event.name)).toEqual(['messaging answered', 'exception']);
  });

  it('carry each resource and scope once, however many spans share them', () => {
    const spans = endedSpans();
    const batch = toSpanBatch([...spans, ...spans]);
    expect(batch.resources).toHaveLength(1);
    expect(batch.scopes.map((scope) => scope.name).sort()).toEqual(['chat', 'kit']);
    const [first, second, third] = fromSpanBatch(batch);
    expect(first?.resource).toBe(second?.resource);
    expect(first?.instrumentationScope).toBe(third?.instrumentationScope);
    expect(first?.instrumentationScope).not.toBe(second?.instrumentationScope);
  });
});
