import { SpanKind } from '@opentelemetry/api';
import * as tracing from '@opentelemetry/sdk-trace-base';
import * as node from '@opentelemetry/sdk-trace-node';
import { DecidedFirst } from '../src/tracing/sampledFirst';

// The chat node's case: spans made by hand, a 1-in-N sampler the tests steer, and a tracer provider
// that counts every span it is asked to start (recording or not).
let keep: () => boolean = () => false;
let asked = 0;
const sampler = new DecidedFirst(
  new tracing.ParentBasedSampler({
    root: {
      shouldSample: () => {
        asked++;
        return { decision: keep() ? tracing.SamplingDecision.RECORD_AND_SAMPLED : tracing.SamplingDecision.NOT_RECORD };
      },
    },
  }),
);
let spansStarted = 0;
const exporter = new tracing.InMemorySpanExporter();
const provider = new node.NodeTracerProvider({
  sampler: {
    shouldSample(...args: Parameters<DecidedFirst['shouldSample']>) {
      spansStarted++;
      return sampler.shouldSample(...args);
    },
  },
  spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
});
const tracer = provider.getTracer('kindred-chat');

beforeEach(() => {
  exporter.reset();
  spansStarted = 0;
  asked = 0;
});
afterAll(() => provider.shutdown());

describe('starting a hand-made span only when the sampler keeps it (the chat node)', () => {
  it('builds no span for a frame the sampler drops', () => {
    keep = () => false;
    const span = sampler.startSampled(tracer, 'chat send', { kind: SpanKind.SERVER });
    expect(span).toBeUndefined();
    expect(asked).toBe(1);
    expect(spansStarted).toBe(0);
    expect(exporter.getFinishedSpans()).toHaveLength(0);
  });

  it('asks the sampler once for a kept frame: the span keeps that decision', () => {
    // Keeps the first question only: a second one would drop the span.
    keep = () => asked === 1;
    const span = sampler.startSampled(tracer, 'chat frame 2', {
      kind: SpanKind.SERVER,
      attributes: { 'kindred.chat.opt': 2 },
    });
    expect(span?.isRecording()).toBe(true);
    span!.end();
    expect(asked).toBe(1);
    const [exported] = exporter.getFinishedSpans();
    expect(exported?.name).toBe('chat frame 2');
    expect(exported?.attributes['kindred.chat.opt']).toBe(2);
  });
});
