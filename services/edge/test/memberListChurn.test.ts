import { eventually, startStack, type Envelope, type Stack } from './stack';

const USER = '/kindred.user.v1.UserService/';
const DISCOVERY = '/kindred.user.v1.DiscoveryService/';
const adult = Date.UTC(1991, 6, 7);
/** The stack's userlist page size (the user service's MEMBER_PAGE_SIZE default). */
const PAGE_SIZE = 12;

interface Member {
  id: number;
  name: string;
  token: string;
}

/**
 * Member lists kept by viewer kind (kept/memberLists.ts, docs/discovery.md "Kept pages"): two viewers
 * of one kind share a page, a sign-in moves the member within them, a card change drops only the pages
 * it touches, and what one
 * viewer may not see (a blocked pair, a hidden member, one leaving or erased) never reaches them
 * through a page another viewer's request kept.
 */
describe('member lists kept by viewer kind', () => {
  let stack: Stack;
  let admin: string;
  const cohort: Member[] = [];
  let alice: Member;
  let bert: Member;

  const register = async (name: string, sex: number): Promise<Member> => {
    const joined = await stack.post('/member/index/register', {
      username: name,
      email: `${name}@example.com`,
      password: 'Passw0rd!',
      sex,
      birthday: adult,
      country: 'DK',
    });
    expect(joined.status).toBe(200);
    return { id: joined.data.id as number, name, token: joined.data.token as string };
  };
  const post = (who: Member, path: string, body: Record<string, unknown> = {}) =>
    stack.post(path, body, { token: who.token, json: true });
  const ids = (answer: Envelope, paged = false) => {
    expect(answer.status).toBe(200);
    return ((paged ? answer.data.data : answer.data) as Array<{ id: number }>).map((m) => m.id);
  };
  const userlist = async (who: Member, page = 1) => ids(await post(who, '/member/index/userlist', { page }), true);
  const newest = async (who: Member) => ids(await post(who, '/member/index/new_opposite_sex'));
  const kept = async (what: 'hits' | 'misses' | 'drops') => {
    const text = await (await fetch(`${stack.url}/metrics`)).text();
    const line = text
      .split('\n')
      .find((l) => l.startsWith(`kindred_kept_${what}_total{`) && l.includes('kept="memberLists"'));
    return Number(line?.split(' ').pop() ?? 0);
  };
  const served = (method: string) => stack.served(USER + method);
  /** The userlist as the user service orders it for `viewer`, without the viewer and `without`. */
  const listing = async (without: number[]) =>
    (
      await stack.sql<{ id: string }>(
        `SELECT id FROM user_svc.accounts a WHERE status = 1 AND role = 'member' AND id <> ALL($1::bigint[])
           AND deletion_due_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM user_svc.member_settings s WHERE s.user_id = a.id AND s.hide_from_lists)
         ORDER BY last_login_at DESC NULLS LAST, id DESC`,
        [without],
      )
    ).map((row) => Number(row.id));

  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
    admin = await stack.login('admin', 'Admin-Passw0rd');
    alice = await register('chalice', 0);
    bert = await register('chbert', 0);
    for (let i = 0; i < 2 * PAGE_SIZE + 4; i++) cohort.push(await register(`chm${i}`, 1));
    // Paging past the first page and searching take tier 2.
    for (const viewer of [alice, bert]) {
      const extended = await stack.post(
        '/member/admin/members/extend',
        { userid: viewer.id, tier: 2, months: 1 },
        { token: admin },
      );
      expect(extended.status).toBe(200);
    }
    // Viewers active after everyone: the top of the userlist is theirs.
    alice.token = await stack.login(alice.name);
    bert.token = await stack.login(bert.name);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('shares a page between two viewers of a kind, each without themself', async () => {
    const before = await served('ListNewOppositeSex');
    const [seenByAlice, seenByBert] = [await newest(alice), await newest(bert)];
    expect(seenByAlice).toEqual(seenByBert);
    expect((await served('ListNewOppositeSex')) - before).toBe(1);

    const [page1, page2] = [await userlist(alice), await userlist(alice, 2)];
    expect([...page1, ...page2]).toEqual((await listing([alice.id])).slice(0, 2 * PAGE_SIZE));
    expect(page1.includes(bert.id) && !page1.includes(alice.id)).toBe(true);
    const bertsPage1 = await userlist(bert);
    expect(bertsPage1.includes(alice.id) && !bertsPage1.includes(bert.id)).toBe(true);
  });

  it('a sign-in moves the member within the kept pages: nothing is dropped, only first pages they may join are asked again', async () => {
    const [page1, page2] = [await userlist(alice), await userlist(alice, 2)];
    await newest(alice);
    // The first member of the cohort on page 1 (after bert): the kept page holding them shows them
    // first, asked nothing; the page after it does not hold them (nor do the few its window holds).
    const signer = cohort.find((m) => m.id === page1.find((id) => cohort.some((c) => c.id === id)))!;
    expect(page1[0]).not.toBe(signer.id);
    const drops = await kept('drops');
    const [lists, newLists] = [await served('ListMembers'), await served('ListNewOppositeSex')];
    const cardsAsked = [await served('GetMembers'), await served('GetPrivacy')];
    await stack.login(signer.name);
    expect(
      (
        await eventually(
          () => userlist(alice),
          (page) => page[0] === signer.id,
        )
      )[0],
    ).toBe(signer.id);
    expect(await userlist(alice, 2)).toEqual(page2);
    await newest(alice);
    expect([await kept('drops'), await served('ListNewOppositeSex')]).toEqual([drops, newLists]);
    expect((await served('ListMembers')) - lists).toBe(0);
    // The kept card shows the new sign-in time, written by the announcement: the card is not asked again.
    const [signedIn] = await stack.sql<{ at: string }>(
      `SELECT floor(extract(epoch FROM last_login_at)) AS at FROM user_svc.accounts WHERE id = $1`,
      [signer.id],
    );
    const shown = (await post(alice, '/member/index/userlist', { page: 1 })).data.data[0];
    expect([shown.id, shown.last_login_time]).toEqual([signer.id, Number(signedIn!.at)]);
    expect([await served('GetMembers'), await served('GetPrivacy')]).toEqual(cardsAsked);

    // A member of page 2 beyond what page 1's window holds leaves page 2 in place (a member it held
    // beyond its page moves up) and shows on top: page 1 is asked again (MEMBER_LISTS_TOP_MS is 0
    // here), page 2 is not.
    const page2Now = await userlist(alice, 2);
    const deeper = page2Now[9]!;
    await stack.login(cohort.find((m) => m.id === deeper)!.name);
    expect(
      (
        await eventually(
          () => userlist(alice),
          (page) => page[0] === deeper,
        )
      )[0],
    ).toBe(deeper);
    const moved = await userlist(alice, 2);
    expect(moved).not.toContain(deeper);
    expect(moved.slice(0, 9)).toEqual(page2Now.slice(0, 9));
    expect(moved.slice(9, PAGE_SIZE - 1)).toEqual(page2Now.slice(10));
    expect([await kept('drops'), (await served('ListMembers')) - lists]).toEqual([drops, 1]);
  });

  it("a card change drops the pages with the member: a new signature shows, others' pages stay", async () => {
    const page2 = await userlist(alice, 2);
    // One in the middle of the page: a re-asked page 2 may start one member later or earlier.
    const changer = cohort.find((m) => m.id === page2[PAGE_SIZE / 2])!;
    const lists = await served('ListMembers');
    expect((await post(changer, '/member/index/changesignature', { signature: 'new here' })).status).toBe(200);
    await userlist(alice, 2);
    expect((await served('ListMembers')) - lists).toBe(1);
    expect(await userlist(bert, 2)).toContain(changer.id);
  });

  it('never shows a blocked pair through the shared page, either way, and keeps the page for others', async () => {
    const page1 = await userlist(alice);
    const blocked = cohort.find((m) => page1.includes(m.id))!;
    expect((await post(alice, '/member/block/block', { target_id: blocked.id })).status).toBe(200);
    await newest(bert);
    const lists = await served('ListNewOppositeSex');
    expect(await userlist(alice)).not.toContain(blocked.id);
    expect(await newest(alice)).not.toContain(blocked.id);
    expect(await newest(bert)).toContain(blocked.id);
    expect(await served('ListNewOppositeSex')).toBe(lists);
    // The blocked member does not see the blocker either.
    expect(await userlist(blocked)).not.toContain(alice.id);
    // Deep pages start as the user service would start them for the viewer alone.
    const order = await listing([alice.id, blocked.id]);
    const answer = await post(alice, '/member/index/userlist', { page: 2 });
    expect(ids(answer, true)).toEqual(order.slice(PAGE_SIZE, 2 * PAGE_SIZE));
    expect(answer.data.total).toBe(order.length);
    expect((await post(alice, '/member/block/unblock', { target_id: blocked.id })).status).toBe(200);
  });

  it('a viewer blocking more than a page holds beyond itself still gets full pages without them', async () => {
    const watcher = await register('chwatcher', 0);
    const page = await userlist(watcher);
    const blocked = page.filter((id) => cohort.some((m) => m.id === id)).slice(0, 10);
    for (const id of blocked) expect((await post(watcher, '/member/block/block', { target_id: id })).status).toBe(200);
    const seen = await userlist(watcher);
    expect(seen).toEqual((await listing([watcher.id, ...blocked])).slice(0, PAGE_SIZE));
  });

  it('a member hiding from lists, or leaving, is out of every kept page at once', async () => {
    const [hider, leaver] = cohort.slice(-2) as [Member, Member];
    await stack.login(hider.name);
    await stack.login(leaver.name);
    for (const viewer of [alice, bert])
      expect(await newest(viewer)).toEqual(expect.arrayContaining([hider.id, leaver.id]));
    expect(await userlist(bert)).toEqual(expect.arrayContaining([hider.id, leaver.id]));

    const topics = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, 1]));
    const hid = await post(hider, '/member/index/savesettings', {
      general: 1,
      ...topics,
      form11: 'never',
      hide_from_lists: 1,
    });
    expect(hid.status).toBe(200);
    const left = await post(leaver, '/member/data/delete', { password: 'Passw0rd!' });
    expect(left).toMatchObject({ status: 200, data: { pending: true } });
    for (const viewer of [alice, bert]) {
      expect(await newest(viewer)).not.toContain(hider.id);
      expect(await newest(viewer)).not.toContain(leaver.id);
      expect(await userlist(viewer)).not.toContain(hider.id);
      expect(await userlist(viewer)).not.toContain(leaver.id);
    }
    // The grace period ends: the erased member stays out.
    await stack.sql(`UPDATE user_svc.accounts SET deletion_due_at = now() WHERE id = $1`, [leaver.id]);
    await eventually(
      () =>
        stack.sql<{ erased: boolean }>(`SELECT erased_at IS NOT NULL AS erased FROM user_svc.accounts WHERE id = $1`, [
          leaver.id,
        ]),
      (rows) => rows[0]!.erased,
      10_000,
    );
    for (const viewer of [alice, bert]) expect(await newest(viewer)).not.toContain(leaver.id);
  });

  it('a sign-in that cancels a deletion brings the member back to the top of the kept pages', async () => {
    const returner = cohort[cohort.length - 3]!;
    returner.token = await stack.login(returner.name);
    expect((await userlist(alice))[0]).toBe(returner.id);
    const left = await post(returner, '/member/data/delete', { password: 'Passw0rd!' });
    expect(left).toMatchObject({ status: 200, data: { pending: true } });
    expect(await userlist(alice)).not.toContain(returner.id);
    expect(await newest(alice)).not.toContain(returner.id);

    await stack.login(returner.name);
    expect(
      (
        await eventually(
          () => userlist(alice),
          (page) => page[0] === returner.id,
        )
      )[0],
    ).toBe(returner.id);
    expect(await newest(alice)).toContain(returner.id);
  });

  it('keeps discovery search pages by kind and filters, cut for each viewer', async () => {
    const search = async (who: Member, page: number) => {
      const answer = await post(who, '/member/discover/search', { page, country: 'dk', age_min: 20 });
      return { ids: ids(answer, true), total: answer.data.total as number };
    };
    const asked = () => stack.served(`${DISCOVERY}SearchMembers`);
    const first = await search(alice, 1);
    const before = await asked();
    // Bert shares Alice's page: it holds the whole search, so it also says which of his own it holds.
    const bertsFirst = await search(bert, 1);
    await search(bert, 1);
    expect((await asked()) - before).toBe(0);
    expect(first.ids.filter((id) => id !== bert.id)).toEqual(bertsFirst.ids.filter((id) => id !== alice.id));

    const second = await search(alice, 2);
    expect(second.ids.some((id) => first.ids.includes(id))).toBe(false);
    expect([...first.ids, ...second.ids]).toHaveLength(first.total);

    const blocked = first.ids.find((id) => id !== bert.id)!;
    expect((await post(alice, '/member/block/block', { target_id: blocked })).status).toBe(200);
    const after = await search(alice, 1);
    expect(after.ids).not.toContain(blocked);
    expect(after.total).toBe(first.total - 1);
    expect((await search(bert, 1)).ids).toContain(blocked);
  });

  it("asks a first discovery page again after a sign-in only when the member's card may meet its filters", async () => {
    const search = async (page = 1) =>
      ids(await post(alice, '/member/discover/search', { page, country: 'dk', age_min: 20, age_max: 60 }), true);
    const asked = () => stack.served(`${DISCOVERY}SearchMembers`);
    // More men than page 1 holds with its window (20 shown and 8 beyond).
    const men = [...cohort];
    for (let i = 0; i < 12; i++) men.push(await register(`chd${i}`, 1));
    const top = await search();
    const deep = (await search(2))[10]!;
    // Bert is a man's search's, not Alice's (she searches men): his sign-in leaves her page as it is.
    expect((await userlist(alice)).includes(bert.id)).toBe(true);
    const before = await asked();
    await stack.login(bert.name);
    await eventually(
      () => userlist(alice),
      (page) => page[0] === bert.id,
    );
    expect(await search()).toEqual(top);
    // A man of page 1 moves to its top where it is kept; one beyond it has it asked again, him first.
    const man = (id: number) => men.find((m) => m.id === id)!.name;
    await stack.login(man(top[4]!));
    expect((await eventually(search, (page) => page[0] === top[4]))[0]).toBe(top[4]);
    expect((await asked()) - before).toBe(0);
    await stack.login(man(deep));
    expect((await eventually(search, (page) => page[0] === deep))[0]).toBe(deep);
    expect((await asked()) - before).toBe(1);

    // Where a viewer stands is not asked of a search they cannot be on (Bert, blocking nobody, is not
    // a woman): a deep page of a new search costs its one ask.
    const asking = await asked();
    const deepPage = await post(bert, '/member/discover/search', { page: 2, country: 'dk', age_max: 61 });
    expect(ids(deepPage, true).length).toBeGreaterThan(0);
    expect((await asked()) - asking).toBe(1);
  });
});
