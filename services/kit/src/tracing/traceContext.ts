import { ROOT_CONTEXT, trace, TraceFlags, type Context, type Span } from '@opentelemetry/api';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/**
 * A W3C `traceparent` for a span, for hops the instrumentations cannot see (a message in a gRPC
 * stream, a Redis pub/sub payload); empty when the span is not sampled, so unsampled work carries
 * nothing.
 */
export function traceparentOf(span: Span | undefined): string {
  if (!span?.isRecording()) return '';
  const { traceId, spanId, traceFlags } = span.spanContext();
  return `00-${traceId}-${spanId}-${traceFlags & TraceFlags.SAMPLED ? '01' : '00'}`;
}

/** The remote parent a `traceparent` names (as the W3C propagator reads it), or none when malformed. */
export function contextFromTraceparent(value: string | undefined): Context | undefined {
  const match = value ? TRACEPARENT.exec(value) : null;
  if (!match || /^0+$/.test(match[1]!) || /^0+$/.test(match[2]!)) return undefined;
  return trace.setSpanContext(ROOT_CONTEXT, {
    traceId: match[1]!,
    spanId: match[2]!,
    traceFlags: parseInt(match[3]!, 16) & TraceFlags.SAMPLED,
    isRemote: true,
  });
}
