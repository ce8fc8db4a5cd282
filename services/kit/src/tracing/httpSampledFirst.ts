import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, propagation, ROOT_CONTEXT, SpanKind, type Tracer } from '@opentelemetry/api';
import type { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { startServerSpan } from './httpServerSpan';
import { replaceOwnMethod, type AnyMethod, type DecidedFirst } from './sampledFirst';

/**
 * Makes the HTTP instrumentation decide sampling before it builds a server span. An unsampled request
 * (a new one the sampler drops, or one whose ingress `traceparent` says unsampled) is handled as if
 * uninstrumented, inside a context with its ids (`DecidedFirst.decide`), so its log lines and the calls
 * it makes carry the trace on: no span, no attributes read from the request, no response listeners.
 * A sampled one gets its server span from `startServerSpan`, which changes neither the request's nor
 * the response's object. Ignored requests (probes, `/metrics`) go through the instrumentation unchanged.
 */
export function httpSampledFirst(
  instrumentation: HttpInstrumentation,
  sampler: DecidedFirst,
  /** The instrumentation's `ignoreIncomingRequestHook`, asked directly (its config is copied on every read). */
  ignored: (request: IncomingMessage) => boolean,
): boolean {
  // The instrumentation's tracer (protected in its types), of the provider the SDK gives it at start.
  const tracer = () => (instrumentation as unknown as { tracer: Tracer }).tracer;
  return replaceOwnMethod(
    instrumentation,
    '_incomingRequestFunction',
    (incomingRequestFunction) => (component: string, original: AnyMethod) => {
      const traced = incomingRequestFunction(component, original) as AnyMethod;
      const scheme = component === 'https' ? 'https' : 'http';
      return function incomingRequest(this: unknown, event: string, ...args: unknown[]) {
        if (event !== 'request') return original.call(this, event, ...args);
        const request = args[0] as IncomingMessage;
        if (ignored(request)) return traced.call(this, event, ...args);
        const { headers } = request;
        // Most requests carry no trace (no ingress tracing): nothing to read.
        const parent =
          headers.traceparent !== undefined || headers.baggage !== undefined
            ? propagation.extract(ROOT_CONTEXT, headers)
            : undefined;
        return sampler.decide(
          parent,
          request.method ?? 'GET',
          SpanKind.SERVER,
          () => {
            const response = args[1] as ServerResponse;
            const sampled = startServerSpan(tracer(), parent ?? ROOT_CONTEXT, scheme, request, response);
            try {
              return context.with(sampled.context, () => original.call(this, event, ...args));
            } finally {
              // After Koa's own on-finished listener (attached while it took the event): same response shape.
              sampled.endOnFinish();
            }
          },
          () => original.call(this, event, ...args),
        );
      };
    },
  );
}
