import type uWS from 'uWebSockets.js';
import { tracingActive } from '@kindred/kit';
import { createChatMetrics, type ChatOccupancy } from './chatMetrics';
import { createChatTracing, type SendSpans } from './chatTracing';

/** What a send in flight carries for telemetry: when it started, and its spans when sampled. */
export interface SendMark {
  at: number;
  spans: SendSpans | null;
}

const OPEN_BRACE = 123;

/**
 * The chat node's metrics and traces behind the few calls server.ts makes on its hot path (see
 * docs/observability.md). Tracing costs nothing unless the process started it (an OTLP endpoint).
 */
export function createChatTelemetry(occupancy: () => ChatOccupancy) {
  const metrics = createChatMetrics(occupancy);
  const tracing = tracingActive() ? createChatTracing() : null;
  return {
    frameIn: metrics.frameIn,
    frameOut: metrics.frameOut,
    /** The /metrics page: the node's figures and the process's dependency figures. */
    text: metrics.text,

    /** A frame's work other than a send, inside the frame's span when traced. */
    frame<T>(opt: number, work: () => Promise<T> | T | void): Promise<T> | T | void {
      return tracing ? tracing.frame(opt, work) : work();
    },

    startSend(sender: number, contact: number): SendMark {
      return { at: performance.now(), spans: tracing ? tracing.startSend(sender, contact) : null };
    },

    /** A send refused before it reached messaging (the contact is not a member). */
    refused(outcome: string): void {
      metrics.send(outcome);
    },

    /**
     * Messaging's answer to a send; for a stored message, the head to put before the frame in the
     * Redis delivery payload (stored-at time for the fan-out lag, and the trace context when traced).
     */
    answered(mark: SendMark | undefined, outcome: string): string {
      metrics.send(outcome, mark?.at);
      if (tracing) return tracing.answered(mark?.spans ?? null, outcome);
      return outcome === 'stored' ? `${Date.now()}|` : '';
    },

    /** Wraps the callback of one delivery command: its round trip, its failure, its publish spans. */
    published(done: (err?: Error | null) => void): (err?: Error | null) => void {
      const started = performance.now();
      const inner = tracing ? tracing.published(done) : done;
      return (err) => {
        metrics.published((performance.now() - started) / 1000, Boolean(err));
        inner(err);
      };
    },

    /**
     * A payload from Redis, from `start` (after the skip field): answers the frame to relay. A
     * delivery's head (`<ms>[,<traceparent>]|`) gives the fan-out lag and the delivery span.
     */
    received(payload: string, start: number, sockets: number): string {
      if (payload.charCodeAt(start) === OPEN_BRACE) {
        metrics.relayed(null);
        return payload.slice(start);
      }
      const bar = payload.indexOf('|', start);
      const comma = payload.indexOf(',', start);
      const traced = comma >= 0 && comma < bar;
      metrics.relayed(Date.now() - Number(payload.slice(start, traced ? comma : bar)));
      if (traced && tracing) tracing.delivered(payload.slice(comma + 1, bar), sockets);
      return payload.slice(bar + 1);
    },

    /** GET /metrics on the node's own port. */
    serveMetrics(res: uWS.HttpResponse): void {
      let aborted = false;
      res.onAborted(() => (aborted = true));
      metrics.text().then((text) => {
        if (aborted) return;
        res.cork(() => {
          res.writeHeader('content-type', metrics.registry.contentType).end(text);
        });
      });
    },
  };
}

export type ChatTelemetry = ReturnType<typeof createChatTelemetry>;
