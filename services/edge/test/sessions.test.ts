import { startStack, type Stack } from './stack';
import { openMemberSocket } from './memberSocket';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DAY_MS = 86_400_000;

/** Remember me, and the sessions a member sees and ends (docs/member-settings.md). */
describe('member sessions', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ chat: true, env: { DEMO_SEED: 'on', REGISTRATION_REVIEW: 'off' } });
  });
  afterAll(() => stack.stop());

  const signIn = async (account: string, remember: boolean, headers: Record<string, string> = {}) => {
    const answer = await stack.post(
      '/member/index/login',
      { account, password: 'Passw0rd!', ...(remember ? { remember: 1 } : {}) },
      { headers },
    );
    expect(answer.status).toBe(200);
    return answer.data.token as string;
  };
  const expiresIn = async (token: string) => {
    const [row] = await stack.sql<{ ms: number }>(
      `SELECT extract(epoch FROM expires_at - now()) * 1000 AS ms FROM user_svc.sessions
       WHERE token_hash = encode(sha256(convert_to($1, 'utf8')), 'hex')`,
      [token],
    );
    return Number(row!.ms);
  };

  it('keeps a remembered session 30 days from its last use, and others one day', async () => {
    const short = await signIn('alice', false);
    const remembered = await signIn('alice', true);
    expect(await expiresIn(short)).toBeLessThanOrEqual(DAY_MS);
    expect(await expiresIn(short)).toBeGreaterThan(DAY_MS - 60_000);
    expect(await expiresIn(remembered)).toBeGreaterThan(29 * DAY_MS);

    // A remembered session used again slides; a short one does not.
    await stack.sql(
      `UPDATE user_svc.sessions SET expires_at = now() + interval '1 hour'
      WHERE token_hash IN (encode(sha256(convert_to($1, 'utf8')), 'hex'), encode(sha256(convert_to($2, 'utf8')), 'hex'))`,
      [short, remembered],
    );
    expect((await stack.post('/member/index/userinfo', {}, { token: remembered })).status).toBe(200);
    expect((await stack.post('/member/index/userinfo', {}, { token: short })).status).toBe(200);
    expect(await expiresIn(remembered)).toBeGreaterThan(29 * DAY_MS);
    expect(await expiresIn(short)).toBeLessThan(3_600_000);
  });

  it('refuses a remember flag that is not a checkbox value', async () => {
    const answer = await stack.post('/member/index/login', {
      account: 'alice',
      password: 'Passw0rd!',
      remember: 'yes',
    });
    expect(answer.status).toBe(-422);
    expect(answer.data.errors).toEqual({ remember: 'invalid' });
  });

  it('lists the sessions with browser, system, device, country and first and last use', async () => {
    const laptop = await signIn('bob', true, { 'user-agent': FIREFOX_LINUX, 'cf-ipcountry': 'de' });
    await signIn('bob', false, { 'user-agent': SAFARI_IPHONE, 'x-country': 'XX' });
    const list = await stack.post('/member/sessions/list', {}, { token: laptop });
    expect(list.status).toBe(200);
    expect(list.data).toHaveLength(2);
    const [current] = list.data.filter((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ browser: 'Firefox 128', os: 'Linux', device: 'desktop', country: 'DE' });
    expect(current.first_used).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(current.last_used).toBeGreaterThanOrEqual(current.first_used);
    const [phone] = list.data.filter((s: { current: boolean }) => !s.current);
    expect(phone).toMatchObject({ browser: 'Mobile Safari 17', os: 'iOS 17.5', device: 'mobile', country: '' });
    // Another member's list does not hold bob's sessions.
    const carol = await signIn('carol', false);
    const theirs = await stack.post('/member/sessions/list', {}, { token: carol });
    expect(theirs.data.map((s: { id: number }) => s.id)).not.toContain(phone.id);
    expect((await stack.post('/member/sessions/end', { id: phone.id }, { token: carol })).status).toBe(-1);
  });

  it('signs one session out: its calls are refused and its socket closes within a second', async () => {
    const mine = await signIn('dave', true);
    const other = await signIn('dave', true);
    const socket = await openMemberSocket(stack, other);
    const { data } = await stack.post('/member/sessions/list', {}, { token: mine });
    const target = data.find((s: { current: boolean }) => !s.current);
    const endedAt = Date.now();
    expect(await stack.post('/member/sessions/end', { id: target.id }, { token: mine })).toMatchObject({
      status: 200,
      msg: 'session.ended',
    });
    for (let i = 0; i < 50 && !socket.closed(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(socket.closed()?.code).toBe(4401);
    expect(socket.closed()!.at - endedAt).toBeLessThan(1000);
    expect((await stack.post('/member/index/userinfo', {}, { token: other })).status).not.toBe(200);
    expect((await stack.post('/member/index/userinfo', {}, { token: mine })).status).toBe(200);
    expect((await stack.post('/member/sessions/end', { id: target.id }, { token: mine })).status).toBe(-1);
    expect((await stack.post('/member/sessions/end', { id: 'x' }, { token: mine })).status).toBe(-422);
  });

  it('signs out everywhere else, keeping this session', async () => {
    const here = await signIn('alice', true);
    const elsewhere = [await signIn('alice', false), await signIn('alice', true)];
    const sockets = await Promise.all(elsewhere.map((token) => openMemberSocket(stack, token)));
    const answer = await stack.post('/member/sessions/end_others', {}, { token: here });
    expect(answer.status).toBe(200);
    expect(answer.data.ended).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < 50 && sockets.some((s) => !s.closed()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(sockets.map((s) => s.closed()?.code)).toEqual([4401, 4401]);
    for (const token of elsewhere)
      expect((await stack.post('/member/index/userinfo', {}, { token })).status).not.toBe(200);
    const left = await stack.post('/member/sessions/list', {}, { token: here });
    expect(left.data).toEqual([expect.objectContaining({ current: true })]);
  });

  it('ends every other session when the password changes', async () => {
    const here = await signIn('carol', true);
    const there = await signIn('carol', true);
    const socket = await openMemberSocket(stack, there);
    const changed = await stack.post(
      '/member/index/changepwd',
      { oldpassword: 'Passw0rd!', newpassword: 'Passw0rd!2' },
      { token: here },
    );
    expect(changed.status).toBe(200);
    for (let i = 0; i < 50 && !socket.closed(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(socket.closed()?.code).toBe(4401);
    const left = await stack.post('/member/sessions/list', {}, { token: here });
    expect(left.data).toHaveLength(1);
  });

  it('needs a signed-in member', async () => {
    expect((await stack.post('/member/sessions/list', {})).status).not.toBe(200);
    expect((await stack.post('/member/sessions/end_others', {})).status).not.toBe(200);
  });
});
