import {
  DomainError,
  InputError,
  NotAllowedError,
  RemoteError,
  isRedisUnavailable,
  type ErrorKind,
} from '@kindred/kit';

/** The body of every answer: HTTP 200 for every application outcome (docs/architecture.md section 3). */
export interface Envelope {
  status: number;
  msg: string;
  data: unknown;
}

export const Status = {
  ok: 200,
  unauthenticated: -401,
  forbidden: -403,
  notFound: -404,
  invalid: -422,
  rateLimited: -429,
  internal: -500,
  unavailable: -503,
  conflict: -409,
  refused: -400,
  /** "Are you sure?": the wording check flagged the text; the same call with `confirm=1` sends it (docs/safety.md). */
  confirmRequired: -428,
} as const;

/** The one table from error kinds to envelope statuses; a route may override per reason. */
const statusOfKind: Record<ErrorKind | 'internal', number> = {
  input: Status.invalid,
  not_found: Status.notFound,
  conflict: Status.conflict,
  not_allowed: Status.forbidden,
  authentication: Status.unauthenticated,
  refused: Status.refused,
  rate_limited: Status.rateLimited,
  unavailable: Status.unavailable,
  internal: Status.internal,
};

export function success(data: unknown, msg = 'ok'): Envelope {
  return { status: Status.ok, msg, data: data ?? null };
}

/** Turns any thrown value into an envelope; `codes` maps a reason to this call's spec status. */
export function failure(err: unknown, codes: Record<string, number> = {}): Envelope {
  if (err instanceof DomainError) {
    const status = codes[err.reason] ?? statusOfKind[err.kind];
    // Whatever is away (a service, Redis, the mail or translation provider), the member may only try
    // again: one text for it, as the socket's (chat's failureMessage).
    const msg = err.kind === 'unavailable' ? 'error.unavailable' : `error.${err.reason}`;
    if (err instanceof InputError) return { status, msg, data: { errors: err.fields } };
    if (err instanceof NotAllowedError) {
      return { status, msg, data: { authority: err.details.authority ?? null, upgrade: err.details.upgrade ?? false } };
    }
    return { status, msg, data: null };
  }
  if (err instanceof RemoteError) return { status: statusOfKind[err.failure.kind], msg: 'error.internal', data: null };
  // The edge's own Redis away (a cluster failover, a restart): "try again", as a service away is.
  if (isRedisUnavailable(err)) return { status: Status.unavailable, msg: 'error.unavailable', data: null };
  return { status: Status.internal, msg: 'error.internal', data: null };
}

/** Unexpected faults are logged; domain outcomes are not, nor is Redis away (its client logs it once). */
export function isFault(err: unknown): boolean {
  return !(err instanceof DomainError) && !isRedisUnavailable(err);
}
