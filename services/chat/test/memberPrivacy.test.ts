import type { MemberSettings } from '@kindred/kit/generated/kindred/user/v1/MemberSettings';
import type { Privacy } from '@kindred/kit/generated/kindred/user/v1/Privacy';
import { isMessage, startChatStack, TestSocket, type ChatStack } from './harness';

/**
 * Issue 21 at the socket: a session a member ends closes at once on every node, and the privacy
 * controls reach the chat frames (docs/member-settings.md). Cards and answers are not kept, so that
 * a changed control shows at once; the rights refresh is an hour so only the announcement closes.
 */
let stack: ChatStack;
let ports: number[];

beforeAll(async () => {
  stack = await startChatStack({
    env: { CHAT_RIGHTS_REFRESH_SECONDS: '3600', MEMBER_CARD_TTL_MS: '0', BLOCK_CACHE_SECONDS: '0' },
  });
  ports = stack.nodes.map((n) => n.port);
});
afterAll(() => stack.stop());

const choose = async (userId: number, privacy: Partial<Privacy>) => {
  const settings: MemberSettings = {
    general: true,
    delivery: 'Automatically',
    privacy: {
      hide_online: false,
      chat_from: 'everyone',
      hide_from_lists: false,
      hide_from_visitors: false,
      ...privacy,
    },
  };
  await stack.users.SaveMemberSettings({ user_id: userId, settings });
};

it('ending one session closes its sockets on both nodes within a second; the others stay', async () => {
  const a = await stack.member(1);
  const phone = (await stack.users.Login({ account: a.username, password: 'Passw0rd!', remember: true })).user!.token;
  const here = await TestSocket.join(ports[0]!, a);
  const there = [
    await TestSocket.join(ports[0]!, { ...a, token: phone }),
    await TestSocket.join(ports[1]!, { ...a, token: phone }),
  ];
  const { sessions } = await stack.users.ListSessions({ user_id: a.id, token: a.token });
  const target = sessions.find((s) => !s.current)!;
  const started = Date.now();
  await stack.users.EndSession({ user_id: a.id, session_id: target.id });
  for (const socket of there) expect((await socket.closedWith(1000)).code).toBe(4401);
  expect(Date.now() - started).toBeLessThan(1000);
  here.send({ opt: 100, uid: a.id });
  await here.next((f) => f.opt === 0);
  expect(here.closed).toBeNull();
  here.close();
});

it('"sign out everywhere else" closes every other session’s sockets and keeps the caller’s', async () => {
  const a = await stack.member(0);
  const tokens = await Promise.all(
    [1, 2].map(async () => (await stack.users.Login({ account: a.username, password: 'Passw0rd!' })).user!.token),
  );
  const here = await TestSocket.join(ports[1]!, a);
  const others = await Promise.all(tokens.map((token, i) => TestSocket.join(ports[i]!, { ...a, token })));
  expect((await stack.users.EndOtherSessions({ user_id: a.id, keep_token: a.token })).ended).toBe(2);
  for (const socket of others) expect((await socket.closedWith(1000)).code).toBe(4401);
  expect(here.closed).toBeNull();
  here.close();
});

it('a member hiding their online status shows offline in the contact list frame', async () => {
  const [a, b] = [await stack.member(2), await stack.member(2)];
  const bSocket = await TestSocket.join(ports[1]!, b);
  const aSocket = await TestSocket.join(ports[0]!, a);
  aSocket.send({ opt: 1, contact: b.id, type: 'txt', msg: 'hello b' });
  await bSocket.next(isMessage('hello b'));
  const contactB = async () => {
    aSocket.send({ opt: 100, uid: a.id });
    const frame = await aSocket.next((f) => f.opt === 0);
    return frame.data.list.find((c: { uid: number }) => c.uid === b.id);
  };
  expect((await contactB()).is_online).toBe(1);
  await choose(b.id, { hide_online: true });
  expect((await contactB()).is_online).toBe(0);
  await choose(b.id, { hide_online: false });
  expect((await contactB()).is_online).toBe(1);
  for (const s of [aSocket, bSocket]) s.close();
});

it('"who may start a chat with me" refuses a first message, lets one through once followed, and never customer service', async () => {
  const [a, b] = [await stack.member(2), await stack.member(2)];
  const aSocket = await TestSocket.join(ports[0]!, a);
  const bSocket = await TestSocket.join(ports[1]!, b);
  await choose(b.id, { chat_from: 'nobody' });
  aSocket.send({ opt: 1, contact: b.id, type: 'txt', msg: 'first try', ref: 'r1' });
  expect(await aSocket.next((f) => f.status === 'error' && f.opt === 1)).toMatchObject({ msg: 'error.chat_closed' });
  expect(bSocket.frames.some(isMessage('first try'))).toBe(false);

  const service = await TestSocket.join(ports[0]!, await stack.service());
  service.send({ opt: 1, contact: b.id, type: 'txt', msg: 'customer service here' });
  await bSocket.next(isMessage('customer service here'));

  await choose(b.id, { chat_from: 'following' });
  aSocket.send({ opt: 1, contact: b.id, type: 'txt', msg: 'second try', ref: 'r2' });
  expect(await aSocket.next((f) => f.status === 'error' && f.opt === 1)).toMatchObject({ msg: 'error.chat_closed' });
  await stack.social.ToggleLike({ user_id: b.id, target_id: a.id });
  aSocket.send({ opt: 1, contact: b.id, type: 'txt', msg: 'now followed' });
  await bSocket.next(isMessage('now followed'));
  for (const s of [aSocket, bSocket, service]) s.close();
});
