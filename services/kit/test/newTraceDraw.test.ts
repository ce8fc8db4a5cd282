import { context, SpanKind, ROOT_CONTEXT, trace, type Attributes, type Context, type Link } from '@opentelemetry/api';
import * as tracing from '@opentelemetry/sdk-trace-base';
import { HandedTraceIds, newTraceBound, traceIdDrawing } from '../src/tracing/newTraceDraw';
import { DecidedFirst } from '../src/tracing/sampledFirst';
import { SyncContextManager } from '../src/tracing/syncContext';
import { UnsampledSpan } from '../src/tracing/unsampledSpan';

/** The number the SDK's ratio sampler compares with its bound: the trace id's four words XORed. */
const accumulated = (traceId: string) =>
  [0, 8, 16, 24].reduce((acc, at) => (acc ^ parseInt(traceId.slice(at, at + 8), 16)) >>> 0, 0);

/** The configured sampler (still of its own class), counting the questions it is asked. */
function counted<S extends tracing.Sampler>(sampler: S) {
  const spy = jest.spyOn(sampler as tracing.Sampler, 'shouldSample');
  return {
    wrapped: sampler,
    asked: {
      get count() {
        return spy.mock.calls.length;
      },
    },
  };
}

/** A tracer provider as the chat node's: the decided-first sampler and kit's trace id generator. */
function chatProvider(configured: tracing.Sampler) {
  const ids = new HandedTraceIds();
  const decided = new DecidedFirst(configured, ids);
  const exporter = new tracing.InMemorySpanExporter();
  let spansStarted = 0;
  const provider = new tracing.BasicTracerProvider({
    idGenerator: ids,
    sampler: {
      shouldSample(parent: Context, traceId: string, name: string, kind: SpanKind, attrs: Attributes, links: Link[]) {
        spansStarted++;
        return decided.shouldSample(parent, traceId, name, kind, attrs, links);
      },
    },
    spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
  });
  const tracer = provider.getTracer('test');
  return {
    start: () => decided.startSampled(tracer, 'chat send', { kind: SpanKind.SERVER }),
    /** A request as an entry point decides it: `traced` starts the request's span, as the instrumentation does. */
    request: (parent?: Context) =>
      decided.decide(
        parent,
        'GET',
        SpanKind.SERVER,
        () => {
          const span = tracer.startSpan('GET', { kind: SpanKind.SERVER }, parent ?? ROOT_CONTEXT);
          span.end();
          return span;
        },
        () => trace.getSpan(context.active()),
      ),
    exporter,
    spansStarted: () => spansStarted,
  };
}

describe('the chat node’s cheap decision for a new trace', () => {
  it('draws trace ids that the ratio sampler reads as the drawn number', () => {
    for (const value of [0, 1, 42_949_671, 42_949_672, 0x7fffffff, 0x80000000, 0xffffffff]) {
      for (let i = 0; i < 50; i++) {
        const traceId = traceIdDrawing(value);
        expect(traceId).toMatch(/^[0-9a-f]{32}$/);
        expect(traceId).not.toMatch(/^0+$/);
        expect(accumulated(traceId)).toBe(value);
      }
    }
  });

  it('reads the bound from the configured sampler itself', () => {
    const ratio = new tracing.TraceIdRatioBasedSampler(0.01);
    const bound = newTraceBound(new tracing.ParentBasedSampler({ root: ratio }))!;
    // The ratio sampler keeps the number just under the bound and drops the bound itself.
    const keeps = (value: number) =>
      ratio.shouldSample(ROOT_CONTEXT, traceIdDrawing(value)).decision === tracing.SamplingDecision.RECORD_AND_SAMPLED;
    expect(keeps(bound - 1)).toBe(true);
    expect(keeps(bound)).toBe(false);
    expect(bound / 0x100000000).toBeCloseTo(0.01, 6);
    expect(newTraceBound(new tracing.TraceIdRatioBasedSampler(0.25))! / 0x100000000).toBeCloseTo(0.25, 6);
    expect(newTraceBound(new tracing.ParentBasedSampler({ root: new tracing.AlwaysOnSampler() }))).toBe(0x100000000);
    expect(newTraceBound(new tracing.AlwaysOffSampler())).toBe(0);
    // A sampler of another kind is asked for every span, as before.
    const custom = { shouldSample: () => ({ decision: tracing.SamplingDecision.RECORD_AND_SAMPLED }) };
    expect(newTraceBound(custom)).toBeUndefined();
    expect(newTraceBound(new tracing.ParentBasedSampler({ root: custom }))).toBeUndefined();
  });

  it('builds no span and asks the sampler nothing for a send it drops', () => {
    const { wrapped, asked } = counted(
      new tracing.ParentBasedSampler({ root: new tracing.TraceIdRatioBasedSampler(0) }),
    );
    const chat = chatProvider(wrapped);
    // Finding the bound asked the sampler at start; sends ask nothing more.
    const atStart = asked.count;
    for (let i = 0; i < 10_000; i++) expect(chat.start()).toBeUndefined();
    expect(asked.count).toBe(atStart);
    expect(chat.spansStarted()).toBe(0);
  });

  it('keeps the configured share, asks the sampler once per kept send, and gives the span the drawn trace id', () => {
    const ratio = new tracing.TraceIdRatioBasedSampler(0.05);
    const { wrapped, asked } = counted(new tracing.ParentBasedSampler({ root: ratio }));
    const chat = chatProvider(wrapped);
    const atStart = asked.count;
    const sends = 20_000;
    let kept = 0;
    for (let i = 0; i < sends; i++) {
      const span = chat.start();
      if (!span) continue;
      kept++;
      span.end();
    }
    // 1,000 expected; the binomial's standard deviation is about 31.
    expect(kept).toBeGreaterThan(850);
    expect(kept).toBeLessThan(1150);
    expect(asked.count - atStart).toBe(kept);
    expect(chat.spansStarted()).toBe(kept);
    const spans = chat.exporter.getFinishedSpans();
    expect(spans).toHaveLength(kept);
    // Each kept span's trace id is one the configured ratio sampler keeps on its own: a process that
    // samples by the same ratio (not parent-based) keeps the same traces.
    for (const span of spans) {
      const { traceId } = span.spanContext();
      expect(ratio.shouldSample(ROOT_CONTEXT, traceId).decision).toBe(tracing.SamplingDecision.RECORD_AND_SAMPLED);
    }
    expect(new Set(spans.map((s) => s.spanContext().traceId)).size).toBe(kept);
  });

  it('with another sampler, asks it on a fresh trace id for every send', () => {
    let keep = false;
    const { wrapped, asked } = counted({
      shouldSample: () => ({
        decision: keep ? tracing.SamplingDecision.RECORD_AND_SAMPLED : tracing.SamplingDecision.NOT_RECORD,
      }),
    });
    const chat = chatProvider(wrapped);
    expect(chat.start()).toBeUndefined();
    keep = true;
    chat.start()!.end();
    expect(asked.count).toBe(2);
    expect(chat.spansStarted()).toBe(1);
  });
});

describe('an entry point’s decision for a request', () => {
  beforeAll(() => context.setGlobalContextManager(new SyncContextManager()));
  afterAll(() => context.disable());

  it('runs a dropped new request under a span that makes its ids only when read', () => {
    const { wrapped, asked } = counted(
      new tracing.ParentBasedSampler({ root: new tracing.TraceIdRatioBasedSampler(0) }),
    );
    const edge = chatProvider(wrapped);
    const atStart = asked.count;
    const span = edge.request();
    expect(span).toBeInstanceOf(UnsampledSpan);
    expect((span as unknown as { ids?: unknown }).ids).toBeUndefined();
    const ids = span!.spanContext();
    expect(ids.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(ids.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(ids.traceFlags).toBe(0);
    expect(trace.isSpanContextValid(ids)).toBe(true);
    expect(span!.spanContext()).toBe(ids);
    expect(span!.isRecording()).toBe(false);
    expect(asked.count).toBe(atStart);
    expect(edge.spansStarted()).toBe(0);
  });

  it('continues an unsampled remote parent under its trace id, and a sampled one in a span of its trace', () => {
    const edge = chatProvider(new tracing.ParentBasedSampler({ root: new tracing.AlwaysOnSampler() }));
    const remote = (flags: number) =>
      trace.setSpanContext(ROOT_CONTEXT, {
        traceId: '0af7651916cd43dd8448eb211c80319c',
        spanId: 'b7ad6b7169203331',
        traceFlags: flags,
        isRemote: true,
      });
    const unsampled = edge.request(remote(0))!;
    expect(unsampled).toBeInstanceOf(UnsampledSpan);
    expect(unsampled.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(unsampled.spanContext().spanId).not.toBe('b7ad6b7169203331');
    const sampled = edge.request(remote(1))!;
    expect(sampled).not.toBeInstanceOf(UnsampledSpan);
    expect(sampled.spanContext().traceFlags).toBe(1);
    expect(edge.exporter.getFinishedSpans()).toHaveLength(1);
    expect(sampled.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(edge.spansStarted()).toBe(1);
  });

  it('gives a kept new request’s span the trace id its decision was drawn on', () => {
    const ratio = new tracing.TraceIdRatioBasedSampler(0.05);
    const edge = chatProvider(new tracing.ParentBasedSampler({ root: ratio }));
    let kept = 0;
    for (let i = 0; i < 4_000; i++) {
      const span = edge.request()!;
      if (span instanceof UnsampledSpan) continue;
      kept++;
      expect(ratio.shouldSample(ROOT_CONTEXT, span.spanContext().traceId).decision).toBe(
        tracing.SamplingDecision.RECORD_AND_SAMPLED,
      );
    }
    // 200 expected; the binomial's standard deviation is about 14.
    expect(kept).toBeGreaterThan(140);
    expect(kept).toBeLessThan(260);
    expect(edge.spansStarted()).toBe(kept);
  });
});
