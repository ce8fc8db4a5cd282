import { createClient, loadContract } from '@kindred/kit';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import { isMessage, startChatStack, TestSocket, type ChatStack, type Member } from './harness';

/**
 * Presence and reaching at the chat node (docs/privacy.md, "Presence and reaching"), with the caches
 * at their defaults: a block made or lifted reaches the contact-list frame at once (the node's kept
 * pages and messaging's block answers are dropped by social's announcement), and a member in the
 * deletion grace period is refused at once (the user service's announcement), even in a chat under way.
 */
let stack: ChatStack;
let ports: number[];

beforeAll(async () => {
  stack = await startChatStack({ env: { CHAT_RIGHTS_REFRESH_SECONDS: '3600' } });
  ports = stack.nodes.map((n) => n.port);
});
afterAll(() => stack.stop());

const partnerIn = async (socket: TestSocket, me: Member, partner: Member) => {
  socket.send({ opt: 100, uid: me.id });
  const frame = await socket.next((f) => f.opt === 0);
  return frame.data.list.find((c: { uid: number }) => c.uid === partner.id);
};

it('a blocked pair, either way, shows offline in both contact lists at once, and online once lifted', async () => {
  const [a, b] = [await stack.member(2), await stack.member(2)];
  const aSocket = await TestSocket.join(ports[0]!, a);
  const bSocket = await TestSocket.join(ports[1]!, b);
  aSocket.send({ opt: 1, contact: b.id, type: 'txt', msg: 'hi b' });
  await bSocket.next(isMessage('hi b'));
  expect((await partnerIn(bSocket, b, a)).is_online).toBe(1);
  expect((await partnerIn(aSocket, a, b)).is_online).toBe(1);
  for (const [blocker, blocked] of [
    [a, b],
    [b, a],
  ]) {
    await stack.social.Block({ user_id: blocker!.id, target_id: blocked!.id });
    // The announcement travels through Redis: the very next frame may not be later than a moment.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await partnerIn(bSocket, b, a)).is_online).toBe(0);
    expect((await partnerIn(aSocket, a, b)).is_online).toBe(0);
    await stack.social.Unblock({ user_id: blocker!.id, target_id: blocked!.id });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await partnerIn(bSocket, b, a)).is_online).toBe(1);
  }
  for (const s of [aSocket, bSocket]) s.close();
});

it('refuses a chat, even one under way, with a member in the deletion grace period', async () => {
  const memberData = createClient(loadContract<UserProto>('user').kindred.user.v1.MemberDataService, stack.userAddr);
  const [a, b] = [await stack.member(2), await stack.member(2)];
  const aSocket = await TestSocket.join(ports[0]!, a);
  try {
    aSocket.send({ opt: 1, contact: b.id, type: 'txt', msg: 'before', ref: 'before' });
    await aSocket.next((f) => f.opt === 1 && f.status === 'success');
    await memberData.RequestAccountDeletion({ user_id: b.id, password: 'Passw0rd!' });
    // Messaging keeps its answer about b BLOCK_CACHE_SECONDS (10 s), but the request's announcement
    // drops it at once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    aSocket.send({ opt: 1, contact: b.id, type: 'txt', msg: 'during', ref: 'during' });
    expect(await aSocket.next((f) => f.status === 'error' && f.opt === 1)).toMatchObject({
      msg: 'error.user_not_found',
      ref: 'during',
    });
  } finally {
    aSocket.close();
    memberData.close();
  }
});
