import sharp from 'sharp';
import { Redis, markOnline } from '@kindred/kit';
import { eventually, startStack, type Envelope, type Stack } from './stack';

interface Member {
  id: number;
  name: string;
  token: string;
}

/** A birthday `years` ago today (UTC), shifted by `days`: exactly `years` old when `days` is 0. */
const bornYearsAgo = (years: number, days = 0) => {
  const today = new Date();
  return Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days, 12);
};

/**
 * Discovery search (docs/discovery.md) and profile facts (docs/member-settings.md) through the edge,
 * against the real user, social and media services. Every search names a city of its own so that the
 * members this file makes are the only ones a filter could find; each filter then has a member it
 * keeps and one it leaves out.
 */
describe('discovery search and profile facts', () => {
  let stack: Stack;
  let redis: Redis;
  let admin: string;
  let seeker: Member;
  const cohort: Record<string, Member> = {};

  const register = async (name: string, sex: number, birthday: number, country = 'DK'): Promise<Member> => {
    const joined = await stack.post('/member/index/register', {
      username: name,
      email: `${name}@example.com`,
      password: 'Passw0rd!',
      sex,
      birthday,
      country,
    });
    expect(joined).toMatchObject({ status: 200 });
    return { id: joined.data.id as number, name, token: await stack.login(name) };
  };
  const upgrade = async (who: Member) => {
    const extended = await stack.post(
      '/member/admin/members/extend',
      { userid: who.id, tier: 2, months: 1 },
      { token: admin },
    );
    expect(extended.status).toBe(200);
  };
  const saveProfile = (who: Member, birthday: number, fields: Record<string, unknown>, sex = 0) =>
    stack.post('/member/index/profile', { sex, birthday, ...fields }, { token: who.token });
  const uploadAvatar = async (who: Member) => {
    const form = new FormData();
    form.set('token', who.token);
    const picture = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#c36' } })
      .jpeg()
      .toBuffer();
    form.set('img', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'me.jpg');
    const answer = (await (
      await fetch(`${stack.url}/member/index/uploadImg`, { method: 'POST', body: form })
    ).json()) as Envelope;
    expect(answer.status).toBe(200);
  };
  const search = (filters: Record<string, unknown>, who = seeker) =>
    stack.post('/member/discover/search', filters, { token: who.token });
  const found = async (filters: Record<string, unknown>, who = seeker): Promise<string[]> => {
    const answer = await search(filters, who);
    expect([answer.status, answer.msg]).toEqual([200, expect.anything()]);
    return (answer.data.data as Array<{ username: string }>).map((m) => m.username).sort();
  };

  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off', ACCOUNT_DELETION_POLL_MS: '100' } });
    redis = new Redis({ keyPrefix: stack.redisPrefix });
    admin = await stack.login('admin', 'Admin-Passw0rd');
    seeker = await register('dseeker', 1, bornYearsAgo(35));
    await upgrade(seeker);
    const people: Array<[string, number, number, string, Record<string, unknown>]> = [
      ['dana', 0, bornYearsAgo(30), 'DK', { city: 'Odense', interests: 'Hiking,coffee', looking_for: 'dating' }],
      ['dbea', 0, bornYearsAgo(46), 'TW', { city: 'odense ', interests: 'hiking', looking_for: 'friendship' }],
      // Twenty today: inside age_min 20, outside age_max 19.
      ['dcai', 0, bornYearsAgo(20), 'DK', { city: 'Odense', interests: 'coffee,music' }],
      ['ddot', 0, bornYearsAgo(30), 'DK', { city: 'Aalborg', interests: 'hiking,coffee' }],
      ['dgus', 1, bornYearsAgo(30), 'DK', { city: 'Odense', interests: 'hiking' }],
    ];
    for (const [name, sex, birthday, country, facts] of people) {
      cohort[name] = await register(name, sex, birthday, country);
      expect((await saveProfile(cohort[name]!, birthday, { country, ...facts }, sex)).status).toBe(200);
    }
    await uploadAvatar(cohort.dana!);
    await markOnline(redis, [cohort.dana!.id, cohort.dcai!.id]);
    // dcai is present but hides it: never "online now".
    const notifications = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, 1]));
    const hidden = await stack.post(
      '/member/index/savesettings',
      { general: 1, ...notifications, form11: 'Automatically', hide_online: 1 },
      { token: cohort.dcai!.token },
    );
    expect(hidden.status).toBe(200);
  }, 90_000);
  afterAll(async () => {
    redis?.disconnect();
    await stack?.stop();
  });

  it('searches the opposite sex by default, and the sex asked for', async () => {
    expect(await found({ city: 'Odense' })).toEqual(['dana', 'dbea', 'dcai']);
    expect(await found({ city: 'Odense', sex: 1 })).toEqual(['dgus']);
  });

  it('narrows by age (from birthdays, a birthday today counted), country, city, online, photo and interests', async () => {
    expect(await found({ city: 'Odense', age_min: 25, age_max: 40 })).toEqual(['dana']);
    expect(await found({ city: 'Odense', age_min: 20 })).toEqual(['dana', 'dbea', 'dcai']);
    expect(await found({ city: 'Odense', age_max: 19 })).toEqual([]);
    expect(await found({ city: 'Odense', age_max: 20 })).toEqual(['dcai']);
    expect(await found({ city: 'Odense', age_min: 45 })).toEqual(['dbea']);
    expect(await found({ city: 'Odense', country: 'tw' })).toEqual(['dbea']);
    expect(await found({ city: 'ODENSE', country: 'DK' })).toEqual(['dana', 'dcai']);
    expect(await found({ city: 'Aalborg' })).toEqual(['ddot']);
    expect(await found({ city: 'Odense', online: 1 })).toEqual(['dana']);
    expect(await found({ city: 'Odense', with_photo: 1 })).toEqual(['dana']);
    expect(await found({ city: 'Odense', interests: 'hiking' })).toEqual(['dana', 'dbea']);
    expect(await found({ city: 'Odense', interests: 'Coffee, hiking' })).toEqual(['dana']);
    expect(await found({ interests: ['music'], age_max: 25 })).toEqual(['dcai']);
  });

  it('answers in the member-list card shape, with online status only for whom others may know it', async () => {
    const answer = await search({ city: 'Odense' });
    const cards = answer.data.data as Array<Record<string, unknown>>;
    const dana = cards.find((m) => m.id === cohort.dana!.id)!;
    expect(dana).toMatchObject({ username: 'dana', sex: 0, country: 'DK', is_online: 1, vip: 0 });
    expect(String(dana.avatar)).toMatch(/^\/media\/avatars\//);
    expect(cards.find((m) => m.id === cohort.dcai!.id)).toMatchObject({ is_online: 0, last_login_time: 0 });
    expect(answer.data).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
  });

  it('leaves out whom the seeker blocked or is blocked by, who hides from lists, pends deletion or is suspended', async () => {
    const birthday = bornYearsAgo(28);
    const names = ['dblocker', 'dblocked', 'dhider', 'dleaver', 'dsusp', 'dstays'];
    const made: Record<string, Member> = {};
    for (const name of names) {
      made[name] = await register(name, 0, birthday);
      expect((await saveProfile(made[name]!, birthday, { city: 'Vejle' })).status).toBe(200);
    }
    expect(await found({ city: 'Vejle' })).toEqual(names.slice().sort());
    const blocking = await stack.post('/member/block/block', { target_id: seeker.id }, { token: made.dblocker!.token });
    expect(blocking.status).toBe(200);
    expect(
      (await stack.post('/member/block/block', { target_id: made.dblocked!.id }, { token: seeker.token })).status,
    ).toBe(200);
    const notifications = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, 1]));
    const hides = await stack.post(
      '/member/index/savesettings',
      { general: 1, ...notifications, form11: 'Automatically', hide_from_lists: 1 },
      { token: made.dhider!.token },
    );
    expect(hides.status).toBe(200);
    expect(
      (await stack.post('/member/data/delete', { password: 'Passw0rd!' }, { token: made.dleaver!.token })).status,
    ).toBe(200);
    await stack.sql(`UPDATE user_svc.accounts SET status = 3 WHERE id = $1`, [made.dsusp!.id]);
    expect(await found({ city: 'Vejle' })).toEqual(['dstays']);
    expect((await search({ city: 'Vejle' })).data.total).toBe(1);
    // The erasure at the end of the grace period clears the facts with the rest of the account.
    await stack.sql(`UPDATE user_svc.accounts SET deletion_due_at = now() WHERE id = $1`, [made.dleaver!.id]);
    const factsOf = async () =>
      (
        await stack.sql<{ facts: string }>(
          `SELECT concat_ws('|', about, city, interests::text, looking_for, height_cm, languages::text) AS facts
           FROM user_svc.accounts WHERE id = $1 AND erased_at IS NOT NULL`,
          [made.dleaver!.id],
        )
      )[0]?.facts;
    expect(await eventually(factsOf, (facts) => facts !== undefined)).toBe('||{}||0|{}');
  });

  it('pages 20 at a time without repeats, with the total and last page', async () => {
    await stack.sql(
      `INSERT INTO user_svc.accounts (username, email, password_hash, sex, birthday, status, invitation_code, city, last_login_at)
       SELECT 'dp' || g, 'dp' || g || '@discover.test', 'x', 0, $1, 1, 'DP' || g, 'Pagetown', now() - g * interval '1 minute'
       FROM generate_series(1, 45) g`,
      [bornYearsAgo(33)],
    );
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const answer = await search({ city: 'Pagetown', page });
      expect(answer.data).toMatchObject({ current_page: page, last_page: 3, total: 45 });
      seen.push(...(answer.data.data as Array<{ username: string }>).map((m) => m.username));
    }
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    // Newest activity first: dp1 signed in last.
    expect(seen.slice(0, 3)).toEqual(['dp1', 'dp2', 'dp3']);
    expect((await search({ city: 'Pagetown', page: 4 })).data.data).toEqual([]);
  });

  it('needs Search_users (-403 with data.upgrade) and refuses bad filters (-422)', async () => {
    const free = await register('dfree', 0, bornYearsAgo(25));
    const refused = await search({ city: 'Odense' }, free);
    expect(refused).toMatchObject({ status: -403, data: { authority: 'Search_users', upgrade: true } });
    expect(await search({ age_min: 17 })).toMatchObject({
      status: -422,
      data: { errors: { age_min: 'out_of_range' } },
    });
    expect(await search({ age_min: 40, age_max: 30 })).toMatchObject({
      status: -422,
      data: { errors: { age_max: 'below_age_min' } },
    });
    expect((await search({ country: 'XX' })).status).toBe(-422);
    expect((await search({ online: 'maybe' })).status).toBe(-422);
  });

  it('is documented in /openapi.json with its filters and the Search_users authority', async () => {
    const doc = (await (await fetch(`${stack.url}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    const declared = JSON.stringify(doc.paths['/member/discover/search']);
    for (const field of ['sex', 'age_min', 'age_max', 'country', 'city', 'online', 'with_photo', 'interests', 'page'])
      expect(declared).toContain(`"${field}"`);
    expect(declared).toContain('Search_users');
    expect(JSON.stringify(doc.paths['/member/index/profile'])).toContain('"looking_for"');
  });

  it('saves profile facts and userdetail reads them back; bad facts are refused and change nothing', async () => {
    const dana = cohort.dana!;
    const birthday = bornYearsAgo(30);
    const saved = await saveProfile(dana, birthday, {
      about: 'Weekend hiker, weekday coffee snob.',
      interests: 'hiking,coffee,Board games',
      height_cm: 168,
      languages: 'da,en',
    });
    expect(saved.status).toBe(200);
    const detail = await stack.post('/member/index/userdetail', { id: dana.id }, { token: seeker.token });
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({
      id: dana.id,
      about: 'Weekend hiker, weekday coffee snob.',
      city: 'Odense',
      interests: ['hiking', 'coffee', 'board games'],
      looking_for: 'dating',
      height_cm: 168,
      languages: ['da', 'en'],
    });
    const bad: Array<[Record<string, unknown>, string, string]> = [
      [{ about: 'x'.repeat(501) }, 'about', 'too_long'],
      [{ city: 'y'.repeat(61) }, 'city', 'too_long'],
      [{ interests: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') }, 'interests', 'too_many'],
      [{ interests: 'a-tag-that-is-far-too-long' }, 'interests', 'invalid'],
      [{ looking_for: 'marriage' }, 'looking_for', 'invalid'],
      [{ height_cm: 300 }, 'height_cm', 'out_of_range'],
      [{ languages: 'english' }, 'languages', 'invalid'],
    ];
    for (const [fields, field, code] of bad) {
      const answer = await saveProfile(dana, birthday, fields);
      expect([answer.status, answer.data?.errors?.[field]]).toEqual([-422, code]);
    }
    const after = await stack.post('/member/index/userdetail', { id: dana.id }, { token: seeker.token });
    expect(after.data).toMatchObject({ about: detail.data.about, height_cm: 168, interests: detail.data.interests });
    // Empty values clear a fact; facts not sent keep theirs.
    expect((await saveProfile(dana, birthday, { height_cm: '', looking_for: '' })).status).toBe(200);
    const cleared = await stack.post('/member/index/userdetail', { id: dana.id }, { token: dana.token });
    expect(cleared.data).toMatchObject({ height_cm: 0, looking_for: '', city: 'Odense', about: detail.data.about });
    // Another member's kept copy of the profile goes with the save's announcement.
    const seen = await eventually(
      () => stack.post('/member/index/userdetail', { id: dana.id }, { token: seeker.token }),
      (answer) => answer.data?.height_cm === 0,
    );
    expect(seen.data).toMatchObject({ height_cm: 0, looking_for: '' });
  });
});
