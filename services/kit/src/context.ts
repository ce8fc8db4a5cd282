import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Logger } from './logger';

/** The request a piece of work belongs to: carried edge -> services in gRPC metadata. */
export interface RequestContext {
  requestId: string;
  logger: Logger;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const REQUEST_ID_HEADER = 'x-request-id';

export function runWithContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

/** A request id from outside is kept only if it looks like one. */
export function acceptRequestId(value: unknown): string {
  return typeof value === 'string' && /^[\w.:-]{8,64}$/.test(value) ? value : randomUUID();
}
