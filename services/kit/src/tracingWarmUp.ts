import type { Tracer } from '@opentelemetry/api';
import { tracing } from '@opentelemetry/sdk-node';
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';

/** Spans serialized a round, as the batch processor's export would (its default batch is 512). */
const ROUND = 500;

/** What `warmUpSpans` did: spans made and serialized, and how long it took. */
export interface WarmUp {
  spans: number;
  ms: number;
}

/**
 * Runs a process's span code and the exporter's serializer on throwaway spans at start, so that V8
 * has optimized them before the first sampled request. At 1% a chat node starts some 40 spans a
 * second and exports twice in ten seconds: without this its first minutes run the SDK's code
 * unoptimized, at ten times the cost a span (docs/observability.md, "Cost").
 *
 * `make` runs the process's own tracing calls with the tracer given, and answers how many spans it
 * ended. That tracer belongs to a provider of its own: nothing made here is exported, and the
 * process's provider, processor and exporter are not touched.
 */
export function warmUpSpans(
  make: (tracer: Tracer) => number,
  rounds = 4,
  env: NodeJS.ProcessEnv = process.env,
): WarmUp {
  const started = performance.now();
  const serializer = tracesProtocol(env) === 'http/json' ? JsonTraceSerializer : ProtobufTraceSerializer;
  let finished: tracing.ReadableSpan[] = [];
  const kept: tracing.SpanProcessor = {
    onStart: () => undefined,
    onEnd: (span) => void finished.push(span),
    forceFlush: () => Promise.resolve(),
    shutdown: () => Promise.resolve(),
  };
  // Keeps every span it is asked for: the process's sampler has already decided (as for real spans).
  const provider = new tracing.BasicTracerProvider({ sampler: new tracing.AlwaysOnSampler(), spanProcessors: [kept] });
  const tracer = provider.getTracer('warm-up');
  let spans = 0;
  for (let round = 0; round < rounds; round++) {
    // A sampler that keeps nothing (ratio 0) gives no spans: there is nothing to warm.
    if (make(tracer) === 0) break;
    for (let at = 0; at < finished.length; at += ROUND) serializer.serializeRequest(finished.slice(at, at + ROUND));
    spans += finished.length;
    finished = [];
  }
  return { spans, ms: performance.now() - started };
}

/** The OTLP protocol the SDK's trace exporter uses (its own reading of the variables). */
function tracesProtocol(env: NodeJS.ProcessEnv): string {
  return (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? '').trim() || 'http/protobuf';
}
