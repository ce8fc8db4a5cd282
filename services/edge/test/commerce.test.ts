import { cardFields, contactFields, guid, member, pay, sql, userinfo, useCommerceStack } from './commerceSupport';

// The shop's catalogue, packages and the validation of payment input.
const shop = useCommerceStack();

describe('catalogue and packages', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await member('shopper'));
  });

  it('lists the gift catalogue in three languages, and needs a token', async () => {
    const answer = await shop.stack.post('/member/shop/gift', {}, { token });
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
    expect((await shop.stack.post('/member/shop/gift', {})).status).toBe(-401);
  });

  it('serves every gift picture through media as a PNG', async () => {
    const gifts = (
      (await shop.stack.post('/member/shop/gift', {}, { token })).data as Array<{ gift: Array<{ path: string }> }>
    ).flatMap((c) => c.gift);
    // Commerce stores the pictures through media in the background at start.
    for (let i = 0; i < 100 && (await fetch(shop.stack.url + gifts.at(-1)!.path)).status !== 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const gift of gifts) {
      const res = await fetch(shop.stack.url + gift.path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
  });

  it('answers one gift, -404 for an unknown one and -422 for a malformed id', async () => {
    expect(await shop.stack.post('/member/shop/detail', { id: 1 }, { token })).toMatchObject({
      status: 200,
      data: { id: 1, classify: 1, money: '2.00', titlee: 'Red Rose' },
    });
    expect((await shop.stack.post('/member/shop/detail', { id: 9999 }, { token })).status).toBe(-404);
    const malformed = await shop.stack.post('/member/shop/detail', { id: 'rose' }, { token });
    expect(malformed.status).toBe(-422);
    expect(Object.keys(malformed.data.errors)).toEqual(['id']);
  });

  it('lists the recharge packages with 800.00 at index 2', async () => {
    const answer = await shop.stack.post('/member/recharge/package', {}, { token });
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
    const answer = await shop.stack.post('/member/Upgrade/package', {}, { token });
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
    const answer = await shop.stack.post('/member/pay/generateuuid', {}, { token });
    expect(answer.status).toBe(200);
    expect(answer.data.guid).toMatch(/^[0-9a-f-]{36}$/);
    const script = await fetch(new URL(answer.data.url, shop.stack.url));
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
    const missing = await shop.stack.post(
      '/member/Pay/pay',
      { order_type: 1, pay_type: 1, packege_id: 1 },
      { token, json: true },
    );
    expect(missing).toMatchObject({ status: -422, data: { errors: { guid: 'required' } } });
    const other = await member('otherpayer');
    const foreign = await shop.stack.post(
      '/member/Pay/pay',
      { ...base, pay_type: 1, guid: await guid(other.token) },
      { token, json: true },
    );
    expect(foreign).toMatchObject({ status: -422, data: { errors: { guid: 'invalid' } } });
    expect(await sql('SELECT id FROM commerce_svc.orders WHERE user_id = $1', [id])).toHaveLength(0);
    expect((await userinfo(token)).amount).toBe('0.00');
  });
});
