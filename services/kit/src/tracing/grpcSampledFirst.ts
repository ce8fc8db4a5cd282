import { propagation, ROOT_CONTEXT, SpanKind, type TextMapGetter } from '@opentelemetry/api';
import type { GrpcInstrumentation } from '@opentelemetry/instrumentation-grpc';
// The instrumentation's own helpers (pinned version; kit's tests go through them).
import {
  extractMetadataOrSplice,
  extractMetadataOrSpliceDefault,
  setSpanContext,
} from '@opentelemetry/instrumentation-grpc/build/src/clientUtils';
import { shouldNotTraceServerCall } from '@opentelemetry/instrumentation-grpc/build/src/serverUtils';
import type * as grpc from '@grpc/grpc-js';
import { onlyWhenSampled } from './sampledOnly';
import { replaceOwnMethod, type AnyMethod, type DecidedFirst } from './sampledFirst';

type HandlerSet = { func: AnyMethod };
type GrpcModule = typeof grpc;

/** Reads a traceparent (and baggage) from call metadata, as the instrumentation does. */
const metadataGetter: TextMapGetter<grpc.Metadata> = {
  get: (metadata, key) => metadata.get(key).map(String),
  keys: (metadata) => Object.keys(metadata.getMap()),
};

/**
 * Makes the gRPC instrumentation decide sampling before it builds a span. On the server, an unsampled
 * call runs the handler as registered, inside a context with the call's ids (`DecidedFirst.decide`):
 * no server span, attributes, `sendMetadata` wrapper or patched callback. On the client, a call made
 * under an unsampled span only writes the `traceparent` (sampled flag off) into its metadata. Sampled
 * calls, and client calls outside any request, keep the instrumentation's own spans. Says whether
 * every method was found (see `replaceOwnMethod`).
 */
export function grpcSampledFirst(instrumentation: GrpcInstrumentation, sampler: DecidedFirst): boolean {
  const server = replaceOwnMethod(instrumentation, '_patchServer', (patchServer) => () => {
    const patchRegister = patchServer() as (original: AnyMethod) => AnyMethod;
    return (originalRegister: AnyMethod) => {
      const tracedRegister = patchRegister(originalRegister);
      return function register(
        this: { handlers: Map<string, HandlerSet> },
        name: string,
        handler: AnyMethod,
        ...rest: unknown[]
      ) {
        const registered = tracedRegister.call(this, name, handler, ...rest) as boolean;
        const handlers = this.handlers.get(name);
        const ignored = instrumentation.getConfig().ignoreGrpcMethods;
        if (!registered || !handlers || shouldNotTraceServerCall(name, ignored)) return registered;
        const traced = handlers.func;
        const spanName = `grpc.${name.replace('/', '')}`;
        handlers.func = function func(this: unknown, call: grpc.ServerUnaryCall<unknown, unknown>, callback: unknown) {
          const parent = propagation.extract(ROOT_CONTEXT, call.metadata, metadataGetter);
          return sampler.decide(
            parent,
            spanName,
            SpanKind.SERVER,
            () => traced.call(this, call, callback),
            () => handler.call(this, call, callback),
          );
        };
        return registered;
      };
    };
  });
  const methods = replaceOwnMethod(
    instrumentation,
    '_getPatchedClientMethods',
    (patchMethods) => (grpcClient: GrpcModule) => {
      const patch = patchMethods(grpcClient) as (original: AnyMethod) => AnyMethod;
      return (original: AnyMethod & { requestStream?: boolean }) => {
        const passTraceOn = function (this: unknown, ...args: unknown[]) {
          setSpanContext(extractMetadataOrSpliceDefault(grpcClient, original as never, args));
          return original.apply(this, args);
        };
        return Object.assign(onlyWhenSampled(patch(original), passTraceOn), original);
      };
    },
  );
  const requests = replaceOwnMethod(
    instrumentation,
    '_patchClientRequestMethod',
    (patchRequest) => (grpcLib: GrpcModule, hasResponseStream: boolean, name: string) => {
      const patch = patchRequest(grpcLib, hasResponseStream, name) as (original: AnyMethod) => AnyMethod;
      return (original: AnyMethod) => {
        // make*Request(method, serialize, deserialize, argument, metadata?, ...): metadata goes 5th.
        const passTraceOn = function (this: unknown, ...args: unknown[]) {
          setSpanContext(extractMetadataOrSplice(grpcLib, args, 4));
          return original.apply(this, args);
        };
        return onlyWhenSampled(patch(original), passTraceOn);
      };
    },
  );
  return server && methods && requests;
}
