/**
 * A fetch stand-in that speaks the edge's contract: POST only, answered by the `{status, msg, data}`
 * envelope. Bodies come in the three encodings the app sends: a form (`application/x-www-form-urlencoded`,
 * every call but two), JSON (member/Pay/pay) and multipart (picture uploads, which must leave
 * Content-Type to the browser so that it writes the boundary). Any other request throws, so a call
 * that breaks the contract fails its test. Tests register answers per path and read the calls made.
 */
import { CUSTOMER_SERVICE_ID, DEFAULT_TIER_AUTHORITIES } from '@kindred/rules';

export type BodyKind = 'form' | 'json' | 'multipart';

export interface StubCall {
  path: string;
  kind: BodyKind;
  /** Every field as a string; a file as `file:<name>:<type>:<size>`. */
  fields: Record<string, string>;
  /** A JSON body as it was sent, types included. */
  json?: Record<string, unknown>;
  /** The files of a multipart body, by field. */
  files?: Record<string, File>;
  /** The session the call names in its X-Kindred-Session header (its cookie authenticates it), if any. */
  session?: string;
}

type Answer = { status: number; msg?: string; data?: unknown };
type Handler = (fields: Record<string, string>, call: StubCall) => Answer | Promise<Answer>;

export interface FetchStub {
  calls: StubCall[];
  on(path: string, handler: Handler | Answer): FetchStub;
  callsTo(path: string): StubCall[];
  restore(): void;
}

/** How a file field reads in `fields`. */
export const describeFile = (file: File): string => `file:${file.name}:${file.type}:${file.size}`;

/** Decodes a request body the way the edge would, or throws when it breaks the contract. */
export function readBody(path: string, init: RequestInit): StubCall {
  const contentType = new Headers(init.headers).get('Content-Type');
  const body = init.body;
  if (body instanceof FormData) {
    if (contentType)
      throw new Error(`${path}: a multipart body must leave Content-Type to the browser, got ${contentType}`);
    const fields: Record<string, string> = {};
    const files: Record<string, File> = {};
    for (const [key, value] of body.entries()) {
      if (typeof value === 'string') {
        fields[key] = value;
      } else {
        files[key] = value;
        fields[key] = describeFile(value);
      }
    }
    return { path, kind: 'multipart', fields, files };
  }
  if (contentType?.startsWith('application/json')) {
    const json: unknown = JSON.parse(String(body));
    if (typeof json !== 'object' || json === null || Array.isArray(json))
      throw new Error(`${path}: a JSON body must be an object`);
    const fields = Object.fromEntries(
      Object.entries(json).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    );
    return { path, kind: 'json', fields, json: json as Record<string, unknown> };
  }
  if (contentType?.startsWith('application/x-www-form-urlencoded') && typeof body === 'string') {
    return { path, kind: 'form', fields: Object.fromEntries(new URLSearchParams(body)) };
  }
  throw new Error(`${path}: the body must be form-encoded, JSON or multipart, got ${contentType ?? 'no Content-Type'}`);
}

export function installFetchStub(): FetchStub {
  const original = globalThis.fetch;
  // Every signed-in screen opens the live connection, which first asks for its ticket.
  const handlers = new Map<string, Handler>([
    ['/member/socket/ticket', () => ({ status: 200, data: { ticket: 'tik-alice', expires_in: 30 } })],
  ]);
  const calls: StubCall[] = [];
  const stub: FetchStub = {
    calls,
    on(path, handler) {
      handlers.set(path.toLowerCase(), typeof handler === 'function' ? handler : () => handler);
      return stub;
    },
    callsTo: (path) => calls.filter((call) => call.path.toLowerCase() === path.toLowerCase()),
    restore() {
      globalThis.fetch = original;
    },
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (init?.method !== 'POST') throw new Error(`only POST is part of the contract, got ${init?.method} ${path}`);
    const call = readBody(path, init);
    const session = new Headers(init.headers).get('X-Kindred-Session');
    if (session) call.session = session;
    calls.push(call);
    const handler = handlers.get(path.toLowerCase());
    const body = handler ? await handler(call.fields, call) : { status: 404, msg: 'error.not_found', data: null };
    const envelope = {
      status: body.status,
      msg: body.msg ?? (body.status === 200 ? 'ok' : 'error.internal'),
      data: body.data ?? null,
    };
    return { ok: true, status: 200, json: async () => envelope } as Response;
  }) as typeof fetch;
  return stub;
}

/** A session record as /member/index/login and userinfo answer it. */
export function sessionRecord(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    token: 'tok-alice',
    username: 'alice',
    avatar: '',
    sex: 0,
    birthday: new Date(1995, 4, 6).getTime(),
    email: 'alice@example.com',
    country: 'TW',
    vip: 1,
    signature: 'hello',
    amount: '12.50',
    invitation_code: 'INV7',
    newfeedcount: 3,
    overduedate_1: 0,
    overduedate_2: 0,
    status: 1,
    laid: '',
    ...overrides,
  };
}

/** The default authority lists of docs/architecture.md section 6 as initdata answers them. */
export const initData = {
  authority: {
    vip0: [...DEFAULT_TIER_AUTHORITIES[0]],
    vip1: [...DEFAULT_TIER_AUTHORITIES[1]],
    vip2: [...DEFAULT_TIER_AUTHORITIES[2]],
  },
  service: { id: CUSTOMER_SERVICE_ID, username: 'service', avatar: '' },
};
