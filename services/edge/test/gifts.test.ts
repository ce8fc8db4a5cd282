import { cardFields, member, pay, sql, userinfo, useCommerceStack } from './commerceSupport';

// Gift giving: the giver's debit, the recipient's list and notice, and the ledger under concurrency.
const shop = useCommerceStack();

describe('gift giving', () => {
  let giver: { token: string; id: number };
  let recipient: { token: string; id: number };
  beforeAll(async () => {
    giver = await member('giver');
    recipient = await member('recipient');
  });

  it('answers -1 for an unknown recipient, -2 for oneself, a clear error for a short balance, -422 and -404 for bad input', async () => {
    const send = (body: Record<string, unknown>) =>
      shop.stack.post(
        '/member/gift/gift_giving',
        { giftid: 1, number: 1, message: '', ...body },
        { token: giver.token },
      );
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
    const sent = await shop.stack.post(
      '/member/gift/gift_giving',
      { username: 'recipient', giftid: 2, number: 2, message: 'For you' },
      { token: giver.token },
    );
    expect(sent).toMatchObject({ status: 200, data: { amount: '4.00' } });
    expect((await userinfo(giver.token)).amount).toBe('4.00');

    const received = await shop.stack.post('/member/shop/received_gift', {}, { token: recipient.token });
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
    const notices = await shop.stack.post('/member/index/senotice', {}, { token: recipient.token });
    expect(notices.data).toEqual([
      expect.objectContaining({ type: 'gift', gift: '/media/gifts/2.png', content: 'giver x2 Tulip: For you' }),
    ]);
    expect((await shop.stack.post('/member/shop/received_gift', {}, { token: giver.token })).data).toEqual([]);
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
        shop.stack.post(
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
