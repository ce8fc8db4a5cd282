import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { contextFromTraceparent } from '@kindred/kit';

let messagingTracer: ReturnType<typeof trace.getTracer> | undefined;
const tracer = () => (messagingTracer ??= trace.getTracer('kindred-messaging'));

/**
 * A send on the StoreMessages stream carries the sending chat node's trace context (the stream
 * itself is one long call, so the gRPC instrumentation's span cannot stand for a message): its span
 * here joins the message's trace. Unsampled sends carry none and cost nothing.
 */
export function startStoreSpan(traceparent: string | undefined): Span | undefined {
  const parent = contextFromTraceparent(traceparent);
  if (!parent) return undefined;
  return tracer().startSpan('messaging store chat message', { kind: SpanKind.SERVER }, parent);
}

/**
 * Runs a batch's storing inside its lead send's span when that send is sampled: the batch's Postgres
 * spans land there. One set of statements stores up to batchMax sends; run under whichever send is
 * sampled, most batches at load would be traced (a batch of 50 holds a sampled send 40% of the time at
 * 1%), while the lead send is sampled exactly as often as the sampler says. The other sampled sends of
 * the batch keep their own span (outcome, batch size).
 */
export function withinLeadSpan<T>(spans: Array<Span | undefined>, work: () => Promise<T>): Promise<T> {
  const lead = spans[0];
  return lead ? context.with(trace.setSpan(context.active(), lead), work) : work();
}

export function endStoreSpan(span: Span | undefined, outcome: string, batchSize: number): void {
  if (!span) return;
  span.setAttributes({ 'kindred.chat.outcome': outcome, 'kindred.chat.batch_size': batchSize });
  if (outcome === 'failed') span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}
