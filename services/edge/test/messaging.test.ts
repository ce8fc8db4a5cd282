import { createClient, loadContract } from '@kindred/kit';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import type { ProtoGrpcType as CommerceProto } from '@kindred/kit/generated/commerce';
import { startLibreTranslate } from './libreTranslate';
import { startStack, type Stack } from './stack';

let stack: Stack;
let provider: Awaited<ReturnType<typeof startLibreTranslate>>;
let users: ReturnType<typeof createClient<InstanceType<UserProto['kindred']['user']['v1']['UserService']>>>;
let commerce: ReturnType<
  typeof createClient<InstanceType<CommerceProto['kindred']['commerce']['v1']['CommerceService']>>
>;
let n = 0;

async function member(vip: 0 | 1 | 2) {
  const username = `mail${n++}x${Date.now() % 100000}`;
  const answer = await stack.post('/member/index/register', {
    username,
    email: `${username}@example.com`,
    password: 'Passw0rd!',
    sex: 1,
    birthday: Date.UTC(1990, 0, 1),
    country: 'TW',
  });
  if (answer.status !== 200) throw new Error(`register: ${answer.status} ${answer.msg}`);
  const id = Number(answer.data.id);
  if (vip > 0) await users.ExtendMembership({ user_id: id, tier: vip, months: 1, idempotency_key: `t-${username}` });
  return { id, username, token: answer.data.token as string };
}

beforeAll(async () => {
  provider = await startLibreTranslate();
  stack = await startStack({ env: { REGISTRATION_REVIEW: 'off', TRANSLATE_URL: provider.url } });
  users = createClient(loadContract<UserProto>('user').kindred.user.v1.UserService, stack.addresses.user);
  commerce = createClient(
    loadContract<CommerceProto>('commerce').kindred.commerce.v1.CommerceService,
    stack.addresses.commerce,
  );
});
afterAll(async () => {
  users.close();
  commerce.close();
  await stack.stop();
  await provider.close();
});

describe('mail', () => {
  it('sends by username, lists newest first with the unread count, and marks read', async () => {
    const [a, b] = [await member(1), await member(1)];
    expect(
      await stack.post('/member/email/released', { email: b.username, content: '  first  ' }, { token: a.token }),
    ).toMatchObject({
      status: 200,
      msg: 'sent',
      data: { sendername: a.username, msg: 'first', type: 0 },
    });
    await stack.post('/member/email/released', { email: b.username, content: '你'.repeat(50) }, { token: a.token });
    const list = await stack.post('/member/email/emaillist', {}, { token: b.token });
    expect(list.status).toBe(200);
    expect(list.data.unread).toBe(2);
    expect(list.data.list.map((m: { msg: string }) => m.msg)).toEqual(['你'.repeat(50), 'first']);
    const [newest] = list.data.list;
    expect(newest).toMatchObject({ type: 0, sendername: a.username, sender_id: a.id, locked: false });
    expect(newest.create_time).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));

    expect(await stack.post('/member/email/updatestatus', { id: newest.eid }, { token: b.token })).toMatchObject({
      status: 200,
    });
    const after = await stack.post('/member/email/emaillist', {}, { token: b.token });
    expect(after.data.unread).toBe(1);
    expect(after.data.list[0].type).toBe(1);
    // A page past the oldest mail is empty and still carries the whole mailbox's unread count.
    const oldest = after.data.list[1].eid as number;
    expect((await stack.post('/member/email/emaillist', { before_id: oldest }, { token: b.token })).data).toEqual({
      list: [],
      unread: 1,
    });
    // Marking again is harmless; the sender's own list is untouched.
    expect((await stack.post('/member/email/updatestatus', { id: newest.eid }, { token: b.token })).status).toBe(200);
    expect((await stack.post('/member/email/emaillist', {}, { token: a.token })).data).toEqual({ list: [], unread: 0 });
  });

  it('answers -1 for an unknown recipient, -2 for oneself, -422 for bad content, and stores nothing', async () => {
    const [a, b] = [await member(1), await member(1)];
    expect(
      await stack.post('/member/email/released', { email: 'nosuchmember', content: 'hi' }, { token: a.token }),
    ).toMatchObject({
      status: -1,
    });
    expect(
      (await stack.post('/member/email/released', { email: a.username, content: 'hi' }, { token: a.token })).status,
    ).toBe(-2);
    const blank = await stack.post('/member/email/released', { email: b.username, content: '   ' }, { token: a.token });
    expect(blank).toMatchObject({ status: -422, data: { errors: { content: 'required' } } });
    const long = await stack.post(
      '/member/email/released',
      { email: b.username, content: 'x'.repeat(51) },
      { token: a.token },
    );
    expect(long).toMatchObject({ status: -422, data: { errors: { content: 'too_long' } } });
    expect((await stack.post('/member/email/released', { content: 'hi' }, { token: a.token })).status).toBe(-422);
    expect((await stack.post('/member/email/released', { email: b.username, content: 'hi' })).status).toBe(-401);
    expect((await stack.post('/member/email/emaillist', {}, { token: b.token })).data).toEqual({ list: [], unread: 0 });
  });

  it('lets vip 0 mail customer service only, and read only customer-service mail', async () => {
    const [free, paid] = [await member(0), await member(1)];
    const refused = await stack.post(
      '/member/email/released',
      { email: paid.username, content: 'hi' },
      { token: free.token },
    );
    expect(refused).toMatchObject({ status: -403, data: { authority: 'Start_mail_dialog', upgrade: true } });
    expect(
      (await stack.post('/member/email/released', { email: 'service', content: 'help me' }, { token: free.token }))
        .status,
    ).toBe(200);

    const service = await stack.login('service', 'Service-Passw0rd');
    expect(
      (await stack.post('/member/email/released', { email: free.username, content: 'welcome' }, { token: service }))
        .status,
    ).toBe(200);
    expect(
      (await stack.post('/member/email/released', { email: free.username, content: 'secret' }, { token: paid.token }))
        .status,
    ).toBe(200);

    const list = await stack.post('/member/email/emaillist', {}, { token: free.token });
    expect(list.data.unread).toBe(2);
    const [fromPaid, fromService] = list.data.list;
    expect(fromPaid).toMatchObject({ sender_id: paid.id, msg: '', locked: true });
    expect(fromService).toMatchObject({ sender_id: 2, msg: 'welcome', locked: false });
    const locked = await stack.post('/member/email/updatestatus', { id: fromPaid.eid }, { token: free.token });
    expect(locked).toMatchObject({ status: -403, data: { authority: 'Read_mails', upgrade: true } });
    expect(
      (await stack.post('/member/email/updatestatus', { id: fromService.eid }, { token: free.token })).status,
    ).toBe(200);
    expect((await stack.post('/member/email/emaillist', {}, { token: free.token })).data.unread).toBe(1);

    // Someone else's mail is not found, and stays unread.
    const other = await stack.post('/member/email/updatestatus', { id: fromPaid.eid }, { token: paid.token });
    expect(other.status).toBe(-404);
    expect((await stack.post('/member/email/updatestatus', { id: 'abc' }, { token: paid.token })).status).toBe(-422);
    expect((await stack.post('/member/email/emaillist', {}, { token: free.token })).data.unread).toBe(1);
  });

  it('answers -403 error.blocked to mail between a blocked pair, either way, and stores nothing', async () => {
    const [a, b] = [await member(1), await member(1)];
    expect((await stack.post('/member/block/block', { target_id: b.id }, { token: a.token })).status).toBe(200);
    const fromBlocked = await stack.post(
      '/member/email/released',
      { email: a.username, content: 'let me explain' },
      { token: b.token },
    );
    expect(fromBlocked).toMatchObject({ status: -403, msg: 'error.blocked' });
    const fromBlocker = await stack.post(
      '/member/email/released',
      { email: b.username, content: 'go away' },
      { token: a.token },
    );
    expect(fromBlocker).toMatchObject({ status: -403, msg: 'error.blocked' });
    expect((await stack.post('/member/email/emaillist', {}, { token: a.token })).data.list).toEqual([]);
    expect((await stack.post('/member/email/emaillist', {}, { token: b.token })).data.list).toEqual([]);
    // Customer service stays reachable.
    expect(
      (await stack.post('/member/email/released', { email: 'service', content: 'report' }, { token: b.token })).status,
    ).toBe(200);
  });
});

describe('translate', () => {
  it('converts zh <-> cht locally with OpenCC, free for vip 2', async () => {
    const gold = await member(2);
    const before = provider.calls.length;
    expect(
      await stack.post('/member/index/translate', { content: '软件信息', to: 'cht' }, { token: gold.token }),
    ).toMatchObject({
      status: 200,
      data: { dst: '軟體資訊' },
    });
    expect(
      (await stack.post('/member/index/translate', { content: '軟體資訊', to: 'zh' }, { token: gold.token })).data.dst,
    ).toBe('软件信息');
    expect(provider.calls.length).toBe(before);
  });

  it('sends other pairs to the LibreTranslate provider', async () => {
    const gold = await member(2);
    expect(
      (await stack.post('/member/index/translate', { content: 'hello', to: 'zh' }, { token: gold.token })).data.dst,
    ).toBe('你好');
    expect(provider.calls.at(-1)).toEqual({ q: 'hello', source: 'auto', target: 'zh', format: 'text', api_key: '' });
    expect(
      (await stack.post('/member/index/translate', { content: 'hello', to: 'cht' }, { token: gold.token })).data.dst,
    ).toBe('妳好');
    expect(provider.calls.at(-1)).toMatchObject({ target: 'zt' });
    expect(
      (await stack.post('/member/index/translate', { content: '你好', to: 'en' }, { token: gold.token })).data.dst,
    ).toBe('hello');
  });

  it('charges 1 credit per call without the free authority, once per idempotency key, -1 when short', async () => {
    const silver = await member(1);
    const short = await stack.post('/member/index/translate', { content: 'hello', to: 'zh' }, { token: silver.token });
    expect(short).toMatchObject({ status: -1, msg: 'error.insufficient_credits' });
    await commerce.Credit({
      user_id: silver.id,
      amount: '2.00',
      reason: 'adjustment',
      ref_type: 'test',
      ref_id: 't',
      idempotency_key: `credit-${silver.id}`,
    });
    const balance = async () => (await commerce.GetBalance({ user_id: silver.id })).amount;
    const first = await stack.post(
      '/member/index/translate',
      { content: 'hello', to: 'zh', idempotency_key: 'k-1' },
      { token: silver.token },
    );
    expect(first).toMatchObject({ status: 200, data: { dst: '你好' } });
    expect(await balance()).toBe('1.00');
    await stack.post(
      '/member/index/translate',
      { content: 'hello', to: 'zh', idempotency_key: 'k-1' },
      { token: silver.token },
    );
    expect(await balance()).toBe('1.00');
    expect(
      (await stack.post('/member/index/translate', { content: '软件', to: 'cht' }, { token: silver.token })).data.dst,
    ).toBe('軟體');
    expect(await balance()).toBe('0.00');
    expect(
      (await stack.post('/member/index/translate', { content: 'hello', to: 'en' }, { token: silver.token })).status,
    ).toBe(-1);
  });

  it('charges each different text once, even when the client sends one idempotency key for all', async () => {
    const silver = await member(1);
    await commerce.Credit({
      user_id: silver.id,
      amount: '5.00',
      reason: 'adjustment',
      ref_type: 'test',
      ref_id: 't',
      idempotency_key: `credit-shared-${silver.id}`,
    });
    const balance = async () => (await commerce.GetBalance({ user_id: silver.id })).amount;
    const translate = (content: string, to = 'cht') =>
      stack.post('/member/index/translate', { content, to, idempotency_key: 'shared' }, { token: silver.token });
    for (const text of ['软件', '信息', '网络']) expect((await translate(text)).status).toBe(200);
    expect(await balance()).toBe('2.00');
    // A retry of the same request is the same charge; the same text to another target is another.
    expect((await translate('软件')).data.dst).toBe('軟體');
    expect(await balance()).toBe('2.00');
    expect((await translate('軟體', 'zh')).status).toBe(200);
    expect(await balance()).toBe('1.00');
  });

  it('rejects bad input with -422 and answers -503 when the provider is down', async () => {
    const gold = await member(2);
    expect(
      await stack.post('/member/index/translate', { content: 'hi', to: 'fr' }, { token: gold.token }),
    ).toMatchObject({
      status: -422,
      data: { errors: { to: 'invalid' } },
    });
    expect(
      (await stack.post('/member/index/translate', { content: ' ', to: 'en' }, { token: gold.token })).status,
    ).toBe(-422);
    await provider.close();
    expect(
      (await stack.post('/member/index/translate', { content: 'hello', to: 'zh' }, { token: gold.token })).status,
    ).toBe(-503);
    // Local conversion needs no provider.
    expect(
      (await stack.post('/member/index/translate', { content: '软件', to: 'cht' }, { token: gold.token })).status,
    ).toBe(200);
  });
});
