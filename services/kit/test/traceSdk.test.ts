import { propagation, ROOT_CONTEXT, trace, type Context } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { propagatorFromEnv, spanProcessorsFromEnv } from '../src/tracing/traceSdk';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

/** The headers a propagator writes for a sampled span carrying one baggage entry. */
function injected(propagator: ReturnType<typeof propagatorFromEnv>): Record<string, string> {
  const span = trace.wrapSpanContext({ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: 1 });
  let active: Context = trace.setSpan(ROOT_CONTEXT, span);
  active = propagation.setBaggage(active, propagation.createBaggage({ member: { value: '7' } }));
  const headers: Record<string, string> = {};
  propagator?.inject(active, headers, { set: (carrier, key, value) => void (carrier[key] = value) });
  return headers;
}

describe('the trace set-up reads OTEL_TRACES_EXPORTER as the SDK does', () => {
  it('unset or otlp: the given OTLP exporter behind a batch processor, which exports ended spans', async () => {
    delete process.env.OTEL_TRACES_EXPORTER;
    const exporter = new InMemorySpanExporter();
    const processors = spanProcessorsFromEnv(exporter);
    expect(processors).toHaveLength(1);
    expect(processors[0]).toBeInstanceOf(BatchSpanProcessor);
    const provider = new BasicTracerProvider({ spanProcessors: processors });
    provider.getTracer('test').startSpan('chat send').end();
    await provider.forceFlush();
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(['chat send']);
    process.env.OTEL_TRACES_EXPORTER = 'otlp';
    expect(spanProcessorsFromEnv(exporter)).toHaveLength(1);
    await provider.shutdown();
  });

  it('none: no processor, so no tracer provider is registered and no span is recorded', () => {
    process.env.OTEL_TRACES_EXPORTER = 'none';
    expect(spanProcessorsFromEnv(new InMemorySpanExporter())).toEqual([]);
  });

  it('console: the SDK console exporter on this thread; an exporter Kindred does not ship: nothing', () => {
    process.env.OTEL_TRACES_EXPORTER = 'console';
    const processors = spanProcessorsFromEnv();
    expect(processors).toHaveLength(1);
    expect(processors[0]).toBeInstanceOf(SimpleSpanProcessor);
    process.env.OTEL_TRACES_EXPORTER = 'zipkin';
    expect(spanProcessorsFromEnv()).toEqual([]);
  });
});

describe('the trace set-up reads OTEL_PROPAGATORS', () => {
  it('unset: W3C trace context and baggage, as the SDK registers by default', () => {
    delete process.env.OTEL_PROPAGATORS;
    const headers = injected(propagatorFromEnv());
    expect(headers.traceparent).toBe(`00-${'a'.repeat(32)}-${'b'.repeat(16)}-01`);
    expect(headers.baggage).toBe('member=7');
  });

  it('tracecontext alone writes no baggage; none registers no propagator', () => {
    process.env.OTEL_PROPAGATORS = 'tracecontext';
    expect(Object.keys(injected(propagatorFromEnv()))).toEqual(['traceparent']);
    process.env.OTEL_PROPAGATORS = 'none';
    expect(propagatorFromEnv()).toBeUndefined();
  });
});
