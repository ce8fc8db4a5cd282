import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { signSandboxPayload, TEST_CARD_CHALLENGE, TEST_CARD_DECLINED } from '@kindred/commerce';
import { startStack, type Stack } from './stack';

const adult = Date.UTC(1992, 2, 9);
const GOOD_CARD = '4242 4242 4242 4242';

let stack: Stack;
let db: Client;

async function member(name: string): Promise<{ token: string; id: number }> {
  const answer = await stack.post('/member/index/register', {
    username: name,
    email: `${name}@example.com`,
    password: 'Passw0rd!',
    sex: 1,
    birthday: adult,
    country: 'TW',
  });
  if (answer.status !== 200) throw new Error(`register ${name}: ${answer.status} ${answer.msg}`);
  return { token: answer.data.token, id: answer.data.id };
}

async function sql<T = any>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.query(text, values)).rows as T[];
}

async function userinfo(token: string) {
  const info = await stack.post('/member/index/userinfo', {}, { token });
  expect(info.status).toBe(200);
  return info.data as { amount: string; vip: number; overduedate_1: number; overduedate_2: number };
}

async function guid(token: string): Promise<string> {
  const session = await stack.post('/member/pay/generateuuid', {}, { token });
  expect(session.status).toBe(200);
  return session.data.guid;
}

const cardFields = (number = GOOD_CARD) => ({
  card_fullName: 'Alice',
  card_lastName: 'Walker',
  card_email: 'alice@example.com',
  card_fullPhone: '+886 912 345 678',
  card_number: number,
  exp_month: '12',
  exp_year: String(new Date().getUTCFullYear() + 3),
  cvv: '123',
  card_country: 'TW',
  card_state: 'Taipei',
  card_city: 'Taipei',
  card_address: '1 Main Road',
  card_ZipCode: '100',
});

const contactFields = { card_fullName: 'Alice', card_email: 'alice@example.com', card_fullPhone: '0912345678' };

async function pay(token: string, body: Record<string, unknown>) {
  return stack.post('/member/Pay/pay', { guid: await guid(token), ...body }, { token, json: true });
}

/** Follows the sandbox's hosted page the way a payer's browser does, and answers the result page. */
async function decide(content: string, decision: 'pay' | 'decline') {
  const pageUrl = new URL(content, stack.url);
  const page = await fetch(pageUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  const result = await fetch(new URL(action!, stack.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision, embed: pageUrl.searchParams.get('embed') ?? '0' }).toString(),
  });
  return { status: result.status, html: await result.text() };
}

async function callback(payload: string, signature: string) {
  const res = await fetch(`${stack.url}/pay/callback/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
    body: payload,
  });
  return {
    status: res.status,
    body: (await res.json()) as { received: boolean; state?: string; changed?: boolean; error?: string },
  };
}

function notification(
  order: string,
  reference: string,
  amount: string,
  type = 'payment.succeeded',
  created = Math.floor(Date.now() / 1000),
) {
  return JSON.stringify({
    id: `evt_${randomBytes(16).toString('hex')}`,
    type,
    created,
    data: { order, reference, amount, currency: 'USD' },
  });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  // 200 concurrent sends queue for seconds on a 2-core machine: the ledger's invariant is under test
  // here, not latency, so the edge waits longer than its production deadline.
  stack = await startStack({ env: { REGISTRATION_REVIEW: 'off', GRPC_DEADLINE_MS: '30000' } });
  db = new Client({ connectionString: stack.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

describe('catalogue and packages', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await member('shopper'));
  });

  it('lists the gift catalogue in three languages, and needs a token', async () => {
    const answer = await stack.post('/member/shop/gift', {}, { token });
    expect(answer.status).toBe(200);
    const categories = answer.data as Array<{
      id: number;
      classifye: string;
      classifyc: string;
      classifyf: string;
      gift: any[];
    }>;
    expect(categories.length).toBeGreaterThanOrEqual(5);
    const gifts = categories.flatMap((c) => c.gift);
    expect(gifts).toHaveLength(30);
    expect(categories[0]).toMatchObject({ classifye: 'Flowers', classifyc: '鲜花', classifyf: '鮮花' });
    for (const gift of gifts) {
      expect(gift.money).toMatch(/^\d+\.\d{2}$/);
      expect(gift.titlee && gift.titlec && gift.titlef && gift.infoe && gift.infoc && gift.infof).toBeTruthy();
      expect(gift.path).toBe(`/media/gifts/${gift.id}.png`);
    }
    expect((await stack.post('/member/shop/gift', {})).status).toBe(-401);
  });

  it('serves every gift picture through media as a PNG', async () => {
    const gifts = (
      (await stack.post('/member/shop/gift', {}, { token })).data as Array<{ gift: Array<{ path: string }> }>
    ).flatMap((c) => c.gift);
    // Commerce stores the pictures through media in the background at start.
    for (let i = 0; i < 100 && (await fetch(stack.url + gifts.at(-1)!.path)).status !== 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const gift of gifts) {
      const res = await fetch(stack.url + gift.path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
  });

  it('answers one gift, -404 for an unknown one and -422 for a malformed id', async () => {
    expect(await stack.post('/member/shop/detail', { id: 1 }, { token })).toMatchObject({
      status: 200,
      data: { id: 1, classify: 1, money: '2.00', titlee: 'Red Rose' },
    });
    expect((await stack.post('/member/shop/detail', { id: 9999 }, { token })).status).toBe(-404);
    const malformed = await stack.post('/member/shop/detail', { id: 'rose' }, { token });
    expect(malformed.status).toBe(-422);
    expect(Object.keys(malformed.data.errors)).toEqual(['id']);
  });

  it('lists the recharge packages with 800.00 at index 2', async () => {
    const answer = await stack.post('/member/recharge/package', {}, { token });
    expect(answer.status).toBe(200);
    expect(answer.data.map((p: { amounts: string }) => p.amounts)).toEqual([
      '100.00',
      '300.00',
      '800.00',
      '1500.00',
      '3000.00',
    ]);
  });

  it('lists vip1 and vip2 with base price, packages, monthly price and saving', async () => {
    const answer = await stack.post('/member/Upgrade/package', {}, { token });
    expect(answer.status).toBe(200);
    expect(answer.data.vip1.price).toBe('29.99');
    expect(answer.data.vip2.price).toBe('49.99');
    expect(answer.data.vip1.packages.map((p: any) => [p.duration, p.amounts])).toEqual([
      [1, '29.99'],
      [3, '79.99'],
      [6, '149.99'],
      [12, '239.99'],
    ]);
    expect(answer.data.vip1.packages[1]).toMatchObject({ monthly: '26.66', save: 11 });
    expect(answer.data.vip2.packages[3]).toMatchObject({ duration: 12, amounts: '419.99', monthly: '35.00', save: 30 });
  });

  it('opens a payment session with a guid and the provider script', async () => {
    const answer = await stack.post('/member/pay/generateuuid', {}, { token });
    expect(answer.status).toBe(200);
    expect(answer.data.guid).toMatch(/^[0-9a-f-]{36}$/);
    const script = await fetch(new URL(answer.data.url, stack.url));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain(answer.data.guid);
  });
});

describe('payment validation', () => {
  let token: string;
  let id: number;
  beforeAll(async () => {
    ({ token, id } = await member('validator'));
  });

  it('refuses bad payment input with -422 and changes nothing', async () => {
    const base = { order_type: 1, packege_id: 1 };
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [
        { ...base, pay_type: 4 },
        { card_fullName: 'required', card_number: 'required', cvv: 'required', card_ZipCode: 'required' },
      ],
      [{ ...base, pay_type: 4, ...cardFields('4242 4242 4242 4241') }, { card_number: 'invalid' }],
      [{ ...base, pay_type: 4, ...cardFields(), exp_year: '2020' }, { exp_month: 'expired' }],
      [{ ...base, pay_type: 4, ...cardFields(), cvv: '12' }, { cvv: 'invalid' }],
      [{ ...base, pay_type: 3, ...contactFields, card_fullName: '王小明' }, { card_fullName: 'english_only' }],
      [
        { ...base, pay_type: 2, card_fullName: 'Alice' },
        { card_email: 'required', card_fullPhone: 'required' },
      ],
      [{ ...base, pay_type: 0 }, { pay_type: 'balance_upgrade_only' }],
      [{ ...base, pay_type: 1, income: '99.00' }, { income: 'incomeErr' }],
      [{ order_type: 1, pay_type: 1, income: '1.234' }, { income: 'incomeErr' }],
      [{ order_type: 1, pay_type: 1 }, { income: 'required' }],
      [{ order_type: 2, pay_type: 1 }, { packege_id: 'choosemeal' }],
      [{ order_type: 3, pay_type: 1 }, { order_type: 'invalid' }],
      [{ ...base, pay_type: 9 }, { pay_type: 'invalid' }],
      [{ ...base, pay_type: 1, gainer_id: id + 1000 }, { gainer_id: 'invalid' }],
      [{ ...base, pay_type: 1, user_id: id + 1000 }, { user_id: 'invalid' }],
    ];
    for (const [body, errors] of cases) {
      const answer = await pay(token, body);
      expect({ body, status: answer.status }).toEqual({ body, status: -422 });
      expect(answer.data.errors).toMatchObject(errors);
    }
    const missing = await stack.post(
      '/member/Pay/pay',
      { order_type: 1, pay_type: 1, packege_id: 1 },
      { token, json: true },
    );
    expect(missing).toMatchObject({ status: -422, data: { errors: { guid: 'required' } } });
    const other = await member('otherpayer');
    const foreign = await stack.post(
      '/member/Pay/pay',
      { ...base, pay_type: 1, guid: await guid(other.token) },
      { token, json: true },
    );
    expect(foreign).toMatchObject({ status: -422, data: { errors: { guid: 'invalid' } } });
    expect(await sql('SELECT id FROM commerce_svc.orders WHERE user_id = $1', [id])).toHaveLength(0);
    expect((await userinfo(token)).amount).toBe('0.00');
  });
});

describe('recharge through the sandbox', () => {
  let token: string;
  let id: number;
  beforeAll(async () => {
    ({ token, id } = await member('recharger'));
  });

  it('ok: a card payment credits at once; the same guid again charges nothing; only brand and last four are kept', async () => {
    const session = await guid(token);
    const body = { guid: session, order_type: 1, pay_type: 4, packege_id: 3, income: '800.00', ...cardFields() };
    const first = await stack.post('/member/Pay/pay', body, { token, json: true });
    expect(first).toMatchObject({ status: 200, data: { type: 'ok', state: 'paid' } });
    expect((await userinfo(token)).amount).toBe('800.00');

    const again = await stack.post('/member/Pay/pay', body, { token, json: true });
    expect(again).toMatchObject({ status: 200, data: { type: 'ok', order_id: first.data.order_id } });
    expect((await userinfo(token)).amount).toBe('800.00');

    const order = await stack.post('/member/pay/order', { order_id: first.data.order_id }, { token });
    expect(order.data).toMatchObject({
      state: 'paid',
      card_brand: 'visa',
      card_last4: '4242',
      amount: '800.00',
      pay_type: 4,
    });
    const stored = await sql(
      `SELECT count(*)::int AS n FROM commerce_svc.orders o WHERE o::text LIKE '%4242424242424242%' OR o::text LIKE '%123%Taipei%'`,
    );
    expect(stored[0].n).toBe(0);
    expect(await sql('SELECT delta, reason FROM commerce_svc.ledger_entries WHERE user_id = $1', [id])).toEqual([
      { delta: '800.00', reason: 'recharge' },
    ]);
  });

  it('declined: the declined test card fails the order and credits nothing', async () => {
    const answer = await pay(token, { order_type: 1, pay_type: 4, packege_id: 1, ...cardFields(TEST_CARD_DECLINED) });
    expect(answer).toMatchObject({ status: -2, msg: 'error.payment_declined' });
    expect(
      (await sql(`SELECT state FROM commerce_svc.orders WHERE user_id = $1 AND state = 'failed'`, [id])).length,
    ).toBe(1);
    expect((await userinfo(token)).amount).toBe('800.00');
  });

  it('jump: the hosted page takes the payment and the signed callback credits once', async () => {
    const answer = await pay(token, { order_type: 1, pay_type: 1, packege_id: 1 });
    expect(answer).toMatchObject({ status: 200, data: { type: 'jump', state: 'pending' } });
    expect(answer.data.content).toMatch(/^\/pay\/sandbox\/sbx_[0-9a-f]{24}$/);
    expect((await userinfo(token)).amount).toBe('800.00');

    const result = await decide(answer.data.content, 'pay');
    expect(result.status).toBe(200);
    expect(result.html).toContain('Payment complete');
    expect((await userinfo(token)).amount).toBe('900.00');

    const twice = await fetch(new URL(answer.data.content, stack.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=pay',
    });
    expect(twice.status).toBe(409);
    expect((await userinfo(token)).amount).toBe('900.00');
  });

  it('iframe: cropay embeds the hosted page; declining there fails the order', async () => {
    const answer = await pay(token, { order_type: 1, pay_type: 3, packege_id: 2, ...contactFields });
    expect(answer).toMatchObject({ status: 200, data: { type: 'iframe', state: 'pending' } });
    expect(answer.data.content).toMatch(/^\/pay\/sandbox\/sbx_[0-9a-f]{24}\?embed=1$/);
    const result = await decide(answer.data.content, 'decline');
    expect(result.html).toContain('Payment declined');
    const order = await stack.post('/member/pay/order', { order_id: answer.data.order_id }, { token });
    expect(order.data.state).toBe('failed');
    expect((await userinfo(token)).amount).toBe('900.00');
  });
});

describe('upgrades', () => {
  it('iframe (challenge card) then ok (card) then balance: vip level and deadlines move, the balance pays', async () => {
    const { token, id } = await member('upgrader');
    const before = await userinfo(token);
    expect(before).toMatchObject({ vip: 0, overduedate_1: 0, overduedate_2: 0 });

    // vip1 for 1 month through the 3-D Secure style challenge page.
    const challenge = await pay(token, {
      order_type: 2,
      pay_type: 4,
      packege_id: 1,
      income: '29.99',
      ...cardFields(TEST_CARD_CHALLENGE),
    });
    expect(challenge).toMatchObject({ status: 200, data: { type: 'iframe', state: 'pending' } });
    expect((await userinfo(token)).vip).toBe(0);
    expect((await decide(challenge.data.content, 'pay')).html).toContain('Payment complete');
    const silver = await userinfo(token);
    expect(silver.vip).toBe(1);
    expect(silver.overduedate_1).toBeGreaterThan(nowSeconds() + 27 * 86400);
    expect(silver.overduedate_1).toBeLessThan(nowSeconds() + 32 * 86400);

    // vip2 for 12 months straight from the card.
    const gold = await pay(token, { order_type: 2, pay_type: 4, packege_id: 8, ...cardFields() });
    expect(gold).toMatchObject({ status: 200, data: { type: 'ok' } });
    const goldInfo = await userinfo(token);
    expect(goldInfo.vip).toBe(2);
    expect(goldInfo.overduedate_2).toBeGreaterThan(nowSeconds() + 360 * 86400);

    // Balance: a short balance refuses and changes nothing.
    const short = await pay(token, { order_type: 2, pay_type: 0, packege_id: 2 });
    expect(short).toMatchObject({ status: -1, msg: 'error.insufficient_balance' });
    expect((await userinfo(token)).overduedate_1).toBe(silver.overduedate_1);

    // Recharge 100.00, then buy 3 more silver months from the balance: extends from the deadline.
    expect((await pay(token, { order_type: 1, pay_type: 4, packege_id: 1, ...cardFields() })).data.type).toBe('ok');
    const fromBalance = await pay(token, { order_type: 2, pay_type: 0, packege_id: 2, income: '79.99' });
    expect(fromBalance).toMatchObject({ status: 200, data: { type: 'ok', state: 'paid' } });
    const after = await userinfo(token);
    expect(after.amount).toBe('20.01');
    expect(after.overduedate_1 - silver.overduedate_1).toBeGreaterThan(3 * 28 * 86400);
    expect(after.overduedate_1 - silver.overduedate_1).toBeLessThan(3 * 32 * 86400);
    expect(after.vip).toBe(2);
    const ledger = await sql('SELECT delta, reason FROM commerce_svc.ledger_entries WHERE user_id = $1 ORDER BY id', [
      id,
    ]);
    expect(ledger).toEqual([
      { delta: '100.00', reason: 'recharge' },
      { delta: '-79.99', reason: 'membership' },
    ]);
  });
});

describe('payment callbacks', () => {
  let token: string;
  let order: string;
  let reference: string;
  beforeAll(async () => {
    ({ token } = await member('callbacker'));
    const answer = await pay(token, { order_type: 1, pay_type: 5, packege_id: 2 });
    expect(answer.data.type).toBe('jump');
    order = answer.data.order_id;
    reference = /sbx_[0-9a-f]{24}/.exec(answer.data.content)![0];
  });

  const state = async () => (await stack.post('/member/pay/order', { order_id: order }, { token })).data.state;

  it('refuses forged, tampered, stale and malformed callbacks without changing anything', async () => {
    const payload = notification(order, reference, '300.00');
    const t = nowSeconds();
    expect((await callback(payload, signSandboxPayload('not-the-secret-at-all', payload, t))).status).toBe(400);
    const tampered = payload.replace('300.00', '3000.00');
    expect((await callback(tampered, signSandboxPayload(stack.paymentSecret, payload, t))).status).toBe(400);
    expect((await callback(payload, '')).status).toBe(400);
    const old = notification(order, reference, '300.00', 'payment.succeeded', t - 3600);
    expect((await callback(old, signSandboxPayload(stack.paymentSecret, old, t - 3600))).body.error).toBe(
      'stale_notification',
    );
    const wrongAmount = notification(order, reference, '3000.00');
    expect((await callback(wrongAmount, signSandboxPayload(stack.paymentSecret, wrongAmount, t))).status).toBe(409);
    expect((await callback('not json', signSandboxPayload(stack.paymentSecret, 'not json', t))).status).toBe(400);
    const huge = 'x'.repeat(20_000);
    expect((await callback(huge, signSandboxPayload(stack.paymentSecret, huge, t))).status).toBe(413);
    expect(await state()).toBe('pending');
    expect((await userinfo(token)).amount).toBe('0.00');
  });

  it('accepts a signed callback once; a replay and a second success change nothing', async () => {
    const payload = notification(order, reference, '300.00');
    const signature = signSandboxPayload(stack.paymentSecret, payload, nowSeconds());
    expect(await callback(payload, signature)).toEqual({
      status: 200,
      body: { received: true, order, state: 'paid', changed: true },
    });
    expect((await userinfo(token)).amount).toBe('300.00');

    expect((await callback(payload, signature)).body).toMatchObject({ received: true, changed: false, state: 'paid' });
    const another = notification(order, reference, '300.00');
    expect((await callback(another, signSandboxPayload(stack.paymentSecret, another, nowSeconds()))).body.changed).toBe(
      false,
    );
    const failed = notification(order, reference, '300.00', 'payment.failed');
    expect((await callback(failed, signSandboxPayload(stack.paymentSecret, failed, nowSeconds()))).body).toMatchObject({
      changed: false,
      state: 'paid',
    });
    expect((await userinfo(token)).amount).toBe('300.00');
    expect(await sql(`SELECT count(*)::int AS n FROM commerce_svc.ledger_entries WHERE ref_id = $1`, [order])).toEqual([
      { n: 1 },
    ]);
  });
});

describe('gift giving', () => {
  let giver: { token: string; id: number };
  let recipient: { token: string; id: number };
  beforeAll(async () => {
    giver = await member('giver');
    recipient = await member('recipient');
  });

  it('answers -1 for an unknown recipient, -2 for oneself, a clear error for a short balance, -422 and -404 for bad input', async () => {
    const send = (body: Record<string, unknown>) =>
      stack.post('/member/gift/gift_giving', { giftid: 1, number: 1, message: '', ...body }, { token: giver.token });
    expect(await send({ username: 'nobodyhere' })).toMatchObject({ status: -1, msg: 'error.user_not_found' });
    expect(await send({ username: 'giver' })).toMatchObject({ status: -2, msg: 'error.recipient_invalid' });
    expect(await send({ username: 'recipient' })).toMatchObject({ status: -400, msg: 'error.insufficient_balance' });
    expect(await send({ username: 'recipient', message: 'x'.repeat(51) })).toMatchObject({
      status: -422,
      data: { errors: { message: 'too_long' } },
    });
    expect(await send({ username: 'recipient', number: 0 })).toMatchObject({
      status: -422,
      data: { errors: { number: 'invalid' } },
    });
    expect(await send({ username: 'recipient', giftid: 999 })).toMatchObject({
      status: -404,
      msg: 'error.gift_not_found',
    });
    expect(await sql('SELECT id FROM commerce_svc.gift_sends')).toHaveLength(0);
  });

  it('debits the giver, lists the gift for the recipient and leaves a gift notice', async () => {
    expect((await pay(giver.token, { order_type: 1, pay_type: 4, income: '10.00', ...cardFields() })).data.type).toBe(
      'ok',
    );
    const sent = await stack.post(
      '/member/gift/gift_giving',
      { username: 'recipient', giftid: 2, number: 2, message: 'For you' },
      { token: giver.token },
    );
    expect(sent).toMatchObject({ status: 200, data: { amount: '4.00' } });
    expect((await userinfo(giver.token)).amount).toBe('4.00');

    const received = await stack.post('/member/shop/received_gift', {}, { token: recipient.token });
    expect(received.status).toBe(200);
    expect(received.data).toEqual([
      expect.objectContaining({
        gid: 2,
        givername: 'giver',
        number: 2,
        message: 'For you',
        path: '/media/gifts/2.png',
        giver_id: giver.id,
      }),
    ]);
    const notices = await stack.post('/member/index/senotice', {}, { token: recipient.token });
    expect(notices.data).toEqual([
      expect.objectContaining({ type: 'gift', gift: '/media/gifts/2.png', content: 'giver x2 Tulip: For you' }),
    ]);
    expect((await stack.post('/member/shop/received_gift', {}, { token: giver.token })).data).toEqual([]);
  });

  it('200 concurrent sends against a balance that covers 50 leave exactly 50 gifts, a zero balance and a ledger that sums to it', async () => {
    const rich = await member('bulkgiver');
    // Gift 9 (doughnut) costs 2.00: 100.00 covers exactly 50.
    expect((await pay(rich.token, { order_type: 1, pay_type: 4, income: '100.00', ...cardFields() })).data.type).toBe(
      'ok',
    );
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        stack.post(
          '/member/gift/gift_giving',
          { username: 'recipient', giftid: 9, number: 1, message: 'bulk' },
          { token: rich.token },
        ),
      ),
    );
    const elapsed = Date.now() - started;
    const tally: Record<string, number> = {};
    for (const a of answers) tally[`${a.status} ${a.msg}`] = (tally[`${a.status} ${a.msg}`] ?? 0) + 1;
    expect(tally).toEqual({ '200 sent': 50, '-400 error.insufficient_balance': 150 });

    expect(await sql('SELECT count(*)::int AS n FROM commerce_svc.gift_sends WHERE giver_id = $1', [rich.id])).toEqual([
      { n: 50 },
    ]);
    expect(await sql('SELECT balance FROM commerce_svc.wallets WHERE user_id = $1', [rich.id])).toEqual([
      { balance: '0.00' },
    ]);
    expect(
      await sql('SELECT sum(delta) AS sum, count(*)::int AS n FROM commerce_svc.ledger_entries WHERE user_id = $1', [
        rich.id,
      ]),
    ).toEqual([{ sum: '0.00', n: 51 }]);
    expect((await userinfo(rich.token)).amount).toBe('0.00');
    // Figures for the report, not assertions on speed.
    console.log(`200 concurrent gift sends: ${elapsed} ms`);
  }, 60_000);

  it('keeps the ledger append-only', async () => {
    await expect(sql('UPDATE commerce_svc.ledger_entries SET delta = 1')).rejects.toThrow(/append-only/);
    await expect(sql('DELETE FROM commerce_svc.ledger_entries')).rejects.toThrow(/append-only/);
  });
});
