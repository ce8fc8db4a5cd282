import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Logger } from './logger';

/** The request a piece of work belongs to: carried edge -> services in gRPC metadata. */
export interface RequestContext {
  requestId: string;
  logger: Logger;
}

/**
 * What a piece of work carries across awaits: its request, and (when tracing is on) its trace context,
 * in one AsyncLocalStorage. A second one for the trace would be copied onto every promise a request
 * makes beside the first (see requestContextManager.ts).
 */
interface Carried {
  request: RequestContext | undefined;
  trace: unknown;
}

const storage = new AsyncLocalStorage<Carried>();

export const REQUEST_ID_HEADER = 'x-request-id';

export function runWithContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run({ request: context, trace: storage.getStore()?.trace }, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore()?.request;
}

/** The trace context carried with the current work (tracing's context manager reads it). */
export function carriedTrace(): unknown {
  return storage.getStore()?.trace;
}

/** Runs `fn` carrying `trace` beside the current request context. */
export function runWithTrace<A extends unknown[], T>(trace: unknown, fn: (...args: A) => T, ...args: A): T {
  return storage.run({ request: storage.getStore()?.request, trace }, fn, ...args);
}

/** Carries `trace` from here on in the current work (the context manager's experimental `attach`). */
export function enterTrace(trace: unknown): void {
  storage.enterWith({ request: storage.getStore()?.request, trace });
}

/** A request id from outside is kept only if it looks like one. */
export function acceptRequestId(value: unknown): string {
  return typeof value === 'string' && /^[\w.:-]{8,64}$/.test(value) ? value : randomUUID();
}
