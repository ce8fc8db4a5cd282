import { Redis } from 'ioredis';
import { createClient, loadContract, markOnline } from '@kindred/kit';
import type { ProtoGrpcType } from '@kindred/kit/generated/user';
import { eventually, startStack, type Stack } from './stack';

const adult = Date.UTC(1995, 4, 17);

function registration(name: string, extra: Record<string, unknown> = {}) {
  return {
    username: name,
    email: `${name}@example.com`,
    password: 'Passw0rd!',
    sex: 1,
    birthday: adult,
    country: 'TW',
    ...extra,
  };
}

async function count(stack: Stack, sql: string): Promise<number> {
  const [row] = await stack.sql<{ count: string }>(sql);
  return Number(row!.count);
}

describe('registration and sign-in (review on)', () => {
  let stack: Stack;
  let adminToken: string;
  beforeAll(async () => {
    stack = await startStack();
    adminToken = await stack.login('admin', 'Admin-Passw0rd');
  });
  afterAll(() => stack.stop());

  it('registers under review with a token, and login answers -3 until approved', async () => {
    const answer = await stack.post('/member/index/register', registration('newbie'));
    expect(answer.status).toBe(200);
    expect(answer.data.status).toBe(2);
    expect(answer.data.token).toMatch(/^[\w-]{43}$/);
    expect(answer.data).toMatchObject({ username: 'newbie', vip: 0, amount: '0.00', sex: 1, birthday: adult });
    expect(answer.data.password_hash).toBeUndefined();

    expect((await stack.post('/member/index/login', { account: 'newbie', password: 'Passw0rd!' })).status).toBe(-3);

    const pendingToken = answer.data.token;
    const info = await stack.post('/member/index/userinfo', {}, { token: pendingToken });
    expect(info.status).toBe(200);
    expect(info.data.status).toBe(2);
    const refused = await stack.post('/member/index/userlist', {}, { token: pendingToken });
    expect(refused).toMatchObject({ status: -403, msg: 'error.account_pending' });

    const approve = await stack.post(
      '/member/admin/review',
      { userid: answer.data.id, approve: 1 },
      { token: adminToken },
    );
    expect(approve.status).toBe(200);
    const login = await stack.post('/member/index/login', { account: 'newbie', password: 'Passw0rd!' });
    expect(login).toMatchObject({ status: 200, msg: 'login success' });
    expect(login.data.status).toBe(1);
  });

  it('answers -1 for a taken username (any case); a taken email is mailed to, never told', async () => {
    const fresh = await stack.post('/member/index/register', registration('taken'));
    expect(fresh).toMatchObject({ status: 200, msg: 'register.pending', data: { status: 2 } });
    const name = await stack.post('/member/index/register', registration('TAKEN', { email: 'other@example.com' }));
    expect(name).toMatchObject({ status: -1, msg: 'error.username_taken' });
    const email = await stack.post('/member/index/register', registration('other', { email: 'Taken@Example.com' }));
    // The answer of a registration waiting for review, with no session and no account behind it.
    expect(email).toEqual({ status: 200, msg: 'register.pending', data: { status: 2 } });
    expect(await count(stack, `SELECT count(*) FROM user_svc.accounts WHERE username = 'other'`)).toBe(0);
    const notice = await eventually(
      async () => stack.mails.find((m) => m.to.includes('taken@example.com')),
      (mail) => mail !== undefined,
    );
    expect(notice!.raw).toContain('Someone tried to use this address');
  });

  it('refuses broken fields with -422 naming each, and creates nothing', async () => {
    const before = await count(stack, 'SELECT count(*) FROM user_svc.accounts');
    const answer = await stack.post('/member/index/register', {
      username: 'x!',
      email: 'bad@mail.info',
      password: '123',
      sex: 1,
      birthday: Date.UTC(2015, 0, 1),
    });
    expect(answer.status).toBe(-422);
    expect(answer.data.errors).toEqual({
      username: 'format',
      email: 'format',
      password: 'length',
      birthday: 'underage',
    });
    const missing = await stack.post('/member/index/register', { username: 'someone' });
    expect(missing.status).toBe(-422);
    expect(missing.data.errors).toMatchObject({ email: 'required', password: 'required', birthday: 'required' });
    expect(await count(stack, 'SELECT count(*) FROM user_svc.accounts')).toBe(before);
  });

  it('takes a Chinese username, and the invitation variant with code and laid', async () => {
    const chinese = await stack.post('/member/index/register', registration('王小明', { email: 'wang@example.com' }));
    expect(chinese.status).toBe(200);
    const inviter = await stack.post('/member/index/register', registration('inviter'));
    const code = inviter.data.invitation_code;
    const noLaid = await stack.post('/member/index/register', registration('invited', { code }));
    expect(noLaid.data.errors).toEqual({ laid: 'required' });
    const badCode = await stack.post(
      '/member/index/register',
      registration('invited', { code: 'NOPE2345', laid: 'L1' }),
    );
    expect(badCode.data.errors).toEqual({ code: 'invalid' });
    const invited = await stack.post('/member/index/register', registration('invited', { code, laid: 'L1' }));
    expect(invited.status).toBe(200);
    expect(invited.data.laid).toBe('L1');
  });

  it('answers garbage bodies with -422 and changes nothing', async () => {
    const before = await count(stack, 'SELECT count(*) FROM user_svc.accounts');
    for (const body of ['{not json', '[1,2,3]', '\u0000\u0001\u0002', 'username[]=a&username[]=b']) {
      const type =
        body.startsWith('{') || body.startsWith('[') ? 'application/json' : 'application/x-www-form-urlencoded';
      const res = await fetch(`${stack.url}/member/index/register`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      const answer = (await res.json()) as { status: number };
      expect(answer.status).toBe(-422);
    }
    expect(await count(stack, 'SELECT count(*) FROM user_svc.accounts')).toBe(before);
  });
});

describe('member calls (demo members, review off)', () => {
  let stack: Stack;
  let alice: string;
  let bob: string;
  let carol: string;
  beforeAll(async () => {
    stack = await startStack({ env: { DEMO_SEED: 'on', REGISTRATION_REVIEW: 'off' } });
    [alice, bob, carol] = await Promise.all([stack.login('alice'), stack.login('bob'), stack.login('carol')]);
  });
  afterAll(() => stack.stop());

  it('signs in by username or email; wrong credentials answer -1, a malformed account -422', async () => {
    expect(
      (await stack.post('/member/index/login', { account: 'alice@kindred.dev', password: 'Passw0rd!' })).status,
    ).toBe(200);
    expect(await stack.post('/member/index/login', { account: 'alice', password: 'wrong-pass' })).toMatchObject({
      status: -1,
      msg: 'error.wrong_credentials',
    });
    expect((await stack.post('/member/index/login', { account: 'nobody', password: 'Passw0rd!' })).status).toBe(-1);
    const malformed = await stack.post('/member/index/login', { account: '!', password: 'x' });
    expect(malformed).toMatchObject({ status: -422, data: { errors: { account: 'format' } } });
  });

  it('userinfo takes the token from the body or a bearer header, and -401 without one', async () => {
    const byBody = await stack.post('/member/index/userinfo', {}, { token: alice });
    expect(byBody.data).toMatchObject({ username: 'alice', sex: 0, vip: 0, status: 1, amount: '0.00' });
    const res = await fetch(`${stack.url}/member/index/userinfo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bob}` },
    });
    expect(((await res.json()) as { data: { username: string; vip: number } }).data).toMatchObject({
      username: 'bob',
      vip: 1,
    });
    expect(await stack.post('/member/index/userinfo')).toMatchObject({ status: -401, msg: 'error.token_missing' });
    expect((await stack.post('/member/index/userinfo', {}, { token: 'forged-token' })).status).toBe(-401);
  });

  it('info answers the derived vip level and deadlines', async () => {
    const info = await stack.post('/member/index/info', {}, { token: carol });
    expect(info.data.vip).toBe(2);
    expect(info.data.overduedate_2).toBeGreaterThan(Date.now() / 1000);
  });

  it('initdata gives the three authority lists and the service account, without a token', async () => {
    const init = await stack.post('/member/index/initdata');
    expect(init.data.service).toMatchObject({ id: 2, username: 'service' });
    expect(init.data.authority.vip0).toContain('View_profiles');
    expect(init.data.authority.vip0).not.toContain('Search_users');
    expect(init.data.authority.vip1).toContain('Start_chat_dialog');
    expect(init.data.authority.vip2).toContain('Free_use_of_the_translation_function');
  });

  it('logout revokes the token', async () => {
    const token = await stack.login('dave');
    expect((await stack.post('/member/index/logout', {}, { token })).status).toBe(200);
    expect((await stack.post('/member/index/userinfo', {}, { token })).status).toBe(-401);
  });

  it('changes the signature up to 30 characters', async () => {
    const thirty = '簽'.repeat(30);
    expect((await stack.post('/member/index/changesignature', { signature: thirty }, { token: alice })).status).toBe(
      200,
    );
    expect((await stack.post('/member/index/userinfo', {}, { token: alice })).data.signature).toBe(thirty);
    const long = await stack.post('/member/index/changesignature', { signature: 'x'.repeat(31) }, { token: alice });
    expect(long).toMatchObject({ status: -422, data: { errors: { signature: 'too_long' } } });
    expect((await stack.post('/member/index/userinfo', {}, { token: alice })).data.signature).toBe(thirty);
  });

  it('saves the profile without moving the email or the avatar; an underage birthday or foreign avatar -422', async () => {
    const me = (await stack.post('/member/index/userinfo', {}, { token: carol })).data;
    // The avatar changes only through an upload and its photo review: the profile names the current one.
    const profile = {
      sex: 0,
      birthday: Date.UTC(1990, 2, 3),
      avatar: me.avatar,
    };
    expect((await stack.post('/member/index/profile', profile, { token: carol })).status).toBe(200);
    // The same address (any case) is no change.
    const same = await stack.post(
      '/member/index/profile',
      { ...profile, email: me.email.toUpperCase() },
      { token: carol },
    );
    expect(same.status).toBe(200);
    const after = (await stack.post('/member/index/userinfo', {}, { token: carol })).data;
    expect(after).toMatchObject({ email: me.email, birthday: Date.UTC(1990, 2, 3), avatar: profile.avatar });
    // Another address, free or taken, gets the same refusal: the profile never says who has it.
    for (const email of ['carol.new@example.com', 'bob@kindred.dev']) {
      const moved = await stack.post('/member/index/profile', { ...profile, email }, { token: carol });
      expect(moved).toMatchObject({ status: -422, data: { errors: { email: 'change_needs_password' } } });
    }
    expect((await stack.post('/member/index/userinfo', {}, { token: carol })).data.email).toBe(me.email);
    const underage = await stack.post(
      '/member/index/profile',
      { ...profile, birthday: Date.now() - 86_400_000 },
      { token: carol },
    );
    expect(underage.data.errors).toEqual({ birthday: 'underage' });
    const foreign = await stack.post(
      '/member/index/profile',
      { ...profile, avatar: '/media/avatars/1/x.png' },
      { token: carol },
    );
    expect(foreign.data.errors).toEqual({ avatar: 'invalid' });
    // Only an upload and its photo review change the avatar: naming another of one's own changes nothing.
    const unreviewed = await stack.post(
      '/member/index/profile',
      { ...profile, avatar: `/media/avatars/${me.id}/a.png` },
      { token: carol },
    );
    expect(unreviewed.status).toBe(200);
    expect((await stack.post('/member/index/userinfo', {}, { token: carol })).data.avatar).toBe(me.avatar);
  });

  it('changes the password: wrong old answers 0, other sessions end, this one stays', async () => {
    const token = await stack.login('member5@kindred.dev');
    const other = await stack.login('member5@kindred.dev');
    expect(
      (await stack.post('/member/index/changepwd', { oldpassword: 'nope-nope', newpassword: 'N3w-pass' }, { token }))
        .status,
    ).toBe(0);
    const tooLong = await stack.post(
      '/member/index/changepwd',
      { oldpassword: 'Passw0rd!', newpassword: 'x'.repeat(19) },
      { token },
    );
    expect(tooLong.status).toBe(-422);
    expect(
      (await stack.post('/member/index/changepwd', { oldpassword: 'Passw0rd!', newpassword: 'N3w-pass' }, { token }))
        .status,
    ).toBe(200);
    expect((await stack.post('/member/index/userinfo', {}, { token })).status).toBe(200);
    expect((await stack.post('/member/index/userinfo', {}, { token: other })).status).toBe(-401);
    expect(
      (await stack.post('/member/index/login', { account: 'member5@kindred.dev', password: 'N3w-pass' })).status,
    ).toBe(200);
  });

  it('forget mails a one-time reset link to a known address only, with the same answer', async () => {
    const unknown = await stack.post('/member/index/forget', { email: 'ghost@example.com' });
    const known = await stack.post('/member/index/forget', { email: 'member7@kindred.dev' });
    expect(unknown).toEqual(known);
    expect(known.status).toBe(200);
    expect((await stack.post('/member/index/forget', { email: 'not-an-email' })).status).toBe(-1);
    // Sent after the answer, so that a known address answers as fast as an unknown one.
    const mail = await eventually(
      async () => stack.mails.find((m) => m.to.includes('member7@kindred.dev')),
      (found) => found !== undefined,
    );
    expect(stack.mails.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
    const body = mail!.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const code = decodeURIComponent(/reset-password\?code=([\w%-]+)/.exec(body)![1]!);
    expect(mail!.raw).not.toContain('Passw0rd!');
    expect((await stack.post('/member/index/resetpwd', { code, password: 'Fresh-pass1' })).status).toBe(200);
    expect((await stack.post('/member/index/resetpwd', { code, password: 'Again-pass1' })).status).toBe(-1);
    expect(
      (await stack.post('/member/index/login', { account: 'member7@kindred.dev', password: 'Fresh-pass1' })).status,
    ).toBe(200);
    expect(
      (await stack.post('/member/index/login', { account: 'member7@kindred.dev', password: 'Passw0rd!' })).status,
    ).toBe(-1);
  });

  it('pages the member list; vip 0 stops at page 1 with an upgrade hint', async () => {
    const first = await stack.post('/member/index/userlist', { page: 1 }, { token: alice });
    expect(first.status).toBe(200);
    expect(first.data.data).toHaveLength(12);
    expect(first.data.user.vip).toBe(0);
    expect(first.data.last_page).toBe(Math.ceil(203 / 12));
    expect(first.data.data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        username: expect.any(String),
        is_online: 0,
        is_like: 0,
        likecount: 0,
        backphotos: [],
      }),
    );
    expect(first.data.data.some((m: { username: string }) => m.username === 'alice')).toBe(false);
    expect(await stack.post('/member/index/userlist', { page: 2 }, { token: alice })).toMatchObject({
      status: -403,
      data: { upgrade: true },
    });
    const second = await stack.post('/member/index/userlist', { page: 2 }, { token: bob });
    expect(second.data.data).toHaveLength(12);
    expect(second.data.data[0].id).not.toBe(first.data.data[0].id);
    const last = await stack.post('/member/index/userlist', { page: first.data.last_page }, { token: bob });
    expect(last.data.data.length).toBeGreaterThan(0);
  });

  it('filters the list by name only with Search_users', async () => {
    expect((await stack.post('/member/index/userlist', { username: 'car' }, { token: alice })).data).toMatchObject({
      authority: 'Search_users',
      upgrade: true,
    });
    const found = await stack.post('/member/index/userlist', { username: 'car' }, { token: bob });
    expect(found.data.data.map((m: { username: string }) => m.username)).toEqual(['carol']);
  });

  it('lists online members from Redis presence', async () => {
    const dave = (await stack.post('/member/index/userinfo', {}, { token: await stack.login('dave') })).data;
    const redis = new Redis({ keyPrefix: stack.redisPrefix });
    await markOnline(redis, [dave.id]);
    redis.disconnect();
    const online = await stack.post('/member/index/onlinelist', {}, { token: alice });
    expect(online.data.map((m: { username: string }) => m.username)).toEqual(['dave']);
    expect(online.data[0].is_online).toBe(1);
    const detail = await stack.post('/member/index/userdetail', { id: dave.id }, { token: alice });
    expect(detail.data).toMatchObject({ username: 'dave', is_online: 1, mid: dave.id, email: '' });
  });

  it('userdetail answers -1 for an unknown member and -422 for a bad id', async () => {
    expect((await stack.post('/member/index/userdetail', { id: 999999 }, { token: alice })).status).toBe(-1);
    expect((await stack.post('/member/index/userdetail', { id: 'abc' }, { token: alice })).status).toBe(-422);
  });

  it('new_opposite_sex and search_opposite_sex show the other gender only', async () => {
    const fresh = await stack.post('/member/index/new_opposite_sex', {}, { token: alice });
    expect(fresh.data.length).toBeGreaterThan(0);
    expect(fresh.data.every((m: { sex: number }) => m.sex === 1)).toBe(true);
    expect((await stack.post('/member/index/search_opposite_sex', { username: 'a' }, { token: alice })).status).toBe(
      -403,
    );
    const found = await stack.post('/member/index/search_opposite_sex', { username: 'a' }, { token: bob });
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((m: { sex: number; username: string }) => m.sex === 0 && /a/i.test(m.username))).toBe(true);
    expect((await stack.post('/member/index/search_opposite_sex', { username: '  ' }, { token: bob })).status).toBe(
      -422,
    );
  });

  it('lists notices and marks one read, own notices only', async () => {
    const me = (await stack.post('/member/index/userinfo', {}, { token: alice })).data;
    const user = createClient(loadContract<ProtoGrpcType>('user').kindred.user.v1.UserService, stack.addresses.user);
    const notice = await user.CreateNotice({
      user_id: me.id,
      type: 'gift',
      gift: 'rose',
      content: 'from bob',
      idempotency_key: 'n1',
    });
    await user.CreateNotice({ user_id: me.id, type: 'gift', gift: 'rose', content: 'from bob', idempotency_key: 'n1' });
    user.close();
    const list = await stack.post('/member/index/senotice', {}, { token: alice });
    expect(list.data).toEqual([
      expect.objectContaining({ id: notice.id, type: 'gift', status: 0, gift: 'rose', content: 'from bob' }),
    ]);
    expect((await stack.post('/member/index/upnotice', { id: notice.id }, { token: bob })).status).toBe(-404);
    expect((await stack.post('/member/index/upnotice', { id: notice.id }, { token: alice })).status).toBe(200);
    expect((await stack.post('/member/index/senotice', {}, { token: alice })).data[0].status).toBe(1);
  });
});
