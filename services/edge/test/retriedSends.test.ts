import { createClient, loadContract } from '@kindred/kit';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import { Client } from 'pg';
import { startStack, type Stack } from './stack';

let stack: Stack;
let db: Client;
let users: ReturnType<typeof createClient<InstanceType<UserProto['kindred']['user']['v1']['UserService']>>>;
let n = 0;

async function member(vip: 0 | 1) {
  const username = `retry${n++}x${Date.now() % 100000}`;
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

const count = async (text: string, values: unknown[]) => Number((await db.query(text, values)).rows[0].n);

beforeAll(async () => {
  stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
  users = createClient(loadContract<UserProto>('user').kindred.user.v1.UserService, stack.addresses.user);
  db = new Client({ connectionString: stack.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  users.close();
  await db?.end();
  await stack?.stop();
});

describe('a retried mail send', () => {
  it('with the same idempotency key stores one mail and answers it again', async () => {
    const [a, b] = [await member(1), await member(1)];
    const body = { email: b.username, content: 'hello once', idempotency_key: 'mail-7f3a-0001' };
    const first = await stack.post('/member/email/released', body, { token: a.token });
    const again = await stack.post('/member/email/released', body, { token: a.token });
    expect(first).toMatchObject({ status: 200, data: { msg: 'hello once' } });
    expect(again).toEqual(first);
    const list = await stack.post('/member/email/emaillist', {}, { token: b.token });
    expect(list.data.list.map((m: { msg: string }) => m.msg)).toEqual(['hello once']);
    // Another key, or none, is another mail; the same key from another sender too.
    await stack.post('/member/email/released', { ...body, idempotency_key: 'mail-7f3a-0002' }, { token: a.token });
    await stack.post('/member/email/released', { email: b.username, content: 'hello once' }, { token: a.token });
    const c = await member(1);
    await stack.post('/member/email/released', body, { token: c.token });
    expect((await stack.post('/member/email/emaillist', {}, { token: b.token })).data.list).toHaveLength(4);
  });

  it('refuses a malformed key with -422 and stores nothing', async () => {
    const [a, b] = [await member(1), await member(1)];
    for (const key of ['short', 'has space in it', 'x'.repeat(129)]) {
      const answer = await stack.post(
        '/member/email/released',
        { email: b.username, content: 'hi', idempotency_key: key },
        { token: a.token },
      );
      expect(answer).toMatchObject({ status: -422, data: { errors: { idempotency_key: 'invalid' } } });
    }
    expect(await count('SELECT count(*) AS n FROM messaging_svc.mails WHERE sender_id = $1', [a.id])).toBe(0);
  });
});

describe('a retried gift send', () => {
  it('with the same idempotency key debits once and records one gift', async () => {
    const [giver, recipient] = [await member(0), await member(0)];
    const guid = (await stack.post('/member/pay/generateuuid', {}, { token: giver.token })).data.guid;
    const paid = await stack.post(
      '/member/Pay/pay',
      {
        guid,
        order_type: 1,
        pay_type: 4,
        income: '10.00',
        card_fullName: 'Alice',
        card_lastName: 'Walker',
        card_email: 'alice@example.com',
        card_fullPhone: '+886 912 345 678',
        card_number: '4242 4242 4242 4242',
        exp_month: '12',
        exp_year: String(new Date().getUTCFullYear() + 3),
        cvv: '123',
        card_country: 'TW',
        card_state: 'Taipei',
        card_city: 'Taipei',
        card_address: '1 Main Road',
        card_ZipCode: '100',
      },
      { token: giver.token, json: true },
    );
    expect(paid.data.type).toBe('ok');
    const body = {
      username: recipient.username,
      giftid: 9,
      number: 1,
      message: 'once',
      idempotency_key: 'gift-9c1e-0001',
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => stack.post('/member/gift/gift_giving', body, { token: giver.token })),
    );
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, data: { amount: '8.00' } });
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(await count('SELECT count(*) AS n FROM commerce_svc.gift_sends WHERE giver_id = $1', [giver.id])).toBe(1);
    const info = await stack.post('/member/index/userinfo', {}, { token: giver.token });
    expect(info.data.amount).toBe('8.00');
    const ledger = await db.query('SELECT sum(delta) AS sum FROM commerce_svc.ledger_entries WHERE user_id = $1', [
      giver.id,
    ]);
    expect(ledger.rows[0].sum).toBe('8.00');
    // A new key is a new gift.
    const next = await stack.post(
      '/member/gift/gift_giving',
      { ...body, idempotency_key: 'gift-9c1e-0002' },
      { token: giver.token },
    );
    expect(next).toMatchObject({ status: 200, data: { amount: '6.00' } });
  });
});
