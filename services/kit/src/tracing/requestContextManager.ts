import { IncomingMessage, ServerResponse } from 'node:http';
import { ROOT_CONTEXT, type Context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { carriedTrace, enterTrace, runWithTrace } from '../runtime/context';

/**
 * The SDK's own context manager (AsyncLocalStorage), with two changes.
 *
 * The trace context lives in kit's request storage (context.ts) beside the request's id and logger,
 * not in an AsyncLocalStorage of its own: Node copies every storage's store onto each promise and
 * callback a request makes, so a second storage made every request at the edge dearer even when it was
 * not sampled (docs/observability.md, "Cost").
 *
 * It never binds an HTTP request or response to a context. Binding overwrites eight of an emitter's
 * methods with own properties, so the bound requests and responses take other shapes than the rest,
 * and the property accesses Koa and Node make on every request turn polymorphic: with sampled requests
 * through the HTTP instrumentation's own path (which binds both), 1% sampling cost the edge's cheapest
 * answer 9-21% of its throughput. Sampled requests now take `startServerSpan`, which binds nothing;
 * this keeps the instrumentation's remaining path (probes, ignored) from doing it either. Unbound, a
 * listener still runs in its context when it is awaited (Koa's body read).
 */
export class RequestContextManager extends AsyncLocalStorageContextManager {
  override active(): Context {
    return (carriedTrace() as Context | undefined) ?? ROOT_CONTEXT;
  }

  override with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    context: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    const cb = thisArg == null ? fn : (fn.bind(thisArg) as F);
    return runWithTrace(context, cb, ...args);
  }

  override attach(context: Context): { dispose(): void } {
    const previous = this.active();
    enterTrace(context);
    let disposed = false;
    return {
      dispose() {
        if (disposed) return;
        disposed = true;
        enterTrace(previous);
      },
    };
  }

  /** The storage is kit's and outlives tracing (stopTracing): once the API lets go, nothing asks here. */
  override disable(): this {
    return this;
  }

  override bind<T>(context: Context, target: T): T {
    if (target instanceof IncomingMessage || target instanceof ServerResponse) return target;
    return super.bind(context, target);
  }
}
