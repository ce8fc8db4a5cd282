import { Metadata, status as GrpcStatus, type ServiceError } from '@grpc/grpc-js';

/**
 * Transport-free errors thrown by domain code. `reason` is a short product word
 * (`username_taken`); the edge turns it into the i18n key `error.<reason>` and, per call,
 * into the spec's status codes. Mapped to gRPC codes here and nowhere else.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: ErrorKind;
  constructor(
    readonly reason: string,
    message?: string,
  ) {
    super(message ?? reason);
  }
}

export type ErrorKind =
  'input' | 'not_found' | 'conflict' | 'not_allowed' | 'authentication' | 'refused' | 'rate_limited' | 'unavailable';

/** Validation failed; `fields` maps a field name to a rule code. */
export class InputError extends DomainError {
  readonly kind = 'input';
  constructor(
    readonly fields: Record<string, string>,
    reason = 'validation_failed',
  ) {
    super(reason, `invalid input: ${Object.keys(fields).join(', ')}`);
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
}

/** Something already exists or the state does not allow the change. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** The caller lacks a permission; `authority` names it, `upgrade` says a higher tier would allow it. */
export class NotAllowedError extends DomainError {
  readonly kind = 'not_allowed';
  constructor(
    reason: string,
    readonly details: { authority?: string; upgrade?: boolean } = {},
  ) {
    super(reason);
  }
}

export class AuthenticationError extends DomainError {
  readonly kind = 'authentication';
}

/** A business refusal that is not a conflict (e.g. a short balance, a pending account). */
export class RefusedError extends DomainError {
  readonly kind = 'refused';
}

export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';
}

export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}

const grpcCodeOf: Record<ErrorKind, GrpcStatus> = {
  input: GrpcStatus.INVALID_ARGUMENT,
  not_found: GrpcStatus.NOT_FOUND,
  conflict: GrpcStatus.ALREADY_EXISTS,
  not_allowed: GrpcStatus.PERMISSION_DENIED,
  authentication: GrpcStatus.UNAUTHENTICATED,
  refused: GrpcStatus.FAILED_PRECONDITION,
  rate_limited: GrpcStatus.RESOURCE_EXHAUSTED,
  unavailable: GrpcStatus.UNAVAILABLE,
};

const REASON = 'kindred-reason';
const FIELDS = 'kindred-fields';
const DETAILS = 'kindred-details';

/** Domain error -> gRPC status with the reason and details in trailing metadata. */
export function toGrpcError(err: DomainError): Partial<ServiceError> {
  const metadata = new Metadata();
  metadata.set(REASON, err.reason);
  if (err instanceof InputError) metadata.set(FIELDS, JSON.stringify(err.fields));
  if (err instanceof NotAllowedError) metadata.set(DETAILS, JSON.stringify(err.details));
  return { code: grpcCodeOf[err.kind], details: err.reason, metadata };
}

/** What a caller learns from a failed gRPC call. */
export interface RemoteFailure {
  kind: ErrorKind | 'internal';
  reason: string;
  fields?: Record<string, string>;
  authority?: string;
  upgrade?: boolean;
}

const kindOfCode = new Map<number, ErrorKind>(
  Object.entries(grpcCodeOf).map(([kind, code]) => [code, kind as ErrorKind]),
);

/** gRPC error -> the domain error it carried (or an internal/unavailable failure). */
export function fromGrpcError(err: unknown): DomainError | RemoteError {
  const e = err as Partial<ServiceError>;
  if (typeof e?.code !== 'number') return new RemoteError({ kind: 'internal', reason: 'internal' });
  const reason = String(e.metadata?.get(REASON)[0] ?? '');
  const kind = kindOfCode.get(e.code);
  if (!reason || !kind) {
    const unavailable = e.code === GrpcStatus.UNAVAILABLE || e.code === GrpcStatus.DEADLINE_EXCEEDED;
    return unavailable
      ? new UnavailableError('unavailable')
      : new RemoteError({ kind: 'internal', reason: 'internal' });
  }
  switch (kind) {
    case 'input':
      return new InputError(parseJson(e.metadata?.get(FIELDS)[0]) ?? {}, reason);
    case 'not_allowed':
      return new NotAllowedError(reason, parseJson(e.metadata?.get(DETAILS)[0]) ?? {});
    case 'not_found':
      return new NotFoundError(reason);
    case 'conflict':
      return new ConflictError(reason);
    case 'authentication':
      return new AuthenticationError(reason);
    case 'refused':
      return new RefusedError(reason);
    case 'rate_limited':
      return new RateLimitedError(reason);
    case 'unavailable':
      return new UnavailableError(reason);
  }
}

/** A remote fault that is not a domain outcome. */
export class RemoteError extends Error {
  constructor(readonly failure: RemoteFailure) {
    super(failure.reason);
  }
}

function parseJson<T>(value: unknown): T | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value) as T;
  } catch {
    return undefined;
  }
}
