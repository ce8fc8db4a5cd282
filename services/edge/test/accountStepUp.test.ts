import { eventually, startStack, type Stack } from './stack';
import { startSecondEdge } from './secondEdge';
import type { CaughtMail } from './mailCatcher';

/** The text of a caught mail, quoted-printable undone. */
function mailText(mail: CaughtMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The code of the email-change link of this kind in the newest mail to `to`. */
async function linkCode(stack: Stack, to: string, kind: 'confirm' | 'revert'): Promise<string> {
  const pattern = new RegExp(`/member/account/email/${kind}\\?code=([\\w%-]+)`);
  const mail = await eventually(
    async () => [...stack.mails].reverse().find((m) => m.to.includes(to) && pattern.test(mailText(m))),
    (found) => found !== undefined,
  );
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return decodeURIComponent(pattern.exec(mailText(mail))![1]!);
}

/** Follows a link's page as a person would: the GET shows a button, the button POSTs the code. */
async function followLink(stack: Stack, kind: 'confirm' | 'revert', code: string, language = 'en') {
  const path = `/member/account/email/${kind}`;
  const page = await fetch(`${stack.url}${path}?code=${encodeURIComponent(code)}`, {
    headers: { 'accept-language': language },
  });
  const form = await page.text();
  expect(page.status).toBe(200);
  expect(form).toContain(`<form method="post" action="${path}">`);
  const done = await fetch(stack.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': language },
    body: new URLSearchParams({ code }).toString(),
  });
  return { status: done.status, text: await done.text() };
}

describe('the password again, for what takes an account', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { DEMO_SEED: 'on', REGISTRATION_REVIEW: 'off' } });
  });
  afterAll(() => stack.stop());

  it('refuses an export, an email change and a deletion without the password, or with a wrong one', async () => {
    const token = await stack.login('member20@kindred.dev');
    for (const path of ['/member/data/export', '/member/index/changeemail', '/member/data/delete']) {
      const body = path.endsWith('changeemail') ? { email: 'm20.new@example.com' } : {};
      const bare = await stack.post(path, body, { token });
      expect(bare).toMatchObject({ status: -422, data: { errors: { password: 'required' } } });
      const wrong = await stack.post(path, { ...body, password: 'not-it' }, { token });
      expect(wrong).toMatchObject({ status: -400, msg: 'error.wrong_password' });
    }
    expect(await stack.sql(`SELECT id FROM media_svc.member_exports`)).toEqual([]);
    expect(await stack.sql(`SELECT id FROM user_svc.email_changes`)).toEqual([]);
    expect((await stack.post('/member/data/deletion', {}, { token })).data.pending).toBe(false);
    const exported = await stack.post('/member/data/export', { password: 'Passw0rd!' }, { token });
    expect(exported).toMatchObject({ status: 200, data: { state: 'pending' } });
  });

  it('moves the email only once the new address confirms; the old address can undo it and end every session', async () => {
    const token = await stack.login('member21@kindred.dev');
    const other = await stack.login('member21@kindred.dev');
    const asked = await stack.post(
      '/member/index/changeemail',
      { email: 'm21.new@example.com', password: 'Passw0rd!' },
      { token },
    );
    expect(asked).toMatchObject({ status: 200, msg: 'email_change.sent' });
    // Nothing moves before the new address answers.
    expect((await stack.post('/member/index/userinfo', {}, { token })).data.email).toBe('member21@kindred.dev');

    const confirm = await linkCode(stack, 'm21.new@example.com', 'confirm');
    expect(await followLink(stack, 'confirm', confirm)).toMatchObject({ status: 200 });
    expect((await stack.post('/member/index/userinfo', {}, { token })).data.email).toBe('m21.new@example.com');
    // The confirmation link works once.
    expect((await followLink(stack, 'confirm', confirm)).status).toBe(400);

    // Whoever moved the address asks for a reset there; the old address's "this wasn't me" ends it all.
    await stack.post('/member/index/forget', { email: 'm21.new@example.com' });
    const reset = await eventually(
      async () => stack.mails.find((m) => m.to.includes('m21.new@example.com') && /reset-password/.test(mailText(m))),
      (found) => found !== undefined,
    );
    const resetCode = decodeURIComponent(/reset-password\?code=([\w%-]+)/.exec(mailText(reset!))![1]!);
    const revert = await linkCode(stack, 'member21@kindred.dev', 'revert');
    expect(mailText(stack.mails.find((m) => m.to.includes('member21@kindred.dev'))!)).toContain('m21.new@example.com');
    const undone = await followLink(stack, 'revert', revert, 'zh-TW');
    expect(undone).toMatchObject({ status: 200 });
    expect(undone.text).toContain('原地址已恢復');

    for (const session of [token, other]) {
      expect((await stack.post('/member/index/userinfo', {}, { token: session })).status).toBe(-401);
    }
    expect((await stack.post('/member/index/resetpwd', { code: resetCode, password: 'Taken-0ver' })).status).toBe(-1);
    const back = await stack.login('member21@kindred.dev');
    expect((await stack.post('/member/index/userinfo', {}, { token: back })).data.email).toBe('member21@kindred.dev');
    expect((await followLink(stack, 'revert', revert)).status).toBe(400);
  });

  it('answers an email change to a taken address like any other, and mails its owner instead', async () => {
    const token = await stack.login('member22@kindred.dev');
    const { username } = (await stack.post('/member/index/userinfo', {}, { token })).data;
    const free = await stack.post(
      '/member/index/changeemail',
      { email: 'm22.free@example.com', password: 'Passw0rd!' },
      { token },
    );
    const taken = await stack.post(
      '/member/index/changeemail',
      { email: 'BOB@kindred.dev', password: 'Passw0rd!' },
      { token },
    );
    expect(taken).toEqual(free);
    const notice = await eventually(
      async () => stack.mails.find((m) => m.to.includes('bob@kindred.dev')),
      (found) => found !== undefined,
    );
    expect(mailText(notice!)).toContain('Someone tried to use this address');
    expect(mailText(notice!)).not.toContain(username);
    expect(stack.mails.some((m) => m.to.includes('BOB@kindred.dev') && /email\/confirm/.test(mailText(m)))).toBe(false);
    expect((await stack.post('/member/index/userinfo', {}, { token })).data.email).toBe('member22@kindred.dev');
  });
});

describe('one limit per account for every password check', () => {
  let stack: Stack;
  // A new address for each call: only the per-account count can refuse.
  let ip = 0;
  const from = () => ({ headers: { 'x-forwarded-for': `10.0.${Math.floor(++ip / 250)}.${ip % 250}` } });
  beforeAll(async () => {
    stack = await startStack({ env: { DEMO_SEED: 'on', REGISTRATION_REVIEW: 'off', TRUSTED_PROXIES: '1' } });
  });
  afterAll(() => stack.stop());

  it('counts " alice", "ALICE", her email and her session\'s password checks toward one limit', async () => {
    const limited = await startSecondEdge(stack, { RATE_LIMIT_LOGIN_PER_MIN: '5', TRUSTED_PROXIES: '1' });
    const url = `http://127.0.0.1:${limited.edge.port}`;
    const post = async (path: string, body: Record<string, string>) => {
      const res = await fetch(url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from().headers },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { status: number; msg: string; data: Record<string, unknown> };
    };
    try {
      const signedIn = await post('/member/index/login', { account: 'alice', password: 'Passw0rd!' });
      expect(signedIn.status).toBe(200);
      const token = signedIn.data.token as string;
      for (const account of [' alice', 'ALICE', 'Alice@Kindred.dev']) {
        expect((await post('/member/index/login', { account, password: 'guess-1' })).status).toBe(-1);
      }
      expect(
        (await post('/member/index/changepwd', { token, oldpassword: 'guess-2', newpassword: 'Guess-3x' })).status,
      ).toBe(0);
      // Five checks in this minute: the right password is refused too, by any name and from her session.
      for (const account of ['alice', 'alice@kindred.dev ']) {
        expect(await post('/member/index/login', { account, password: 'Passw0rd!' })).toMatchObject({
          status: -429,
          msg: 'error.rate_limited',
        });
      }
      expect((await post('/member/data/delete', { token, password: 'Passw0rd!' })).status).toBe(-429);
      expect((await post('/member/data/export', { token, password: 'Passw0rd!' })).status).toBe(-429);
      // Another account's allowance is its own.
      expect((await post('/member/index/login', { account: 'bob', password: 'Passw0rd!' })).status).toBe(200);
      expect((await stack.post('/member/data/deletion', {}, { token })).data.pending).toBe(false);
    } finally {
      await limited.edge.stop();
    }
  });

  it('refuses sign-in and step-up with "try again" while Redis is down, never lets them through', async () => {
    const token = await stack.login('carol');
    const blind = await startSecondEdge(stack, { REDIS_URL: 'redis://127.0.0.1:1' });
    const url = `http://127.0.0.1:${blind.edge.port}`;
    const post = async (path: string, body: Record<string, string>) => {
      const res = await fetch(url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { retryAfter: res.headers.get('retry-after'), envelope: (await res.json()) as { status: number } };
    };
    try {
      const login = await post('/member/index/login', { account: 'carol', password: 'Passw0rd!' });
      expect(login).toEqual({ retryAfter: '2', envelope: expect.objectContaining({ status: -503 }) });
      const guess = await post('/member/index/changepwd', { token, oldpassword: 'guess-1', newpassword: 'Guess-2x' });
      expect(guess.envelope.status).toBe(-503);
      // Calls that check no password still work without Redis.
      expect((await post('/member/index/userinfo', { token })).envelope.status).toBe(200);
    } finally {
      await blind.edge.stop();
    }
    expect((await stack.post('/member/index/login', { account: 'carol', password: 'Passw0rd!' })).status).toBe(200);
  });
});
