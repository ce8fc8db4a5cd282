import { createClient, loadContract } from '@kindred/kit';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import { eventually, startStack, type Stack } from './stack';
import { openMemberSocket } from './memberSocket';

/**
 * Each privacy control changes what other members get from the server (docs/member-settings.md):
 * lists and search, presence, chat starts, signed-out visitors. Through HTTP and the socket.
 */
describe('privacy controls', () => {
  let stack: Stack;
  type Name = 'alice' | 'bob' | 'carol' | 'dave';
  const token = {} as Record<Name, string>;
  const id = {} as Record<Name, number>;
  beforeAll(async () => {
    // Card and privacy answers are not kept: a changed control shows at once.
    stack = await startStack({
      chat: true,
      env: { DEMO_SEED: 'on', REGISTRATION_REVIEW: 'off', MEMBER_CARD_TTL_MS: '0', BLOCK_CACHE_SECONDS: '0' },
    });
    for (const name of ['alice', 'bob', 'carol', 'dave'] as const) {
      token[name] = await stack.login(name);
      id[name] = (await stack.post('/member/index/userinfo', {}, { token: token[name] })).data.id;
    }
  });
  afterAll(() => stack.stop());

  const notifications = {
    general: 1,
    ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, 1])),
    form11: 'Automatically',
  };
  const choose = async (who: Name, privacy: Record<string, unknown>) => {
    const saved = await stack.post(
      '/member/index/savesettings',
      { ...notifications, ...privacy },
      { token: token[who] },
    );
    expect(saved.status).toBe(200);
    return saved.data;
  };
  const ids = (list: Array<{ id: number }>) => list.map((m) => m.id);

  it('answers every control off for a member who never chose, and keeps controls a save leaves out', async () => {
    const settings = (await stack.post('/member/index/settings', {}, { token: token.alice })).data;
    expect(settings).toMatchObject({
      hide_online: false,
      chat_from: 'everyone',
      hide_from_lists: false,
      hide_from_visitors: false,
    });
    await choose('alice', { hide_from_visitors: 1 });
    expect(await choose('alice', {})).toMatchObject({ hide_from_visitors: true, chat_from: 'everyone' });
    const wrong = await stack.post(
      '/member/index/savesettings',
      { ...notifications, chat_from: 'friends' },
      { token: token.alice },
    );
    expect(wrong.status).toBe(-422);
    expect(wrong.data.errors).toEqual({ chat_from: 'invalid' });
    await choose('alice', { hide_from_visitors: 0 });
  });

  it('hide me from member lists and search: gone from userlist, search and follow lists; the profile still opens by link', async () => {
    await stack.post('/member/like/like', { target_id: id.dave }, { token: token.carol });
    const seen = async () => ({
      search: ids(
        (await stack.post('/member/index/search_opposite_sex', { username: 'dave' }, { token: token.carol })).data,
      ),
      userlist: ids(
        (await stack.post('/member/index/userlist', { username: 'dave' }, { token: token.carol })).data.data,
      ),
      following: ids((await stack.post('/member/like/i_like', {}, { token: token.carol })).data),
    });
    expect(await seen()).toEqual({ search: [id.dave], userlist: [id.dave], following: [id.dave] });
    await choose('dave', { hide_from_lists: 1 });
    expect(await seen()).toEqual({ search: [], userlist: [], following: [] });
    const profile = await stack.post('/member/index/userdetail', { id: id.dave }, { token: token.carol });
    expect(profile).toMatchObject({ status: 200, data: { id: id.dave, username: 'dave' } });
    // The member still sees themself where a list holds them.
    const own = await stack.post('/member/like/love_me', {}, { token: token.dave });
    expect(ids(own.data)).toContain(id.carol);
    await choose('dave', { hide_from_lists: 0 });
    expect((await seen()).search).toEqual([id.dave]);
  });

  it('hide my online status: offline and without last-active in lists, profile and the chat contact list', async () => {
    const daveSocket = await openMemberSocket(stack, token.dave);
    // carol and dave have a chat, so dave is in carol's contact list.
    const carolSocket = await openMemberSocket(stack, token.carol);
    carolSocket.send({ opt: 1, contact: id.dave, type: 'txt', msg: 'hello', ref: 'p1' });
    expect(await carolSocket.next((f) => f.opt === 1)).toMatchObject({ status: 'success' });
    const contactOf = async () => {
      carolSocket.send({ opt: 100, uid: id.carol });
      const frame = await carolSocket.next((f) => f.opt === 0);
      return frame.data.list.find((c: { uid: number }) => c.uid === id.dave);
    };
    const online = () => stack.post('/member/index/onlinelist', {}, { token: token.carol });
    const profile = () => stack.post('/member/index/userdetail', { id: id.dave }, { token: token.carol });
    const listed = async () =>
      (await stack.post('/member/index/userlist', { username: 'dave' }, { token: token.carol })).data.data.find(
        (m: { id: number }) => m.id === id.dave,
      );
    const before = await eventually(online, (a) => ids(a.data).includes(id.dave));
    expect(ids(before.data)).toContain(id.dave);
    expect((await profile()).data).toMatchObject({ is_online: 1 });
    expect(await listed()).toMatchObject({ is_online: 1 });
    expect((await listed()).last_login_time).toBeGreaterThan(0);
    expect((await profile()).data.last_login_time).toBeGreaterThan(0);
    expect((await contactOf()).is_online).toBe(1);

    await choose('dave', { hide_online: 1 });
    expect(ids((await online()).data)).not.toContain(id.dave);
    expect((await profile()).data).toMatchObject({ is_online: 0, last_login_time: 0 });
    expect(await listed()).toMatchObject({ is_online: 0, last_login_time: 0 });
    expect((await contactOf()).is_online).toBe(0);
    // dave himself still reads his own record.
    const own = await stack.post('/member/index/userdetail', { id: id.dave }, { token: token.dave });
    expect(own.data.is_online).toBe(1);

    await choose('dave', { hide_online: 0 });
    expect((await contactOf()).is_online).toBe(1);
    daveSocket.ws.close();
    carolSocket.ws.close();
  });

  it('who may start a chat with me: nobody, members I follow, everyone; a chat under way goes on', async () => {
    const carolSocket = await openMemberSocket(stack, token.carol);
    const send = async (ref: string) => {
      carolSocket.send({ opt: 1, contact: id.bob, type: 'txt', msg: `hi ${ref}`, ref });
      return carolSocket.next((f) => f.ref === ref || f.data?.ref === ref);
    };
    await choose('bob', { chat_from: 'nobody' });
    expect(await send('n1')).toMatchObject({ status: 'error', msg: 'error.chat_closed' });

    await choose('bob', { chat_from: 'following' });
    expect(await send('f1')).toMatchObject({ status: 'error', msg: 'error.chat_closed' });
    await stack.post('/member/like/like', { target_id: id.carol }, { token: token.bob });
    expect(await send('f2')).toMatchObject({ status: 'success', opt: 1 });

    // The chat is under way now: even "nobody" lets it go on.
    await choose('bob', { chat_from: 'nobody' });
    expect(await send('f3')).toMatchObject({ status: 'success', opt: 1 });
    // Nobody else may start one.
    const serviceSocket = await openMemberSocket(stack, token.alice);
    serviceSocket.send({ opt: 1, contact: id.bob, type: 'txt', msg: 'hi', ref: 'a1' });
    expect(await serviceSocket.next((f) => f.ref === 'a1' || f.data?.ref === 'a1')).toMatchObject({
      status: 'error',
      msg: 'error.chat_closed',
    });
    carolSocket.ws.close();
    serviceSocket.ws.close();
    await choose('bob', { chat_from: 'everyone' });
  });

  it('hide my profile from signed-out visitors: a profile read without a viewer is not found', async () => {
    const user = createClient(loadContract<UserProto>('user').kindred.user.v1.UserService, stack.addresses.user);
    expect((await user.GetMember({ viewer_id: 0, id: id.alice })).username).toBe('alice');
    await choose('alice', { hide_from_visitors: 1 });
    await expect(user.GetMember({ viewer_id: 0, id: id.alice })).rejects.toThrow(/user_not_found/);
    expect((await user.GetMember({ viewer_id: id.bob, id: id.alice })).username).toBe('alice');
    expect((await stack.post('/member/index/userdetail', { id: id.alice })).status).not.toBe(200);
  });
});
