/**
 * The HTTP contract (docs/architecture.md section 3): every call is a POST to /member/..., form-encoded
 * (the pay call is JSON, picture uploads are multipart), answered by `{status, msg, data}` with HTTP 200.
 * The session rides in the edge's HttpOnly cookie, which counts only with the `X-Kindred-Session` header
 * every call sends (docs/privacy.md, "The session token"). Status -401 means the session is no longer
 * valid: it is cleared, which sends the guards to the login screen.
 */
import { clearSession, getSession, sessionGeneration } from './session';

/** Names the session a call acts for: `member` here, `staff` in the console (features/admin/staffApi.ts). */
export const SESSION_HEADER = 'X-Kindred-Session';

export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

export const Status = {
  ok: 200,
  unauthenticated: -401,
  forbidden: -403,
  invalid: -422,
  rateLimited: -429,
  internal: -500,
  unavailable: -503,
} as const;

export type Fields = Record<string, string | number | boolean | null | undefined>;

/** Answer used when the network or the server fails without an envelope. */
export const networkFailure: Envelope<null> = { status: Status.unavailable, msg: 'error.network', data: null };

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' && value !== null && typeof (value as Envelope).status === 'number' && 'msg' in value
  );
}

export function formBody(fields: Fields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    body.append(key, String(value));
  }
  return body;
}

/**
 * Sends one call and reads its envelope. Never throws except on abort: a network failure or a body
 * that is not an envelope answers `networkFailure`. A -401 clears the session only when the call was
 * sent for the session still signed in (not for one that ended, or before a new sign-in).
 */
let inFlight = 0;
const quietListeners = new Set<() => void>();

/** How many calls are waiting for their answer (app/idle.ts lets the first screen's calls go first). */
export function callsInFlight(): number {
  return inFlight;
}

/** Calls `listener` each time the last call in flight has answered; answers the unsubscribe. */
export function onCallsQuiet(listener: () => void): () => void {
  quietListeners.add(listener);
  return () => quietListeners.delete(listener);
}

async function send<T>(
  path: string,
  init: { headers?: Record<string, string>; body: BodyInit; signal?: AbortSignal },
): Promise<Envelope<T>> {
  inFlight += 1;
  try {
    return await answerOf<T>(path, init);
  } finally {
    inFlight -= 1;
    if (inFlight === 0) for (const listener of [...quietListeners]) listener();
  }
}

async function answerOf<T>(
  path: string,
  init: { headers?: Record<string, string>; body: BodyInit; signal?: AbortSignal },
): Promise<Envelope<T>> {
  const generation = sessionGeneration();
  let answer: Envelope<T>;
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', [SESSION_HEADER]: 'member', ...init.headers },
      body: init.body,
      signal: init.signal,
    });
    const body: unknown = await response.json();
    if (!isEnvelope(body)) return networkFailure as Envelope<T>;
    answer = body as Envelope<T>;
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    return networkFailure as Envelope<T>;
  }
  if (answer.status === Status.unauthenticated && getSession() && generation === sessionGeneration()) clearSession();
  return answer;
}

/** POST a form to `path` and return the envelope. Never throws except on abort. */
export function post<T = unknown>(
  path: string,
  fields: Fields = {},
  init: { signal?: AbortSignal } = {},
): Promise<Envelope<T>> {
  return send<T>(path, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: formBody(fields).toString(),
    signal: init.signal,
  });
}

/** POST a JSON body to `path` (member/Pay/pay, docs/product.md section 7). Same envelope handling as `post`. */
export function postJson<T = unknown>(
  path: string,
  body: Record<string, unknown>,
  init: { signal?: AbortSignal } = {},
): Promise<Envelope<T>> {
  return send<T>(path, {
    headers: { 'Content-Type': 'application/json;charset=UTF-8' },
    body: JSON.stringify(body),
    signal: init.signal,
  });
}

/**
 * POST a file as multipart/form-data under `field` (`file` for /member/index/uploads, `img` for
 * uploadImg). A Blob that is not a File is sent under `fileName`. Same envelope handling as `post`.
 */
export function postFile<T = unknown>(
  path: string,
  field: string,
  file: Blob,
  fileName = 'picture',
  init: { signal?: AbortSignal } = {},
): Promise<Envelope<T>> {
  const body = new FormData();
  if (file instanceof File) body.append(field, file);
  else body.append(field, file, fileName);
  // No Content-Type: the browser writes the multipart boundary itself.
  return send<T>(path, { body, signal: init.signal });
}

/** POST fields and files as multipart/form-data (a picture with what it is for). Same envelope handling as `post`. */
export function postForm<T = unknown>(
  path: string,
  fields: Fields,
  files: Record<string, Blob>,
  init: { signal?: AbortSignal } = {},
): Promise<Envelope<T>> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null) body.append(key, String(value));
  for (const [key, file] of Object.entries(files)) body.append(key, file);
  return send<T>(path, { body, signal: init.signal });
}

export const isOk = (answer: Envelope): boolean => answer.status === Status.ok;
