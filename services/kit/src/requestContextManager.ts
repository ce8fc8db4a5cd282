import { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';

/**
 * The SDK's own context manager (AsyncLocalStorage), except that it never binds an HTTP request or
 * response to a context. Binding overwrites eight of an emitter's methods with own properties, so the
 * bound requests and responses take other shapes than the rest, and the property accesses Koa and
 * Node make on every request turn polymorphic: with sampled requests through the HTTP
 * instrumentation's own path (which binds both), 1% sampling cost the edge's cheapest answer 9-21% of
 * its throughput (docs/observability.md, "Cost"). Sampled requests now take `startServerSpan`, which
 * binds nothing; this keeps the instrumentation's remaining path (probes, ignored) from doing it either.
 * Unbound, a listener still runs in its context when it is awaited (Koa's body read).
 */
export class RequestContextManager extends AsyncLocalStorageContextManager {
  override bind<T>(context: Context, target: T): T {
    if (target instanceof IncomingMessage || target instanceof ServerResponse) return target;
    return super.bind(context, target);
  }
}
