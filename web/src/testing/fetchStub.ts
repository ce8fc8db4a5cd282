/**
 * A fetch stand-in that speaks the edge's contract: POST, form-encoded body with `token`, and the
 * `{status, msg, data}` envelope. Tests register answers per path and read the calls made.
 */
export interface StubCall {
  path: string;
  fields: Record<string, string>;
}

type Answer = { status: number; msg?: string; data?: unknown };
type Handler = (fields: Record<string, string>) => Answer | Promise<Answer>;

export interface FetchStub {
  calls: StubCall[];
  on(path: string, handler: Handler | Answer): FetchStub;
  callsTo(path: string): StubCall[];
  restore(): void;
}

export function installFetchStub(): FetchStub {
  const original = globalThis.fetch;
  const handlers = new Map<string, Handler>();
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
    const headers = new Headers(init.headers);
    if (!headers.get('Content-Type')?.startsWith('application/x-www-form-urlencoded')) throw new Error('body must be form-encoded');
    const fields = Object.fromEntries(new URLSearchParams(String(init.body)));
    calls.push({ path, fields });
    const handler = handlers.get(path.toLowerCase());
    const body = handler ? await handler(fields) : { status: 404, msg: 'error.not_found', data: null };
    const envelope = { status: body.status, msg: body.msg ?? (body.status === 200 ? 'ok' : 'error.internal'), data: body.data ?? null };
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

/** The authority lists of ARCHITECTURE section 6 as initdata answers them. */
export const initData = {
  authority: {
    vip0: ['View_profiles', 'View_photo', 'Upload_photo', 'Allows_newsfeed_to_be_sent', 'Allow_comments_on_newsfeed', 'Read_chat_messages', 'Continue_chat_dialog'],
    vip1: [
      'View_profiles', 'View_photo', 'Upload_photo', 'Allows_newsfeed_to_be_sent', 'Allow_comments_on_newsfeed', 'Read_chat_messages', 'Continue_chat_dialog',
      'Search_users', 'Start_chat_dialog', 'Send_chat_messages_for_free', 'Start_mail_dialog', 'Continue_mail_dialog', 'Read_mails',
    ],
    vip2: [
      'View_profiles', 'View_photo', 'Upload_photo', 'Allows_newsfeed_to_be_sent', 'Allow_comments_on_newsfeed', 'Read_chat_messages', 'Continue_chat_dialog',
      'Search_users', 'Start_chat_dialog', 'Send_chat_messages_for_free', 'Start_mail_dialog', 'Continue_mail_dialog', 'Read_mails',
      'Dynamic_unrestricted', 'Free_use_of_the_translation_function',
    ],
  },
  service: { id: 2, username: 'service', avatar: '' },
};
