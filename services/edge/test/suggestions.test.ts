import { startStack, type Stack } from './stack';

interface Member {
  id: number;
  name: string;
  token: string;
}

const bornYearsAgo = (years: number) => {
  const today = new Date();
  return Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate(), 12);
};

/**
 * Suggested members (docs/discovery.md, "Suggested members"): ranked by the documented score, computed
 * when asked (a change of facts moves a member at once), through the listing's visibility rules, and
 * without whom the viewer follows already.
 */
describe('suggested members', () => {
  let stack: Stack;
  const made: Record<string, Member> = {};

  const join = async (name: string, sex: number, years: number, facts: Record<string, unknown>, country = 'DK') => {
    const birthday = bornYearsAgo(years);
    const joined = await stack.post('/member/index/register', {
      username: name,
      email: `${name}@example.com`,
      password: 'Passw0rd!',
      sex,
      birthday,
      country,
    });
    expect(joined.status).toBe(200);
    const member = { id: joined.data.id as number, name, token: await stack.login(name) };
    const saved = await stack.post(
      '/member/index/profile',
      { sex, birthday, country, ...facts },
      { token: member.token },
    );
    expect(saved.status).toBe(200);
    made[name] = member;
    return member;
  };
  const suggested = async (who: Member, page = 1) => {
    const answer = await stack.post('/member/discover/suggested', { page }, { token: who.token });
    expect([answer.status, answer.msg]).toEqual([200, expect.anything()]);
    return answer.data as { data: Array<{ username: string }>; total: number; last_page: number };
  };
  const names = async (who: Member) => (await suggested(who)).data.map((m) => m.username);

  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
    await join('sview', 1, 30, { city: 'Ribe', interests: 'hiking,coffee' });
    // Shared interests, age, country, city: the best.
    await join('smatch', 0, 31, { city: 'ribe', interests: 'coffee,hiking,yoga' });
    // One interest shared, an age within ten years, the same country.
    await join('shalf', 0, 37, { interests: 'coffee' });
    // Nothing in common but being active.
    await join('splain', 0, 55, {}, 'TW');
    await join('sguy', 1, 30, { city: 'Ribe', interests: 'hiking,coffee' });
    await join('sfollowed', 0, 30, { city: 'Ribe', interests: 'hiking,coffee' });
    await join('sblocker', 0, 30, { city: 'Ribe', interests: 'hiking,coffee' });
    await join('shider', 0, 30, { city: 'Ribe', interests: 'hiking,coffee' });
    const viewer = made.sview!;
    expect(
      (await stack.post('/member/like/like', { target_id: made.sfollowed!.id }, { token: viewer.token })).status,
    ).toBe(200);
    expect(
      (await stack.post('/member/block/block', { target_id: viewer.id }, { token: made.sblocker!.token })).status,
    ).toBe(200);
    const notifications = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, 1]));
    const hidden = await stack.post(
      '/member/index/savesettings',
      { general: 1, ...notifications, form11: 'Automatically', hide_from_lists: 1 },
      { token: made.shider!.token },
    );
    expect(hidden.status).toBe(200);
  }, 90_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('ranks shared interests and matching ages first; leaves out the same sex, follows, blocked pairs and hidden members', async () => {
    expect(await names(made.sview!)).toEqual(['smatch', 'shalf', 'splain']);
    expect(await suggested(made.sview!)).toMatchObject({ total: 3, last_page: 1 });
  });

  it('follows the facts as they change', async () => {
    const plain = made.splain!;
    const changed = await stack.post(
      '/member/index/profile',
      { sex: 0, birthday: bornYearsAgo(29), country: 'DK', city: 'Ribe', interests: 'hiking,coffee,tea' },
      { token: plain.token },
    );
    expect(changed.status).toBe(200);
    expect((await names(made.sview!)).slice(0, 2).sort()).toEqual(['smatch', 'splain']);
    expect((await names(made.sview!))[2]).toBe('shalf');
  });

  it('answers 10 pages at most', async () => {
    const refused = await stack.post('/member/discover/suggested', { page: 11 }, { token: made.sview!.token });
    expect(refused).toMatchObject({ status: -422, data: { errors: { page: 'invalid' } } });
    expect((await suggested(made.sview!, 2)).data).toEqual([]);
  });
});
