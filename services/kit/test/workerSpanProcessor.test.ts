import path from 'node:path';
import { context, SpanKind, trace, TraceFlags } from '@opentelemetry/api';
import { tracing } from '@opentelemetry/sdk-node';
import { startOtlpReceiver } from '../../edge/test/otlpReceiver';
import { WorkerSpanProcessor } from '../src/workerSpanProcessor';

// The worker runs built JavaScript: `make test` builds the services before jest runs.
const WORKER = path.join(__dirname, '../dist/exportWorker.js');

describe('the worker span processor (spans exported from a worker thread)', () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  const saved = { ...process.env };

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
  });
  afterAll(() => receiver.stop());
  afterEach(() => {
    process.env = { ...saved };
    receiver.spans.length = 0;
    receiver.requests.length = 0;
  });

  function providerWith(env: Record<string, string>) {
    Object.assign(process.env, { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, ...env });
    const processor = WorkerSpanProcessor.start(WORKER);
    if (!processor) throw new Error(`${WORKER} is not built (npx tsc -b services/tsconfig.json)`);
    const provider = new tracing.BasicTracerProvider({ spanProcessors: [processor] });
    return { processor, provider };
  }

  it.each(['http/protobuf', 'http/json'])(
    'exports sampled spans over %s, a resource once per request',
    async (protocol) => {
      const { processor, provider } = providerWith({
        OTEL_EXPORTER_OTLP_PROTOCOL: protocol,
        OTEL_BSP_SCHEDULE_DELAY: '50',
      });
      const tracer = provider.getTracer('kindred-chat');
      const send = tracer.startSpan('chat send', { kind: SpanKind.SERVER, attributes: { 'kindred.chat.sender': 7 } });
      send.addEvent('messaging answered');
      send.end();
      // A second hand-off (after the first is on its way) still lands under the same resource.
      await new Promise((resolve) => setTimeout(resolve, 120));
      const deliver = tracer.startSpan(
        'chat deliver',
        { kind: SpanKind.CONSUMER, links: [{ context: send.spanContext() }] },
        trace.setSpan(context.active(), send),
      );
      deliver.end();
      await processor.forceFlush();

      expect(receiver.spans.map((span) => span.name)).toEqual(['chat send', 'chat deliver']);
      const [sent, delivered] = receiver.spans;
      expect(sent).toMatchObject({
        kind: SpanKind.SERVER + 1,
        attributes: { 'kindred.chat.sender': 7 },
        events: ['messaging answered'],
      });
      expect(delivered).toMatchObject({ traceId: sent!.traceId, parentSpanId: sent!.spanId });
      expect(delivered!.links).toEqual([{ traceId: sent!.traceId, spanId: sent!.spanId }]);
      expect(receiver.requests.every((request) => request.resources === 1)).toBe(true);
      await provider.shutdown();
    },
  );

  it('hands over only sampled spans, and no more than OTEL_BSP_MAX_QUEUE_SIZE waiting at once', async () => {
    const { processor, provider } = providerWith({ OTEL_BSP_MAX_QUEUE_SIZE: '3' });
    const tracer = provider.getTracer('kindred-chat');
    const unsampled = trace.wrapSpanContext({
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: TraceFlags.NONE,
    });
    // Not sampled: its own span context says so, and the processor skips it as the SDK's does.
    processor.onEnd({
      ...(tracer.startSpan('x') as unknown as tracing.ReadableSpan),
      spanContext: () => unsampled.spanContext(),
    });
    for (let i = 0; i < 5; i++) tracer.startSpan(`span ${i}`).end();
    await processor.forceFlush();
    expect(receiver.spans.map((span) => span.name)).toEqual(['span 0', 'span 1', 'span 2']);
    await provider.shutdown();
  });

  it('exports what is still waiting when the provider shuts down', async () => {
    const { provider } = providerWith({ OTEL_BSP_SCHEDULE_DELAY: '60000' });
    provider.getTracer('kit').startSpan('POST /member/index/userinfo').end();
    await provider.shutdown();
    expect(receiver.spans.map((span) => span.name)).toEqual(['POST /member/index/userinfo']);
  });
});
