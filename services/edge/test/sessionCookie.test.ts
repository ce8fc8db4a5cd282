import https from 'node:https';
import { Redis } from '@kindred/kit';
import WebSocket from 'ws';
import { startSecondEdge } from './secondEdge';
import { startStack, type Stack } from './stack';

const DAY_SECONDS = 86_400;
const MEMBER = { 'x-kindred-session': 'member' };

interface RawAnswer {
  envelope: { status: number; msg: string; data: any };
  cookies: string[];
}

/** A form POST that answers the envelope and the Set-Cookie lines (over HTTPS trusting only `ca`). */
async function call(
  stack: Stack,
  path: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const body = new URLSearchParams(fields).toString();
  const all = { 'content-type': 'application/x-www-form-urlencoded', ...headers };
  if (!stack.tlsCertificate) {
    const res = await fetch(stack.url + path, { method: 'POST', headers: all, body });
    return { envelope: (await res.json()) as RawAnswer['envelope'], cookies: res.headers.getSetCookie() };
  }
  return new Promise((resolve, reject) => {
    const request = https.request(
      stack.url + path,
      { method: 'POST', headers: all, ca: stack.tlsCertificate, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ envelope: JSON.parse(text), cookies: res.headers['set-cookie'] ?? [] }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The value a Set-Cookie line gives `name`, and its attributes. */
function cookieOf(lines: string[], name: string) {
  const line = lines.find((l) => l.startsWith(`${name}=`));
  if (!line) return null;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { value: pair!.slice(name.length + 1), attributes };
}

/** Opens `/socket?<query>` through the edge; answers the frames and how it closed. */
async function openSocket(stack: Stack, query: string) {
  const ws = new WebSocket(`${stack.url.replace('http', 'ws')}/socket?${query}`);
  const frames: Array<{ status: string; opt: number; data: any }> = [];
  let closed: number | null = null;
  ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
  const ended = new Promise<number>((resolve) => ws.on('close', (code) => resolve((closed = code))));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 250 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  };
  return { ws, frames, ended, closed: () => closed, until };
}

describe('the web app session cookie and socket tickets (docs/privacy.md, "The session token")', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      chat: true,
      env: { DEMO_SEED: 'on', REGISTRATION_REVIEW: 'off', SOCKET_TICKET_SECONDS: '5', CALLER_CACHE_MS: '0' },
    });
  });
  afterAll(() => stack.stop());

  const signIn = async (account: string, remember: boolean, headers: Record<string, string> = MEMBER) =>
    call(
      stack,
      '/member/index/login',
      { account, password: 'Passw0rd!', ...(remember ? { remember: '1' } : {}) },
      headers,
    );

  it('keeps the token of the web app in an HttpOnly, SameSite=Lax cookie, out of the answer', async () => {
    const remembered = await signIn('alice', true);
    expect(remembered.envelope.status).toBe(200);
    expect(remembered.envelope.data.username).toBe('alice');
    expect(remembered.envelope.data).not.toHaveProperty('token');
    const cookie = cookieOf(remembered.cookies, 'kindred_session');
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${90 * DAY_SECONDS}`]),
    );
    // Plain HTTP on localhost (make dev): not Secure, or the browser would never send it back.
    expect(cookie?.attributes).not.toContain('Secure');
    const short = cookieOf((await signIn('alice', false)).cookies, 'kindred_session');
    expect(short?.attributes).toContain(`Max-Age=${DAY_SECONDS}`);

    // An API client (no X-Kindred-Session header) gets the token in the body and no cookie.
    const client = await signIn('alice', false, {});
    expect(client.envelope.data.token).toMatch(/^[\w-]{40,}$/);
    expect(client.cookies).toEqual([]);
  });

  it('authenticates the cookie only with the header that names it; token field and bearer still work', async () => {
    const signedIn = await signIn('bob', false);
    const cookie = `kindred_session=${cookieOf(signedIn.cookies, 'kindred_session')!.value}`;
    const withCookie = await call(stack, '/member/index/userinfo', {}, { ...MEMBER, cookie });
    expect(withCookie.envelope).toMatchObject({ status: 200, data: { username: 'bob' } });
    expect(withCookie.envelope.data).not.toHaveProperty('token', expect.stringMatching(/.+/));

    // What a page of another site can make the browser send: the cookie without the header.
    expect((await call(stack, '/member/index/userinfo', {}, { cookie })).envelope.status).toBe(-401);
    // The staff console's header reads the staff cookie only.
    expect(
      (await call(stack, '/member/index/userinfo', {}, { 'x-kindred-session': 'staff', cookie })).envelope.status,
    ).toBe(-401);

    const token = (await signIn('bob', false, {})).envelope.data.token as string;
    expect((await call(stack, '/member/index/userinfo', { token })).envelope.status).toBe(200);
    expect(
      (await call(stack, '/member/index/userinfo', {}, { authorization: `Bearer ${token}` })).envelope.status,
    ).toBe(200);
  });

  it('keeps the console apart: staff sign in to their own cookie', async () => {
    const staff = await call(
      stack,
      '/member/index/login',
      { account: 'service', password: 'Service-Passw0rd' },
      { 'x-kindred-session': 'staff' },
    );
    expect(staff.envelope.status).toBe(200);
    expect(staff.envelope.data).not.toHaveProperty('token');
    const cookie = cookieOf(staff.cookies, 'kindred_staff');
    expect(cookie?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax']));
    const header = { 'x-kindred-session': 'staff', cookie: `kindred_staff=${cookie!.value}` };
    expect((await call(stack, '/member/admin/me', {}, header)).envelope.status).toBe(200);
    expect((await call(stack, '/member/admin/me', {}, { ...header, ...MEMBER })).envelope.status).toBe(-401);
  });

  it('signs out: the session ends and the cookie is cleared; a refused cookie is cleared too', async () => {
    const signedIn = await signIn('carol', true);
    const cookie = `kindred_session=${cookieOf(signedIn.cookies, 'kindred_session')!.value}`;
    const out = await call(stack, '/member/index/logout', {}, { ...MEMBER, cookie });
    expect(out.envelope.status).toBe(200);
    expect(cookieOf(out.cookies, 'kindred_session')).toEqual({
      value: '',
      attributes: expect.arrayContaining(['Max-Age=0', 'HttpOnly', 'Path=/']),
    });
    const after = await call(stack, '/member/index/userinfo', {}, { ...MEMBER, cookie });
    expect(after.envelope.status).toBe(-401);
    expect(cookieOf(after.cookies, 'kindred_session')?.attributes).toContain('Max-Age=0');
  });

  it('moves a token an older app kept in local storage into the cookie', async () => {
    const token = (await signIn('dave', true, {})).envelope.data.token as string;
    const moved = await call(stack, '/member/sessions/cookie', { token }, MEMBER);
    expect(moved.envelope).toMatchObject({ status: 200, data: { cookie: true } });
    expect(cookieOf(moved.cookies, 'kindred_session')?.value).toBe(token);
    const client = await call(stack, '/member/sessions/cookie', { token });
    expect(client.envelope.data).toEqual({ cookie: false });
    expect(client.cookies).toEqual([]);
    expect((await call(stack, '/member/sessions/cookie', { token: 'stale' }, MEMBER)).envelope.status).toBe(-401);
  });

  it('opens the socket with a single-use ticket instead of the token in the URL', async () => {
    const signedIn = await signIn('dave', false);
    const me = signedIn.envelope.data.id as number;
    const cookie = `kindred_session=${cookieOf(signedIn.cookies, 'kindred_session')!.value}`;
    const issued = await call(stack, '/member/socket/ticket', {}, { ...MEMBER, cookie });
    expect(issued.envelope).toMatchObject({ status: 200, data: { expires_in: 5 } });
    const ticket = issued.envelope.data.ticket as string;
    expect(ticket).toMatch(/^[\w-]{43}$/);
    expect(ticket).not.toBe(cookie.split('=')[1]);
    // Redis keeps neither the ticket nor the session token in the clear.
    const redis = new Redis('redis://127.0.0.1:6379');
    try {
      const keys = await redis.keys(`${stack.redisPrefix}socket-ticket:*`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).not.toContain(ticket);
      expect(await redis.get(keys[0]!)).not.toContain(cookie.split('=')[1]);
      expect(await redis.ttl(keys[0]!)).toBeLessThanOrEqual(5);
    } finally {
      redis.disconnect();
    }

    const socket = await openSocket(stack, `ticket=${ticket}`);
    socket.ws.send(JSON.stringify({ opt: 100, uid: me }));
    await socket.until(() => socket.frames.some((f) => f.opt === 0));
    expect(socket.frames.find((f) => f.opt === 0)).toMatchObject({ status: 'success', data: { list: [] } });

    // Used once: the same ticket again is refused as a bad token would be.
    const again = await openSocket(stack, `ticket=${ticket}`);
    expect(await again.ended).toBe(4401);
    // The ticket's socket belongs to the session: signing out closes it.
    await call(stack, '/member/index/logout', {}, { ...MEMBER, cookie });
    expect(await socket.ended).toBe(4401);
    expect((await call(stack, '/member/socket/ticket', {}, { ...MEMBER, cookie })).envelope.status).toBe(-401);
  });

  it('lets an unused ticket expire', async () => {
    const token = (await signIn('bob', false, {})).envelope.data.token as string;
    const { ticket } = (await call(stack, '/member/socket/ticket', { token })).envelope.data;
    await new Promise((r) => setTimeout(r, 5_500));
    expect(await (await openSocket(stack, `ticket=${ticket}`)).ended).toBe(4401);
    expect(await (await openSocket(stack, 'ticket=')).ended).toBe(4401);
  });

  it('answers "try again" for a ticket while Redis is away', async () => {
    const token = (await signIn('carol', false, {})).envelope.data.token as string;
    const blind = await startSecondEdge(stack, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const [, second] = blind.edges;
      expect((await second('/member/socket/ticket', {}, token)).status).toBe(-503);
    } finally {
      await blind.edge.stop();
    }
  });

  it('ends a remembered session 90 days after its sign-in, however recently it was used', async () => {
    const hash = (token: string) => `encode(sha256(convert_to('${token}', 'utf8')), 'hex')`;
    const old = (await signIn('alice', true, {})).envelope.data.token as string;
    const recent = (await signIn('alice', true, {})).envelope.data.token as string;
    // Both used yesterday and so slid to 30 days ahead; one signed in 91 days ago, one 80.
    await stack.sql(
      `UPDATE user_svc.sessions SET created_at = now() - interval '91 days', expires_at = now() + interval '29 days'
       WHERE token_hash = ${hash(old)}`,
    );
    await stack.sql(
      `UPDATE user_svc.sessions SET created_at = now() - interval '80 days', expires_at = now() + interval '29 days'
       WHERE token_hash = ${hash(recent)}`,
    );
    expect((await call(stack, '/member/index/userinfo', { token: old })).envelope.status).toBe(-401);
    expect((await call(stack, '/member/index/userinfo', { token: recent })).envelope.status).toBe(200);
    // Using it slides it no further than sign-in + 90 days: 10 days from now, not 30.
    const [row] = await stack.sql<{ days: number }>(
      `SELECT extract(epoch FROM expires_at - now()) / 86400 AS days FROM user_svc.sessions WHERE token_hash = ${hash(recent)}`,
    );
    expect(Number(row!.days)).toBeGreaterThan(9.9);
    expect(Number(row!.days)).toBeLessThanOrEqual(10);
  });
});

describe('the session cookie over HTTPS', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ tls: true, env: { DEMO_SEED: 'on', REGISTRATION_REVIEW: 'off' } });
  });
  afterAll(() => stack.stop());

  it('is Secure', async () => {
    const answer = await call(stack, '/member/index/login', { account: 'alice', password: 'Passw0rd!' }, MEMBER);
    expect(answer.envelope.status).toBe(200);
    expect(cookieOf(answer.cookies, 'kindred_session')?.attributes).toEqual(
      expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax']),
    );
  });
});
