import type { IncomingMessage, ServerResponse } from 'node:http';
import { diag, SpanKind, trace, type Context, type Tracer } from '@opentelemetry/api';
import { RPCType, setRPCMetadata, type RPCMetadata } from '@opentelemetry/core';
// The instrumentation's own attribute helpers (pinned version), so a span has its semantic conventions.
import { DEFAULT_QUERY_STRINGS_TO_REDACT } from '@opentelemetry/instrumentation-http/build/src/internal-types';
import { getIncomingRequestAttributes, parseResponseStatus } from '@opentelemetry/instrumentation-http/build/src/utils';
import onFinished from 'on-finished';

/**
 * Starts the server span of a sampled request, as the HTTP instrumentation would (its name, kind and
 * attributes, the route Koa's instrumentation reports, the status and `METHOD /route` name at the
 * end). Returns the request's context and `endOnFinish`, which the caller runs *after* the app has
 * handled the request's event. What it leaves out of the instrumentation's own path is what changes
 * the request's and response's objects: it binds neither to a context, adds no `close` or
 * `errorMonitor` listener, and ends the span through `on-finished` once Koa has attached its own
 * listener, so that the response gains its `__onFinished` property in the same order as every other
 * response. A sampled 1% of requests whose objects take other shapes than the rest turns the property
 * accesses of Koa and Node's HTTP code polymorphic for every request: the instrumentation's own path,
 * which reshapes both objects, cost the edge 10-20% of its throughput at 1%; the listener's order alone
 * moved no measured figure (docs/tracing-cost-history.md, "Two effects told apart").
 */
export function startServerSpan(
  tracer: Tracer,
  parent: Context,
  component: 'http' | 'https',
  request: IncomingMessage,
  response: ServerResponse,
): { context: Context; endOnFinish: () => void } {
  const method = request.method ?? 'GET';
  const span = tracer.startSpan(
    method,
    {
      kind: SpanKind.SERVER,
      attributes: getIncomingRequestAttributes(
        request,
        {
          component,
          enableSyntheticSourceDetection: false,
          redactedQueryParams: Array.from(DEFAULT_QUERY_STRINGS_TO_REDACT),
        },
        diag,
      ),
    },
    parent,
  );
  // Koa's instrumentation writes the matched route here.
  const metadata: RPCMetadata = { type: RPCType.HTTP, span };
  const endOnFinish = () =>
    onFinished(response, (error) => {
      span.setAttribute('http.response.status_code', response.statusCode);
      if (metadata.route !== undefined) {
        span.setAttribute('http.route', metadata.route);
        span.updateName(`${method} ${metadata.route}`);
      }
      if (error) span.recordException(error);
      span.setStatus({ code: parseResponseStatus(SpanKind.SERVER, response.statusCode) });
      span.end();
    });
  return { context: setRPCMetadata(trace.setSpan(parent, span), metadata), endOnFinish };
}
