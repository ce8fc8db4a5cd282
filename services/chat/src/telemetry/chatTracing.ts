import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { contextFromTraceparent, startSampledSpan, traceparentOf } from '@kindred/kit';

const SEND = { kind: SpanKind.SERVER };

/** The spans of one send on the sending node: the frame, and the messaging call inside it. */
export interface SendSpans {
  frame: Span;
  store: Span;
  /** Carried to messaging in the StoreMessageRequest: its span joins this trace. */
  traceparent: string;
}

/**
 * Manual spans of the chat node (uWebSockets.js is not auto-instrumented): a span per frame that
 * leads to work; for a send, the messaging call, the Redis publish, and the delivery on the
 * receiving node, whose context travels in the Redis payload. Only sampled sends carry anything.
 */
export function createChatTracing() {
  const kindredTracer = trace.getTracer('kindred-chat');
  const tracer = () => kindredTracer;
  let publishing: Span[] = [];
  return {
    /** Times a frame's work (not a send) as its span; its gRPC calls are not children (no context tracking here). */
    frame<T>(opt: number, work: () => Promise<T> | T | void): Promise<T> | T | void {
      // The sampler is asked before any span is built: 99% of frames at 1% build none.
      const span = startSampledSpan(tracer(), `chat frame ${opt}`, {
        kind: SpanKind.SERVER,
        attributes: { 'kindred.chat.opt': opt },
      });
      if (!span) return work();
      const result = work();
      if (result && typeof (result as Promise<T>).then === 'function') {
        (result as Promise<T>).then(
          () => span.end(),
          (err: Error) => {
            span.recordException(err);
            span.setStatus({ code: SpanStatusCode.ERROR });
            span.end();
          },
        );
      } else span.end();
      return result;
    },

    /** A send frame's span and its messaging call's span; null when the send is not sampled. */
    startSend(sender: number, contact: number): SendSpans | null {
      // The 99% of sends that are not sampled pay for the sampler's decision alone.
      const frame = startSampledSpan(tracer(), 'chat send', SEND);
      if (!frame) return null;
      frame.setAttributes({ 'kindred.chat.opt': 1, 'kindred.chat.sender': sender, 'kindred.chat.contact': contact });
      const store = tracer().startSpan(
        'messaging StoreMessages',
        {
          kind: SpanKind.CLIENT,
          attributes: { 'rpc.system': 'grpc', 'rpc.service': 'kindred.messaging.v1.MessagingService' },
        },
        trace.setSpan(context.active(), frame),
      );
      return { frame, store, traceparent: traceparentOf(store) };
    },

    /**
     * Messaging decided: the store span ends with the outcome. A stored message gets a publish span
     * (ended when Redis answers the tick's delivery command) whose context the payload carries; the
     * answer is the payload's head: `<stored at ms>[,<traceparent>]|`.
     */
    answered(spans: SendSpans | null, outcome: string): string {
      if (spans) {
        spans.store.setAttribute('kindred.chat.outcome', outcome);
        if (outcome === 'failed') spans.store.setStatus({ code: SpanStatusCode.ERROR });
        spans.store.end();
      }
      if (outcome !== 'stored') {
        spans?.frame.end();
        return '';
      }
      if (!spans) return `${Date.now()}|`;
      const publish = tracer().startSpan(
        'redis publish chat delivery',
        { kind: SpanKind.PRODUCER, attributes: { 'db.system': 'redis', 'messaging.system': 'redis' } },
        trace.setSpan(context.active(), spans.frame),
      );
      publishing.push(publish);
      spans.frame.end();
      return `${Date.now()},${traceparentOf(publish)}|`;
    },

    /** Wraps the callback of one delivery command: ends the publish spans of the messages it carried. */
    published(done: (err?: Error | null) => void): (err?: Error | null) => void {
      if (!publishing.length) return done;
      const spans = publishing;
      publishing = [];
      return (err) => {
        for (const span of spans) {
          if (err) span.setStatus({ code: SpanStatusCode.ERROR, message: err.message });
          span.end();
        }
        done(err);
      };
    },

    /** The receiving node's span of a delivery: a child of the publish, linked to it as well. */
    delivered(traceparent: string, recipients: number): void {
      const parent = contextFromTraceparent(traceparent);
      if (!parent) return;
      const span = tracer().startSpan(
        'chat deliver',
        {
          kind: SpanKind.CONSUMER,
          attributes: { 'messaging.system': 'redis', 'kindred.chat.sockets': recipients },
          links: [{ context: trace.getSpanContext(parent)! }],
        },
        parent,
      );
      span.end();
    },
  };
}

export type ChatTracing = ReturnType<typeof createChatTracing>;
