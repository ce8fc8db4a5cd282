import type { IncomingMessage } from 'node:http';
import { propagation, ROOT_CONTEXT, SpanKind } from '@opentelemetry/api';
import type { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { replaceOwnMethod, type AnyMethod, type DecidedFirst } from './sampledFirst';

/**
 * Makes the HTTP instrumentation decide sampling before it builds a server span: an unsampled request
 * (a new one the sampler drops, or one whose ingress `traceparent` says unsampled) is handled as if
 * uninstrumented, inside a context with its ids (`DecidedFirst.decide`), so its log lines and the calls
 * it makes carry the trace on. No span, no attributes read from the request, no response listeners,
 * and no `context.bind` of the request and response (the instrumentation's own path binds them, which
 * wraps every listener Koa's body reader adds): an awaited body read resumes in the request's context
 * without it, so the request's log lines keep their ids.
 * Ignored requests (probes, `/metrics`) and sampled ones go through the instrumentation unchanged.
 */
export function httpSampledFirst(instrumentation: HttpInstrumentation, sampler: DecidedFirst): boolean {
  return replaceOwnMethod(
    instrumentation,
    '_incomingRequestFunction',
    (incomingRequestFunction) => (component: string, original: AnyMethod) => {
      const traced = incomingRequestFunction(component, original) as AnyMethod;
      return function incomingRequest(this: unknown, event: string, ...args: unknown[]) {
        if (event !== 'request') return original.call(this, event, ...args);
        const request = args[0] as IncomingMessage;
        if (instrumentation.getConfig().ignoreIncomingRequestHook?.(request)) return traced.call(this, event, ...args);
        const parent = propagation.extract(ROOT_CONTEXT, request.headers);
        return sampler.decide(
          parent,
          request.method ?? 'GET',
          SpanKind.SERVER,
          () => traced.call(this, event, ...args),
          () => original.call(this, event, ...args),
        );
      };
    },
  );
}
