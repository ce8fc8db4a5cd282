import type * as grpc from '@grpc/grpc-js';
import { contextMetadata, type Logger } from '@kindred/kit';
import type { Caller__Output as Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import type { MessagingServiceClient } from '@kindred/kit/generated/kindred/messaging/v1/MessagingService';
import type { StoreMessageBatch } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageBatch';
import type { StoreMessageRequest } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageRequest';
import type { StoreMessageResult__Output } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageResult';
import type { StoreMessageResults__Output } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageResults';

type Stream = grpc.ClientDuplexStream<StoreMessageBatch, StoreMessageResults__Output>;

/** Whose rights a send carries: the stream sends them once per stream, and again after they change. */
export interface RightsHolder {
  caller: Caller;
  /** The stream generation that has this caller; anything else means it must be sent (again). */
  callerSentOn: number;
}

/** One send in flight: what the node needs to answer it once messaging has decided. */
export interface PendingSend<T> {
  holder: RightsHolder;
  request: StoreMessageRequest;
  context: T;
  retried: boolean;
  /** When it was queued (ms): a send unanswered after the store timeout is failed to its socket. */
  at: number;
  /** Already answered `failed` (timeout): a late result still goes through, so that a stored message is delivered. */
  timedOut: boolean;
}

/**
 * The node's one long-lived StoreMessages stream: the sends of every socket made during one tick go
 * to messaging as one stream message, and messaging stores what queues up together. The caller's
 * rights travel once per member and stream (not with every message). Answers are matched by
 * `client_ref`. If the stream breaks, the sends in flight fail (their sockets get an error frame;
 * nothing was acknowledged) and the next send opens a new stream.
 */
export class MessageStream<T> {
  private stream: Stream | null = null;
  private generation = 0;
  private readonly pending = new Map<string, PendingSend<T>>();
  private outbox: StoreMessageRequest[] = [];
  private flushing = false;
  private seq = 0;
  private readonly watchdog: NodeJS.Timeout;

  /**
   * `timeoutMs`: a send messaging has not answered by then is answered `failed` (store_timeout), so a
   * member of a stuck or paused messaging is told within that time and can resend (the same `ref`
   * is stored once however many times it is sent).
   */
  constructor(
    private readonly client: MessagingServiceClient,
    private readonly logger: Logger,
    private readonly onResult: (send: PendingSend<T>, result: StoreMessageResult__Output) => void,
    private readonly timeoutMs = 5_000,
  ) {
    this.watchdog = setInterval(this.expire, Math.max(50, Math.min(1_000, timeoutMs / 4)));
    this.watchdog.unref();
  }

  /** Queues a send (`client_ref`, `sender_id` and `caller` are filled in here); answered through `onResult`. */
  store(holder: RightsHolder, request: StoreMessageRequest, context: T): void {
    const send: PendingSend<T> = { holder, request, context, retried: false, at: Date.now(), timedOut: false };
    request.client_ref = (++this.seq).toString(36);
    this.enqueue(send);
  }

  private enqueue(send: PendingSend<T>): void {
    this.open();
    const { holder, request } = send;
    request.sender_id = holder.caller.user_id;
    if (holder.callerSentOn !== this.generation) {
      request.caller = holder.caller;
      holder.callerSentOn = this.generation;
    } else request.caller = null;
    this.pending.set(request.client_ref!, send);
    this.outbox.push(request);
    if (!this.flushing) {
      this.flushing = true;
      setImmediate(this.flush);
    }
  }

  private readonly expire = () => {
    const due = Date.now() - this.timeoutMs;
    for (const send of this.pending.values()) {
      if (send.timedOut || send.at > due) continue;
      send.timedOut = true;
      this.onResult(send, failure(send, 'store_timeout'));
    }
  };

  private readonly flush = () => {
    this.flushing = false;
    const requests = this.outbox;
    this.outbox = [];
    if (requests.length && this.stream) this.stream.write({ requests });
  };

  private open(): Stream {
    if (this.stream) return this.stream;
    const stream = this.client.StoreMessages(contextMetadata());
    this.stream = stream;
    this.generation++;
    stream.on('data', (batch: StoreMessageResults__Output) => {
      for (const result of batch.results) {
        const send = this.pending.get(result.client_ref);
        if (!send) continue;
        this.pending.delete(result.client_ref);
        if (send.timedOut && result.outcome !== 'stored') continue; // its socket was told it failed
        if (result.outcome === 'invalid' && result.reason === 'caller_required' && !send.retried) {
          // Messaging does not know this sender on the stream (it restarted or forgot): send again with the rights.
          send.retried = true;
          send.holder.callerSentOn = -1;
          this.enqueue(send);
          continue;
        }
        this.onResult(send, result);
      }
    });
    const broken = (err?: Error) => {
      if (this.stream !== stream) return;
      this.stream = null;
      if (err && this.pending.size)
        this.logger.warn({ err: err.message, inFlight: this.pending.size }, 'store stream broke');
      const failed = [...this.pending.values()];
      this.pending.clear();
      this.outbox = [];
      for (const send of failed) if (!send.timedOut) this.onResult(send, failure(send, 'store_unavailable'));
    };
    stream.on('error', broken);
    stream.on('end', () => broken());
    return stream;
  }

  close(): void {
    clearInterval(this.watchdog);
    const stream = this.stream;
    this.stream = null;
    stream?.end();
    stream?.cancel();
  }
}

const failure = (send: PendingSend<unknown>, reason: string): StoreMessageResult__Output => ({
  client_ref: send.request.client_ref!,
  outcome: 'failed',
  reason,
  message: null,
  message_json: '',
  repeated: false,
});
