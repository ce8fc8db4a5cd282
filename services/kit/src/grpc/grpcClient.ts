import * as grpc from '@grpc/grpc-js';
import { currentContext, REQUEST_ID_HEADER } from '../runtime/context';
import { timeGrpcCall } from '../runtime/dependencyMetrics';
import { fromGrpcError } from './errors';
import { grpcChannelCredentials } from './grpcTls';

type Callback<Res> = (err: grpc.ServiceError | null, value?: Res) => void;

/**
 * The unary methods of a generated client as promise-returning functions. Generated clients
 * declare each method with several overloads; the last one is `(argument, callback)`.
 */
export type PromiseClient<C> = {
  [K in keyof C as K extends string ? (K extends Capitalize<K> ? K : never) : never]: C[K] extends (
    argument: infer Req,
    callback: Callback<infer Res>,
  ) => grpc.ClientUnaryCall
    ? (request: Req, options?: { deadlineMs?: number }) => Promise<Res>
    : never;
};

export interface ClientOptions {
  /** Deadline of every call unless the call sets its own. */
  deadlineMs?: number;
}

type ClientConstructor<C> = new (address: string, credentials: grpc.ChannelCredentials, options?: object) => C;

/**
 * A typed client with deadlines, the caller's request id in metadata, and errors turned back into
 * the domain errors the service threw.
 */
export function createClient<C extends grpc.Client>(
  Ctor: ClientConstructor<C>,
  address: string,
  options: ClientOptions = {},
): PromiseClient<C> & { close(): void; raw: C } {
  const raw = new Ctor(address, grpcChannelCredentials(), {
    'grpc.keepalive_time_ms': 30_000,
    // A restarted service is reached again within a second, not after grpc-js's growing backoff.
    'grpc.initial_reconnect_backoff_ms': 200,
    'grpc.max_reconnect_backoff_ms': 1_000,
    'grpc.max_receive_message_length': 16 * 1024 * 1024,
    // Behind a headless Kubernetes Service every pod address is used, not only the first. A call that
    // meets a connection the server is closing for age (or a pod going away) before any answer
    // started is tried again on another connection.
    'grpc.service_config': JSON.stringify({
      loadBalancingConfig: [{ round_robin: {} }],
      methodConfig: [
        {
          name: [{}],
          retryPolicy: {
            maxAttempts: 3,
            initialBackoff: '0.02s',
            maxBackoff: '0.2s',
            backoffMultiplier: 2,
            retryableStatusCodes: ['UNAVAILABLE'],
          },
        },
      ],
    }),
  });
  const defaultDeadline = options.deadlineMs ?? 5_000;
  // `UserService` -> `user`: the label of every call this client makes.
  const target = String((Ctor as { serviceName?: string }).serviceName ?? 'unknown')
    .replace(/Service$/, '')
    .toLowerCase();
  const cache = new Map<string, unknown>();
  return new Proxy({} as PromiseClient<C> & { close(): void; raw: C }, {
    get(_target, prop) {
      if (prop === 'close') return () => raw.close();
      if (prop === 'raw') return raw;
      if (typeof prop !== 'string') return undefined;
      const cached = cache.get(prop);
      if (cached) return cached;
      const method = (raw as unknown as Record<string, unknown>)[prop];
      if (typeof method !== 'function') return undefined;
      const call = (request: unknown, callOptions?: { deadlineMs?: number }) =>
        new Promise((resolve, reject) => {
          const metadata = new grpc.Metadata();
          const context = currentContext();
          if (context) metadata.set(REQUEST_ID_HEADER, context.requestId);
          const deadline = Date.now() + (callOptions?.deadlineMs ?? defaultDeadline);
          const done = timeGrpcCall(target, prop);
          (method as (...a: unknown[]) => unknown).call(
            raw,
            request,
            metadata,
            { deadline },
            (err: grpc.ServiceError | null, value: unknown) => {
              done(err ? (grpc.status[err.code] ?? 'UNKNOWN') : 'OK');
              if (err) reject(fromGrpcError(err));
              else resolve(value);
            },
          );
        });
      cache.set(prop, call);
      return call;
    },
  });
}

/** Request-id metadata for streaming calls, which take metadata directly. */
export function contextMetadata(): grpc.Metadata {
  const metadata = new grpc.Metadata();
  const context = currentContext();
  if (context) metadata.set(REQUEST_ID_HEADER, context.requestId);
  return metadata;
}
