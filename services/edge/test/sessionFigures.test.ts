import type { RunningEdge } from '@kindred/edge';
import { KeptFigures } from '../src/kept/sessionFigures';
import { cardFields, member, pay, useCommerceStack } from './commerceSupport';
import { startSecondEdge, type EdgeCall } from './secondEdge';
import { eventually } from './stack';

const GET_BALANCE = '/kindred.commerce.v1.CommerceService/GetBalance';
const COUNT_TRENDS = '/kindred.social.v1.SocialService/CountTrends';
const LIST_RECEIVED_GIFTS = '/kindred.commerce.v1.CommerceService/ListReceivedGifts';
const LIST_MAIL = '/kindred.messaging.v1.MessagingService/ListMail';

/**
 * Each edge keeps a member's balance and newsfeed count with the caller (sessionFigures.ts); commerce
 * and social announce every change of them through Redis, and both edges show it at once.
 */
describe('balance and newsfeed count kept by the edges', () => {
  const shop = useCommerceStack();
  let second: RunningEdge;
  const edges: EdgeCall[] = [];
  let admin: string;

  beforeAll(async () => {
    const started = await startSecondEdge(shop.stack);
    second = started.edge;
    edges.push(...started.edges);
    admin = await shop.stack.login('admin', 'Admin-Passw0rd');
  });
  afterAll(() => second?.stop());

  /** userinfo's two figures on both edges, each asked twice (the second answer is the kept one). */
  const figures = async (token: string) => {
    const answers = [];
    for (const call of edges) {
      await call('/member/index/userinfo', {}, token);
      const info = await call('/member/index/userinfo', {}, token);
      expect(info.status).toBe(200);
      answers.push({ amount: info.data.amount as string, newfeedcount: info.data.newfeedcount as number });
    }
    return answers;
  };
  const amounts = async (token: string) => (await figures(token)).map((f) => f.amount);
  const counts = async (token: string) => (await figures(token)).map((f) => f.newfeedcount);
  /** The edge that made the change forgets at once; the other within the moment an announcement takes. */
  const settled = <T>(probe: () => Promise<T[]>, want: T[]) =>
    eventually(probe, (value) => JSON.stringify(value) === JSON.stringify(want), 3000);

  /** The recipient's received gifts (gift ids) on both edges, each asked twice (the second is kept). */
  const receivedGifts = async (token: string) => {
    const answers = [];
    for (const call of edges) {
      await call('/member/shop/received_gift', {}, token);
      const list = await call('/member/shop/received_gift', {}, token);
      expect(list.status).toBe(200);
      answers.push((list.data as Array<{ gid: number }>).map((g) => g.gid));
    }
    return answers;
  };

  it('shows a recharge, a gift sent and received and a staff adjustment on both edges at once', async () => {
    const giver = await member('keptgiver');
    const getter = await member('keptgetter');
    expect(await amounts(giver.token)).toEqual(['0.00', '0.00']);
    expect(await receivedGifts(getter.token)).toEqual([[], []]);
    const listed = await shop.stack.served(LIST_RECEIVED_GIFTS);
    await edges[0]!('/member/shop/received_gift', {}, getter.token);
    // Seen before: kept by the edge, no commerce call.
    expect(await shop.stack.served(LIST_RECEIVED_GIFTS)).toBe(listed);

    const paid = await pay(giver.token, { order_type: 1, pay_type: 4, income: '10.00', ...cardFields() });
    expect(paid.data.type).toBe('ok');
    expect(await settled(() => amounts(giver.token), ['10.00', '10.00'])).toEqual(['10.00', '10.00']);

    const sent = await edges[1]!(
      '/member/gift/gift_giving',
      { username: 'keptgetter', giftid: 2, number: 2, message: 'For you' },
      giver.token,
    );
    expect(sent).toMatchObject({ status: 200, data: { amount: '4.00' } });
    expect(await settled(() => amounts(giver.token), ['4.00', '4.00'])).toEqual(['4.00', '4.00']);
    expect(await settled(() => receivedGifts(getter.token), [[2], [2]])).toEqual([[2], [2]]);

    const credited = await edges[0]!(
      '/member/admin/members/credit',
      { userid: giver.id, amount: '25.00', reason: 'Goodwill after outage' },
      admin,
    );
    expect(credited.status).toBe(200);
    expect(await settled(() => amounts(giver.token), ['29.00', '29.00'])).toEqual(['29.00', '29.00']);
  });

  it("shows a mail sent and read through one edge in both edges' first mailbox page at once, text once readable", async () => {
    const writer = await member('keptwriter');
    const reader = await member('keptreader');
    const extend = (userid: number) =>
      edges[0]!('/member/admin/members/extend', { userid, tier: 2, months: 1 }, admin).then((a) => a.status);
    expect(await extend(writer.id)).toBe(200);
    /** Unread count and texts of the reader's first page on both edges, each asked twice (the second kept). */
    const mailboxes = async () => {
      const answers = [];
      for (const call of edges) {
        await call('/member/email/emaillist', {}, reader.token);
        const page = await call('/member/email/emaillist', {}, reader.token);
        expect(page.status).toBe(200);
        answers.push([page.data.unread, (page.data.list as Array<{ msg: string }>).map((m) => m.msg)]);
      }
      return answers;
    };
    expect(await mailboxes()).toEqual([
      [0, []],
      [0, []],
    ]);
    const listed = await shop.stack.served(LIST_MAIL);
    expect((await edges[0]!('/member/email/emaillist', {}, reader.token)).status).toBe(200);
    expect(await shop.stack.served(LIST_MAIL)).toBe(listed);

    const sent = await edges[1]!(
      '/member/email/released',
      { email: 'keptreader', content: 'Hello there' },
      writer.token,
    );
    expect(sent.status).toBe(200);
    // A free reader sees that mail came, not its text.
    const locked = [
      [1, ['']],
      [1, ['']],
    ];
    expect(await settled(mailboxes, locked)).toEqual(locked);
    expect(await extend(reader.id)).toBe(200);
    const readable = [
      [1, ['Hello there']],
      [1, ['Hello there']],
    ];
    expect(await settled(mailboxes, readable)).toEqual(readable);
    expect((await edges[0]!('/member/email/updatestatus', { id: sent.data.eid }, reader.token)).status).toBe(200);
    const read = [
      [0, ['Hello there']],
      [0, ['Hello there']],
    ];
    expect(await settled(mailboxes, read)).toEqual(read);
  });

  it('shows the joined item, a post and a deletion on both edges at once', async () => {
    const poster = await member('keptposter');
    // The joined item is written when social reads the user service's outbox, a moment later.
    expect(
      await eventually(
        () => counts(poster.token),
        (c) => c[0] === 1 && c[1] === 1,
      ),
    ).toEqual([1, 1]);

    const posted = await edges[1]!('/member/trend/released', { content: 'Kept fresh' }, poster.token);
    expect(posted.status).toBe(200);
    expect(await settled(() => counts(poster.token), [2, 2])).toEqual([2, 2]);

    expect((await edges[0]!('/member/trend/del', { id: posted.data.id }, poster.token)).status).toBe(200);
    expect(await settled(() => counts(poster.token), [1, 1])).toEqual([1, 1]);
  });

  it('answers a repeated userinfo with no GetBalance or CountTrends call', async () => {
    const quiet = await member('keptquiet');
    await eventually(
      () => counts(quiet.token),
      (c) => c[0] === 1 && c[1] === 1,
    );
    const served = async () => [await shop.stack.served(GET_BALANCE), await shop.stack.served(COUNT_TRENDS)];
    const before = await served();
    for (let i = 0; i < 5; i++) expect((await edges[0]!('/member/index/userinfo', {}, quiet.token)).status).toBe(200);
    expect(await served()).toEqual(before);

    // A post drops the kept count, and only it: social is asked again (once after this edge forgets, maybe
    // once more if the announcement lands in between), commerce not at all, and then it is kept again.
    expect((await edges[0]!('/member/trend/released', { content: 'Hello' }, quiet.token)).status).toBe(200);
    const userinfo = () => edges[0]!('/member/index/userinfo', {}, quiet.token);
    const steady = await eventually(
      async () => {
        const first = await served();
        expect((await userinfo()).status).toBe(200);
        return { first, then: await served() };
      },
      ({ first, then }) => first[1] === then[1] && then[1]! > before[1]!,
    );
    expect(steady.then[0]).toBe(before[0]);
    expect(steady.then[1]).toBeGreaterThan(before[1]!);
    expect(steady.then).toEqual(steady.first);
  });
});

describe('KeptFigures', () => {
  let now = 0;
  const kept = () => {
    const figures = new KeptFigures<number>({ ttlMs: 1000, maxEntries: 2, now: () => now });
    figures.setLive(true);
    return figures;
  };
  const counted = () => {
    let calls = 0;
    return { fetch: async () => ++calls, calls: () => calls };
  };

  it('keeps a figure for the TTL, one fetch for the calls that arrive together', async () => {
    const figures = kept();
    const source = counted();
    expect(await Promise.all([figures.load(1, source.fetch), figures.load(1, source.fetch)])).toEqual([1, 1]);
    expect(await figures.load(1, source.fetch)).toBe(1);
    now += 1000;
    expect(await figures.load(1, source.fetch)).toBe(2);
  });

  it('asks every time while not subscribed, and drops what it kept when the subscription goes', async () => {
    const figures = new KeptFigures<number>({ ttlMs: 1000, maxEntries: 2, now: () => now });
    const source = counted();
    await figures.load(1, source.fetch);
    expect(await figures.load(1, source.fetch)).toBe(2);
    figures.setLive(true);
    await figures.load(1, source.fetch);
    figures.setLive(false);
    figures.setLive(true);
    expect(await figures.load(1, source.fetch)).toBe(4);
  });

  it('does not keep an answer asked for before an announcement for that member', async () => {
    const figures = kept();
    let release: (value: number) => void = () => undefined;
    const early = figures.load(1, () => new Promise<number>((resolve) => (release = resolve)));
    figures.forget([1]);
    const later = figures.load(1, async () => 8);
    release(7);
    expect(await early).toBe(7);
    expect(await later).toBe(8);
    expect(await figures.load(1, async () => -1)).toBe(8);
  });

  it('keeps no failure, and at most maxEntries members', async () => {
    const figures = kept();
    await expect(figures.load(1, () => Promise.reject(new Error('away')))).rejects.toThrow('away');
    expect(await figures.load(1, async () => 5)).toBe(5);
    await figures.load(2, async () => 6);
    await figures.load(3, async () => 7);
    expect(figures.size).toBe(2);
    expect(await figures.load(1, async () => 9)).toBe(9);
  });
});
