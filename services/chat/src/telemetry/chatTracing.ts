import { SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { contextFromTraceparent, startSampledSpan, traceparentOf } from '@kindred/kit';

const SEND = { kind: SpanKind.SERVER };
const FRAME = { kind: SpanKind.SERVER };

/** A sampled send's span on the sending node, and its context for messaging and the Redis payload. */
export interface SendSpans {
  send: Span;
  /** Carried to messaging in the StoreMessageRequest and to the receiving node in the delivery. */
  traceparent: string;
}

/**
 * Manual spans of the chat node (uWebSockets.js is not auto-instrumented). A sampled send is one span
 * on the sending node, `chat send`, from the frame to Redis's answer to the delivery command, with an
 * event when messaging answered; messaging's span and the receiving node's `chat deliver` (linked to
 * it as well) are its children, their context carried in the StoreMessageRequest and the Redis
 * payload. Unsampled sends (99% at 1%) build nothing: the decision is one random number.
 */
export function createChatTracing() {
  const tracer = trace.getTracer('kindred-chat');
  let publishing: Span[] = [];
  return {
    /** Times a frame's work (not a send) as its span; its gRPC calls are not children (no context tracking here). */
    frame<T>(opt: number, work: () => Promise<T> | T | void): Promise<T> | T | void {
      // The sampler is asked before any span is built: 99% of frames at 1% build none.
      const span = startSampledSpan(tracer, `chat frame ${opt}`, FRAME);
      if (!span) return work();
      span.setAttribute('kindred.chat.opt', opt);
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

    /** A send frame's span; null when the send is not sampled. */
    startSend(sender: number, contact: number): SendSpans | null {
      const send = startSampledSpan(tracer, 'chat send', SEND);
      if (!send) return null;
      send.setAttribute('kindred.chat.sender', sender);
      send.setAttribute('kindred.chat.contact', contact);
      return { send, traceparent: traceparentOf(send) };
    },

    /**
     * Messaging decided: the outcome goes on the send's span. A stored message's span stays open until
     * Redis answers the tick's delivery command, and the payload carries its context; the answer is the
     * payload's head: `<stored at ms>[,<traceparent>]|`.
     */
    answered(spans: SendSpans | null, outcome: string): string {
      if (!spans) return outcome === 'stored' ? `${Date.now()}|` : '';
      const { send } = spans;
      send.setAttribute('kindred.chat.outcome', outcome);
      if (outcome !== 'stored') {
        if (outcome === 'failed') send.setStatus({ code: SpanStatusCode.ERROR });
        send.end();
        return '';
      }
      send.addEvent('messaging answered');
      publishing.push(send);
      return `${Date.now()},${spans.traceparent}|`;
    },

    /** Wraps the callback of one delivery command: ends the send spans of the messages it carried. */
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

    /** The receiving node's span of a delivery: a child of the send, linked to it as well. */
    delivered(traceparent: string, recipients: number): void {
      const parent = contextFromTraceparent(traceparent);
      if (!parent) return;
      const span = tracer.startSpan(
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
