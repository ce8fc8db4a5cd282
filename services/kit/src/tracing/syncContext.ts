import { ROOT_CONTEXT, type Context, type ContextManager } from '@opentelemetry/api';

/**
 * A context manager without async context tracking, for a process that makes its spans by hand and
 * passes parents explicitly (the chat node): `context.with` holds only for the synchronous call. The
 * SDK's default (AsyncLocalStorage) would be switched on by the first export and then tax every
 * promise of the process for contexts nobody reads.
 */
export class SyncContextManager implements ContextManager {
  private current: Context = ROOT_CONTEXT;

  active(): Context {
    return this.current;
  }

  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    context: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    const previous = this.current;
    this.current = context;
    try {
      return fn.call(thisArg, ...args);
    } finally {
      this.current = previous;
    }
  }

  bind<T>(context: Context, target: T): T {
    if (typeof target !== 'function') return target;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the bound function runs `with` on this manager
    const manager = this;
    return function (this: unknown, ...args: unknown[]) {
      return manager.with(context, () => (target as (...a: unknown[]) => unknown).apply(this, args));
    } as T;
  }

  enable(): this {
    return this;
  }

  disable(): this {
    this.current = ROOT_CONTEXT;
    return this;
  }
}
