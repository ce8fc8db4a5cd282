import { startStack, type Stack } from './stack';

/** The settings pages' call (docs/member-settings.md): per member, defaults until saved. */
describe('member settings', () => {
  let stack: Stack;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    stack = await startStack({ env: { DEMO_SEED: 'on', REGISTRATION_REVIEW: 'off' } });
    alice = await stack.login('alice');
    bob = await stack.login('bob');
  });
  afterAll(() => stack.stop());

  const everything = (on: boolean): Record<string, boolean> =>
    Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, on]));

  it('answers the defaults to a member who never saved: everything on, delivery Automatically', async () => {
    const answer = await stack.post('/member/index/settings', {}, { token: alice });
    expect(answer).toMatchObject({
      status: 200,
      data: { general: true, ...everything(true), form11: 'Automatically' },
    });
  });

  it('saves every field for the member alone and answers it on the next read', async () => {
    const form = { general: 0, ...everything(true), form3: 0, form6: 'false', form11: 'never' };
    const saved = await stack.post('/member/index/savesettings', form, { token: alice });
    const privacy = { hide_online: false, chat_from: 'everyone', hide_from_lists: false, hide_from_visitors: false };
    const expected = {
      general: false,
      ...everything(true),
      form3: false,
      form6: false,
      form11: 'never',
      form12: true,
      ...privacy,
    };
    expect(saved).toMatchObject({ status: 200, msg: 'saved successfully', data: expected });
    expect((await stack.post('/member/index/settings', {}, { token: alice })).data).toEqual(expected);
    expect((await stack.post('/member/index/settings', {}, { token: bob })).data.general).toBe(true);
    const [row] = await stack.sql<{ notify_status_likes: boolean; delivery: string }>(
      "SELECT notify_status_likes, delivery FROM user_svc.member_settings s JOIN user_svc.accounts a ON a.id = s.user_id WHERE a.username = 'alice'",
    );
    expect(row).toEqual({ notify_status_likes: false, delivery: 'never' });
  });

  it('refuses an unknown delivery or a missing topic with -422, changing nothing', async () => {
    const before = (await stack.post('/member/index/settings', {}, { token: bob })).data;
    const wrong = await stack.post(
      '/member/index/savesettings',
      { general: 1, ...everything(false), form11: 'weekly' },
      { token: bob },
    );
    expect(wrong.status).toBe(-422);
    expect(wrong.data.errors).toEqual({ form11: 'invalid' });
    const missing: Record<string, unknown> = { general: 1, ...everything(false), form11: 'never' };
    delete missing.form4;
    const incomplete = await stack.post('/member/index/savesettings', missing, { token: bob });
    expect(incomplete.status).toBe(-422);
    expect(Object.keys(incomplete.data.errors)).toEqual(['form4']);
    expect((await stack.post('/member/index/settings', {}, { token: bob })).data).toEqual(before);
  });

  it('keeps form12 (new members matching my saved searches) like the ten topics, and refuses a bad value', async () => {
    const carol = await stack.login('carol');
    const read = async () => (await stack.post('/member/index/settings', {}, { token: carol })).data;
    expect((await read()).form12).toBe(true);
    const form = { general: 1, ...everything(true), form11: 'Automatically' };

    const off = await stack.post('/member/index/savesettings', { ...form, form12: 'false' }, { token: carol });
    expect(off).toMatchObject({ status: 200, data: { form12: false, form1: true } });
    expect((await read()).form12).toBe(false);
    const on = await stack.post('/member/index/savesettings', { ...form, form12: 1 }, { token: carol });
    expect(on.data.form12).toBe(true);
    expect((await read()).form12).toBe(true);

    const before = await read();
    for (const bad of ['maybe', '2', '']) {
      const refused = await stack.post('/member/index/savesettings', { ...form, form12: bad }, { token: carol });
      expect(refused.status).toBe(-422);
      expect(refused.data.errors).toEqual({ form12: 'invalid' });
    }
    // Refused while the other fields were valid and different: nothing of them was stored either.
    const other = await stack.post(
      '/member/index/savesettings',
      { ...form, general: 0, form12: 'yes' },
      { token: carol },
    );
    expect(other.status).toBe(-422);
    expect(await read()).toEqual(before);
    const [row] = await stack.sql<{ on: boolean }>(
      "SELECT notify_saved_search_match AS on FROM user_svc.member_settings s JOIN user_svc.accounts a ON a.id = s.user_id WHERE a.username = 'carol'",
    );
    expect(row).toEqual({ on: true });
  });

  it('needs a signed-in member', async () => {
    expect((await stack.post('/member/index/settings', {})).status).not.toBe(200);
    expect((await stack.post('/member/index/savesettings', { general: 1 })).status).not.toBe(200);
  });
});
