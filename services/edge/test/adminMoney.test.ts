import sharp from 'sharp';
import { startStack, type Stack } from './stack';

const card = {
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
};

/** Credit adjustments, refunds, the catalogue and packages through the staff API. */
describe('staff money and catalogue', () => {
  let stack: Stack;
  let admin: string;
  let member: string;
  let memberId: number;

  async function ledgerMatchesBalance() {
    const [row] = await stack.sql<{ sum: string | null; balance: string }>(
      `SELECT (SELECT sum(delta) FROM commerce_svc.ledger_entries WHERE user_id = $1) AS sum,
              (SELECT balance FROM commerce_svc.wallets WHERE user_id = $1) AS balance`,
      [memberId],
    );
    expect(Number(row!.sum ?? 0)).toBe(Number(row!.balance ?? 0));
    return row!.balance;
  }

  async function buyCredits(packageId: number) {
    const session = await stack.post('/member/pay/generateuuid', {}, { token: member });
    const paid = await stack.post(
      '/member/Pay/pay',
      { guid: session.data.guid, order_type: 1, pay_type: 4, packege_id: packageId, ...card },
      { token: member, json: true },
    );
    expect(paid.data.state).toBe('paid');
    return paid.data.order_id as string;
  }

  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
    const registered = await stack.post('/member/index/register', {
      username: 'spender',
      email: 'spender@example.com',
      password: 'Passw0rd!',
      sex: 1,
      birthday: Date.UTC(1990, 1, 1),
    });
    memberId = registered.data.id;
    member = registered.data.token;
    admin = await stack.login('admin', 'Admin-Passw0rd');
  });
  afterAll(() => stack.stop());

  it('adjusts credit with a ledger entry and reason; a debit beyond the balance is refused', async () => {
    const credit = await stack.post(
      '/member/admin/members/credit',
      { userid: memberId, amount: '25.00', reason: 'Goodwill after outage' },
      { token: admin },
    );
    expect(credit).toMatchObject({
      status: 200,
      data: {
        balance: '25.00',
        entry: { delta: '25.00', reason: 'adjustment', note: 'Goodwill after outage', staff_id: 1 },
      },
    });
    const debit = await stack.post(
      '/member/admin/members/credit',
      { userid: memberId, amount: '-10.50', reason: 'Correction' },
      { token: admin },
    );
    expect(debit.data.balance).toBe('14.50');
    const over = await stack.post(
      '/member/admin/members/credit',
      { userid: memberId, amount: '-100.00', reason: 'Too much' },
      { token: admin },
    );
    expect(over).toMatchObject({ status: -400, msg: 'error.insufficient_balance' });
    const bad = await stack.post(
      '/member/admin/members/credit',
      { userid: memberId, amount: '1.234', reason: 'x' },
      { token: admin },
    );
    expect(bad.status).toBe(-422);
    expect(await ledgerMatchesBalance()).toBe('14.50');
    const audit = await stack.sql(
      `SELECT after FROM user_svc.staff_actions WHERE action = 'member.credit' ORDER BY id`,
    );
    expect(audit).toHaveLength(2);

    const detail = await stack.post('/member/admin/members/detail', { userid: memberId }, { token: admin });
    expect(detail.data.balance).toBe('14.50');
    expect(detail.data.ledger.map((l: { delta: string }) => l.delta)).toEqual(['-10.50', '25.00']);
  });

  it('refunds a paid recharge through the sandbox, debiting the credits it bought; refuses when they are spent', async () => {
    const orderId = await buyCredits(1);
    expect(await ledgerMatchesBalance()).toBe('114.50');
    const orders = await stack.post(
      '/member/admin/orders/list',
      { userid: memberId, status: 'paid' },
      { token: admin },
    );
    expect(orders.data.items.map((o: { order_no: string }) => o.order_no)).toEqual([orderId]);

    const refund = await stack.post(
      '/member/admin/orders/refund',
      { order_id: orderId, reason: 'Bought by mistake' },
      { token: admin },
    );
    expect(refund).toMatchObject({
      status: 200,
      data: { balance: '14.50', order: { state: 'refunded', refund_reason: 'Bought by mistake' } },
    });
    expect(await ledgerMatchesBalance()).toBe('14.50');
    const [provider] = await stack.sql<{ n: number }>(`SELECT count(*)::int AS n FROM commerce_svc.sandbox_refunds`);
    expect(provider!.n).toBe(1);
    const again = await stack.post(
      '/member/admin/orders/refund',
      { order_id: orderId, reason: 'Twice' },
      { token: admin },
    );
    expect(again.msg).toBe('error.order_not_paid');

    const spent = await buyCredits(1);
    await stack.post(
      '/member/admin/members/credit',
      { userid: memberId, amount: '-110.00', reason: 'Spent' },
      { token: admin },
    );
    const refused = await stack.post(
      '/member/admin/orders/refund',
      { order_id: spent, reason: 'Late' },
      { token: admin },
    );
    expect(refused).toMatchObject({ status: -400, msg: 'error.refund_exceeds_balance' });
    expect(await ledgerMatchesBalance()).toBe('4.50');
    const still = await stack.post('/member/admin/orders/list', { status: 'paid' }, { token: admin });
    expect(still.data.items.map((o: { order_no: string }) => o.order_no)).toContain(spent);
    expect(await stack.sql(`SELECT 1 FROM user_svc.staff_actions WHERE action = 'order.refund'`)).toHaveLength(1);
  });

  it("changes a gift's price and picture, and /member/shop/gift shows it at once", async () => {
    const catalogue = await stack.post('/member/admin/catalogue/list', {}, { token: admin });
    const gift = catalogue.data.categories[0].gifts[0];
    const form = new FormData();
    const fields = {
      token: admin,
      id: gift.id,
      category_id: gift.category_id,
      title_en: 'Red rose',
      title_zh: gift.titles.zh,
      title_cht: gift.titles.cht,
      price: '12.34',
      sort: 0,
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    form.set('picture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'rose.png');
    const saved = (await (
      await fetch(`${stack.url}/member/admin/catalogue/gift/save`, { method: 'POST', body: form })
    ).json()) as {
      status: number;
      data: { price: string; path: string };
    };
    expect(saved).toMatchObject({ status: 200, data: { price: '12.34' } });
    expect(saved.data.path).toMatch(/v=/);

    const shop = await stack.post('/member/shop/gift', {}, { token: member });
    const shown = shop.data
      .flatMap((c: { gift: Array<{ id: number; money: string; titlee: string; path: string }> }) => c.gift)
      .find((g: { id: number }) => g.id === gift.id);
    expect(shown).toMatchObject({ money: '12.34', titlee: 'Red rose', path: saved.data.path });
    const picture = await fetch(`${stack.url}${saved.data.path}`);
    expect(picture.status).toBe(200);
    expect(await stack.sql(`SELECT 1 FROM user_svc.staff_actions WHERE action = 'catalogue.gift'`)).toHaveLength(1);
  });

  it('changes packages and the package calls show them at once', async () => {
    const packages = await stack.post('/member/admin/packages/list', {}, { token: admin });
    const first = packages.data.recharge[0];
    const saved = await stack.post(
      '/member/admin/packages/recharge/save',
      { id: first.id, price: '120.00', sort: first.sort },
      { token: admin },
    );
    expect(saved.data.price).toBe('120.00');
    const recharge = await stack.post('/member/recharge/package', {}, { token: member });
    expect(recharge.data[0].amounts).toBe('120.00');

    const tier = await stack.post(
      '/member/admin/packages/tier/save',
      { tier: 1, base_price: '31.99' },
      { token: admin },
    );
    expect(tier.data.base_price).toBe('31.99');
    const upgrade = await stack.post('/member/Upgrade/package', {}, { token: member });
    expect(upgrade.data.vip1.price).toBe('31.99');
    expect(
      await stack.sql(`SELECT action FROM user_svc.staff_actions WHERE action LIKE 'package.%' ORDER BY id`),
    ).toEqual([{ action: 'package.recharge' }, { action: 'package.tier' }]);
  });

  it('counts paid, unrefunded orders as revenue and the sign-ups of the day on the dashboard', async () => {
    const answer = await stack.post('/member/admin/dashboard', {}, { token: admin });
    const today = answer.data.days[29];
    expect(today).toEqual({ date: new Date().toISOString().slice(0, 10), signups: 1, revenue: '100.00' });
  });

  it('extends a membership: vip and deadline change at once, with an audit row', async () => {
    const answer = await stack.post(
      '/member/admin/members/extend',
      { userid: memberId, tier: 2, months: 3 },
      { token: admin },
    );
    expect(answer.data.vip).toBe(2);
    expect(answer.data.overduedate_2).toBeGreaterThan(Date.now() / 1000 + 80 * 86_400);
    expect((await stack.post('/member/index/userinfo', {}, { token: member })).data.vip).toBe(2);
    const [row] = await stack.sql<{ after: { vip: number; months: number } }>(
      `SELECT after FROM user_svc.staff_actions WHERE action = 'member.extend'`,
    );
    expect(row!.after).toMatchObject({ vip: 2, months: 3 });
  });
});
