import { signSandboxPayload, TEST_CARD_CHALLENGE, TEST_CARD_DECLINED } from '@kindred/commerce';
import {
  callback,
  cardFields,
  contactFields,
  decide,
  guid,
  member,
  notification,
  nowSeconds,
  pay,
  sql,
  userinfo,
  useCommerceStack,
} from './commerceSupport';

// Recharges and upgrades through the sandbox provider, and its signed callbacks.
const shop = useCommerceStack();

describe('recharge through the sandbox', () => {
  let token: string;
  let id: number;
  beforeAll(async () => {
    ({ token, id } = await member('recharger'));
  });

  it('ok: a card payment credits at once; the same guid again charges nothing; only brand and last four are kept', async () => {
    const session = await guid(token);
    const body = { guid: session, order_type: 1, pay_type: 4, packege_id: 3, income: '800.00', ...cardFields() };
    const first = await shop.stack.post('/member/Pay/pay', body, { token, json: true });
    expect(first).toMatchObject({ status: 200, data: { type: 'ok', state: 'paid' } });
    expect((await userinfo(token)).amount).toBe('800.00');

    const again = await shop.stack.post('/member/Pay/pay', body, { token, json: true });
    expect(again).toMatchObject({ status: 200, data: { type: 'ok', order_id: first.data.order_id } });
    expect((await userinfo(token)).amount).toBe('800.00');

    const order = await shop.stack.post('/member/pay/order', { order_id: first.data.order_id }, { token });
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

    const twice = await fetch(new URL(answer.data.content, shop.stack.url), {
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
    const order = await shop.stack.post('/member/pay/order', { order_id: answer.data.order_id }, { token });
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

  const state = async () => (await shop.stack.post('/member/pay/order', { order_id: order }, { token })).data.state;

  it('refuses forged, tampered, stale and malformed callbacks without changing anything', async () => {
    const payload = notification(order, reference, '300.00');
    const t = nowSeconds();
    expect((await callback(payload, signSandboxPayload('not-the-secret-at-all', payload, t))).status).toBe(400);
    const tampered = payload.replace('300.00', '3000.00');
    expect((await callback(tampered, signSandboxPayload(shop.stack.paymentSecret, payload, t))).status).toBe(400);
    expect((await callback(payload, '')).status).toBe(400);
    const old = notification(order, reference, '300.00', 'payment.succeeded', t - 3600);
    expect((await callback(old, signSandboxPayload(shop.stack.paymentSecret, old, t - 3600))).body.error).toBe(
      'stale_notification',
    );
    const wrongAmount = notification(order, reference, '3000.00');
    expect((await callback(wrongAmount, signSandboxPayload(shop.stack.paymentSecret, wrongAmount, t))).status).toBe(
      409,
    );
    expect((await callback('not json', signSandboxPayload(shop.stack.paymentSecret, 'not json', t))).status).toBe(400);
    const huge = 'x'.repeat(20_000);
    expect((await callback(huge, signSandboxPayload(shop.stack.paymentSecret, huge, t))).status).toBe(413);
    expect(await state()).toBe('pending');
    expect((await userinfo(token)).amount).toBe('0.00');
  });

  it('accepts a signed callback once; a replay and a second success change nothing', async () => {
    const payload = notification(order, reference, '300.00');
    const signature = signSandboxPayload(shop.stack.paymentSecret, payload, nowSeconds());
    expect(await callback(payload, signature)).toEqual({
      status: 200,
      body: { received: true, order, state: 'paid', changed: true },
    });
    expect((await userinfo(token)).amount).toBe('300.00');

    expect((await callback(payload, signature)).body).toMatchObject({ received: true, changed: false, state: 'paid' });
    const another = notification(order, reference, '300.00');
    expect(
      (await callback(another, signSandboxPayload(shop.stack.paymentSecret, another, nowSeconds()))).body.changed,
    ).toBe(false);
    const failed = notification(order, reference, '300.00', 'payment.failed');
    expect(
      (await callback(failed, signSandboxPayload(shop.stack.paymentSecret, failed, nowSeconds()))).body,
    ).toMatchObject({
      changed: false,
      state: 'paid',
    });
    expect((await userinfo(token)).amount).toBe('300.00');
    expect(await sql(`SELECT count(*)::int AS n FROM commerce_svc.ledger_entries WHERE ref_id = $1`, [order])).toEqual([
      { n: 1 },
    ]);
  });
});
