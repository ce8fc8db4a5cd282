import { eventually, startStack, type Stack } from './stack';

interface Member {
  id: number;
  name: string;
  token: string;
}

/** A birthday `years` ago today (UTC), at noon. */
const bornYearsAgo = (years: number) => {
  const today = new Date();
  return Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate(), 12);
};

/**
 * Saved searches (docs/discovery.md, "Saved searches") through the edge, against the real user,
 * social and messaging services and the notifier: add, list and delete with their -422 answers and
 * the limit, and the notice a new member matching a search gives its owner in the digest: one per
 * search a digest period, none for a member hidden from lists or blocked. The notice sweep runs on
 * demand (its timer is an hour), so each step decides who has joined before it looks.
 */
describe('saved searches', () => {
  let stack: Stack;
  let admin: string;
  let owner: Member;
  const notifications = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, 1]));

  const register = async (name: string, sex: number, years: number, city = ''): Promise<Member> => {
    const birthday = bornYearsAgo(years);
    const joined = await stack.post('/member/index/register', {
      username: name,
      email: `${name}@example.com`,
      password: 'Passw0rd!',
      sex,
      birthday,
      country: 'DK',
    });
    expect(joined).toMatchObject({ status: 200 });
    const member = { id: joined.data.id as number, name, token: await stack.login(name) };
    if (city) {
      const saved = await stack.post('/member/index/profile', { sex, birthday, city }, { token: member.token });
      expect(saved.status).toBe(200);
    }
    return member;
  };
  const upgrade = async (who: Member) => {
    const extended = await stack.post(
      '/member/admin/members/extend',
      { userid: who.id, tier: 2, months: 1 },
      { token: admin },
    );
    expect(extended.status).toBe(200);
  };
  const add = (fields: Record<string, unknown>, who = owner) =>
    stack.post('/member/discover/saved/add', fields, { token: who.token });
  const names = async (who = owner) =>
    (
      (await stack.post('/member/discover/saved/list', {}, { token: who.token })).data.data as Array<{ name: string }>
    ).map((s) => s.name);
  const notices = () =>
    stack.sql<{ from_id: number }>(
      `SELECT from_id::int AS from_id FROM messaging_svc.digest_items
       WHERE user_id = $1 AND topic = 'saved_search_match' ORDER BY id`,
      [owner.id],
    );

  beforeAll(async () => {
    stack = await startStack({
      notifier: true,
      env: { REGISTRATION_REVIEW: 'off', SAVED_SEARCH_SWEEP_MS: '3600000' },
    });
    admin = await stack.login('admin', 'Admin-Passw0rd');
    owner = await register('sowner', 1, 35);
    await upgrade(owner);
  }, 90_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('adds, lists and deletes a member’s saved searches, the sex resolved to the opposite one', async () => {
    const added = await add({ name: 'Walkers', city: 'Aarhus', interests: 'Hiking', age_min: 25, age_max: 40 });
    expect(added).toMatchObject({
      status: 200,
      data: { name: 'Walkers', sex: 0, city: 'Aarhus', interests: ['hiking'], age_min: 25, age_max: 40, online: 0 },
    });
    expect((await add({ name: 'Men in Aarhus', city: 'Aarhus', sex: 1, with_photo: 1 })).data).toMatchObject({
      sex: 1,
      with_photo: 1,
    });
    expect(await names()).toEqual(['Walkers', 'Men in Aarhus']);
    const left = await stack.post('/member/discover/saved/delete', { id: added.data.id }, { token: owner.token });
    expect(left).toMatchObject({ status: 200, data: { data: [{ name: 'Men in Aarhus' }] } });
    const again = await stack.post('/member/discover/saved/delete', { id: added.data.id }, { token: owner.token });
    expect(again.status).toBe(-404);
    const other = await register('sother', 0, 30);
    const notTheirs = await stack.post(
      '/member/discover/saved/delete',
      { id: left.data.data[0].id },
      { token: other.token },
    );
    expect(notTheirs.status).toBe(-404);
    expect(await names()).toEqual(['Men in Aarhus']);
  });

  it('refuses bad filters and a missing name with -422, and a member without Search_users with -403', async () => {
    const errorsOf = async (fields: Record<string, unknown>) => {
      const answer = await add(fields);
      expect(answer.status).toBe(-422);
      return answer.data.errors as Record<string, string>;
    };
    expect(await errorsOf({ city: 'Aarhus' })).toEqual({ name: 'required' });
    expect(await errorsOf({ name: 'x', age_min: 17 })).toEqual({ age_min: 'out_of_range' });
    expect(await errorsOf({ name: 'x', age_min: 40, age_max: 30 })).toEqual({ age_max: 'below_age_min' });
    expect(await errorsOf({ name: 'x', country: 'XX' })).toEqual({ country: 'invalid' });
    expect(await errorsOf({ name: 'x'.repeat(41) })).toEqual({ name: 'too_long' });
    const free = await register('sfree', 1, 30);
    const refused = await add({ name: 'x' }, free);
    expect(refused).toMatchObject({ status: -403, data: { authority: 'Search_users', upgrade: true } });
    expect(await names()).toEqual(['Men in Aarhus']);
  });

  it('keeps at most 10 saved searches a member', async () => {
    const keen = await register('skeen', 1, 30);
    await upgrade(keen);
    for (let i = 1; i <= 10; i++) expect((await add({ name: `search ${i}` }, keen)).status).toBe(200);
    const eleventh = await add({ name: 'search 11' }, keen);
    expect(eleventh).toMatchObject({ status: -422, data: { errors: { searches: 'too_many' } } });
    expect(await names(keen)).toHaveLength(10);
  });

  it('tells the owner of one new member matching a search, once a digest period, never of a hidden or blocked one', async () => {
    expect((await add({ name: 'Vejle', city: 'vejle', age_min: 25, age_max: 40 })).status).toBe(200);
    expect((await add({ name: 'Ribe', city: 'Ribe' })).status).toBe(200);
    await stack.sweepSavedSearches(); // the members who joined before these searches are nobody's news
    const vera = await register('svera', 0, 30, 'Vejle');
    await register('svita', 0, 31, 'VEJLE');
    await register('sviggo', 1, 30, 'Vejle'); // the same sex as the owner: another search's
    await register('svoss', 0, 50, 'Vejle'); // too old
    // svera and svita both match: the search is told once (the first kept), however many join.
    expect(await stack.sweepSavedSearches()).toBeGreaterThanOrEqual(2);
    expect(await eventually(notices, (rows) => rows.length > 0, 20_000)).toEqual([{ from_id: vera.id }]);

    await register('svilde', 0, 29, 'Vejle'); // matches again within the digest period: no second notice
    const hider = await register('srhid', 0, 30, 'Ribe');
    const hides = await stack.post(
      '/member/index/savesettings',
      { general: 1, ...notifications, form11: 'Automatically', hide_from_lists: 1 },
      { token: hider.token },
    );
    expect(hides.status).toBe(200);
    const blocked = await register('srblk', 0, 30, 'Ribe');
    expect((await stack.post('/member/block/block', { target_id: blocked.id }, { token: owner.token })).status).toBe(
      200,
    );
    const blocker = await register('srblkr', 0, 30, 'Ribe');
    expect((await stack.post('/member/block/block', { target_id: owner.id }, { token: blocker.token })).status).toBe(
      200,
    );
    await stack.sweepSavedSearches();
    // A member who matches Ribe after them: the notifier handles the stream in order, so once this one is
    // told, the ones before it were decided.
    const ok = await register('srok', 0, 30, 'Ribe');
    await stack.sweepSavedSearches();
    const told = await eventually(notices, (rows) => rows.length > 1, 20_000);
    expect(told).toEqual([{ from_id: vera.id }, { from_id: ok.id }]);

    // The digest, once the owner has been away two days, names them and nothing of the searches.
    await stack.sql(`UPDATE user_svc.accounts SET last_login_at = now() - interval '3 days' WHERE id = $1`, [owner.id]);
    const before = stack.mails.length;
    expect(await stack.notifier!.sweep()).toBe(1);
    const digest = stack.mails.slice(before).find((m) => m.to.includes('sowner@example.com'));
    expect(digest!.raw.replace(/=\r?\n/g, '')).toMatch(
      /2 new members matching your saved searches from (svera, srok|srok, svera)/,
    );
  }, 120_000);

  it('lets the member turn the topic off with the other notification settings (form12)', async () => {
    const settings = await stack.post('/member/index/settings', {}, { token: owner.token });
    expect(settings.data.form12).toBe(true);
    const off = await stack.post(
      '/member/index/savesettings',
      { general: 1, ...notifications, form11: 'Automatically', form12: 0 },
      { token: owner.token },
    );
    expect(off).toMatchObject({ status: 200, data: { form12: false } });
    // A save that leaves form12 out (a client that knows only the ten topics) keeps it.
    const kept = await stack.post(
      '/member/index/savesettings',
      { general: 1, ...notifications, form11: 'Automatically' },
      { token: owner.token },
    );
    expect(kept.data.form12).toBe(false);
    const [row] = await stack.sql<{ on: boolean }>(
      'SELECT notify_saved_search_match AS on FROM user_svc.member_settings WHERE user_id = $1',
      [owner.id],
    );
    expect(row).toEqual({ on: false });
  });
});
