import type * as grpc from '@grpc/grpc-js';
import { contextMetadata, type Logger } from '@kindred/kit';
import type { MessagingServiceClient } from '@kindred/kit/generated/kindred/messaging/v1/MessagingService';
import type { StoreMessageRequest } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageRequest';
import type { StoreMessageResult__Output } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageResult';

type Stream = grpc.ClientDuplexStream<StoreMessageRequest, StoreMessageResult__Output>;

/**
 * The node's one long-lived StoreMessages stream: every send of every socket goes through it and
 * messaging stores what queues up together. Answers are matched by `client_ref`. If the stream
 * breaks, the sends in flight fail (their sockets get an error frame; nothing was acknowledged)
 * and the next send opens a new stream.
 */
export class MessageStream {
  private stream: Stream | null = null;
  private readonly pending = new Map<string, (result: StoreMessageResult__Output) => void>();
  private seq = 0;

  constructor(
    private readonly client: MessagingServiceClient,
    private readonly logger: Logger,
  ) {}

  store(request: Omit<StoreMessageRequest, 'client_ref'>): Promise<StoreMessageResult__Output> {
    const ref = (++this.seq).toString(36);
    return new Promise((resolve) => {
      this.pending.set(ref, resolve);
      this.open().write({ ...request, client_ref: ref });
    });
  }

  private open(): Stream {
    if (this.stream) return this.stream;
    const stream = this.client.StoreMessages(contextMetadata());
    this.stream = stream;
    stream.on('data', (result: StoreMessageResult__Output) => {
      const resolve = this.pending.get(result.client_ref);
      if (!resolve) return;
      this.pending.delete(result.client_ref);
      resolve(result);
    });
    const broken = (err?: Error) => {
      if (this.stream !== stream) return;
      this.stream = null;
      if (err && this.pending.size) this.logger.warn({ err: err.message, inFlight: this.pending.size }, 'store stream broke');
      const failed = [...this.pending.entries()];
      this.pending.clear();
      for (const [ref, resolve] of failed) resolve({ client_ref: ref, outcome: 'failed', reason: 'store_unavailable', message: null });
    };
    stream.on('error', broken);
    stream.on('end', () => broken());
    return stream;
  }

  close(): void {
    const stream = this.stream;
    this.stream = null;
    stream?.end();
    stream?.cancel();
  }
}
