import { createClient, loadContract } from '@kindred/kit';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import { newMember, serviceClients, type ServiceClients, type TestMember } from './memberDataFixture';
import { openMemberSocket, type Frame } from './memberSocket';
import { eventually, startStack, type Stack } from './stack';

/**
 * Presence and reaching obey the one visibility policy (docs/privacy.md, "Presence and reaching"),
 * through HTTP and the socket of the real stack: a blocked pair learns nothing of the other's
 * presence; an erased id is refused by every call that takes a member id; a member in the deletion
 * grace period cannot be contacted; `chat_from: nobody` also closes new mail and gift messages; and
 * with social away the checks answer "try again", never "allowed". The caches are at their defaults:
 * the announcements of a block, a deletion request and an erasure apply at once.
 */
describe('presence and reaching', () => {
  let stack: Stack;
  let clients: ServiceClients;
  let memberData: ReturnType<typeof memberDataClient>;
  const memberDataClient = (address: string) =>
    createClient(loadContract<UserProto>('user').kindred.user.v1.MemberDataService, address);

  beforeAll(async () => {
    stack = await startStack({
      chat: true,
      env: { REGISTRATION_REVIEW: 'off', ACCOUNT_DELETION_POLL_MS: '300' },
    });
    clients = serviceClients(stack, stack.addresses.messaging);
    memberData = memberDataClient(stack.addresses.user);
  });
  afterAll(async () => {
    memberData.close();
    for (const client of Object.values(clients)) client.close();
    await stack.stop();
  }, 120_000);

  const member = (prefix: string) => newMember(stack, clients, prefix);
  const credit = (m: TestMember) =>
    clients.commerce.Credit({
      user_id: m.id,
      amount: '100.00',
      reason: 'adjustment',
      ref_type: 'test',
      ref_id: 'reach',
      idempotency_key: `reach-credit-${m.id}`,
    });
  const chatOnce = async (from: TestMember, to: TestMember, msg: string) => {
    const socket = await openMemberSocket(stack, from.token);
    socket.send({ opt: 1, contact: to.id, type: 'txt', msg, ref: `r-${msg}` });
    const answer = await socket.next((f) => (f.opt === 1 && f.ref === `r-${msg}`) || f.data?.ref === `r-${msg}`);
    socket.ws.close();
    return answer;
  };
  const contactOf = async (socket: Awaited<ReturnType<typeof openMemberSocket>>, me: number, partner: number) => {
    socket.send({ opt: 100, uid: me });
    const frame: Frame = await socket.next((f) => f.opt === 0 && f.status === 'success');
    return frame.data.list.find((c: { uid: number }) => c.uid === partner);
  };
  const post = (path: string, body: Record<string, unknown>, who: TestMember) =>
    stack.post(path, body, { token: who.token });

  it('a blocked pair, either way, shows each other offline on the socket and on cards, and online again once lifted', async () => {
    const [a, b] = [await member('pa'), await member('pb')];
    const [aSocket, bSocket] = [await openMemberSocket(stack, a.token), await openMemberSocket(stack, b.token)];
    aSocket.send({ opt: 1, contact: b.id, type: 'txt', msg: 'hello', ref: 'first' });
    await aSocket.next((f) => f.opt === 1 && f.data?.ref === 'first');
    // Both online: each sees the other online (the frames are kept by the node from here on).
    expect((await contactOf(bSocket, b.id, a.id)).is_online).toBe(1);
    expect((await contactOf(aSocket, a.id, b.id)).is_online).toBe(1);

    for (const [blocker, blocked] of [
      [a, b],
      [b, a],
    ] as const) {
      expect((await post('/member/block/block', { target_id: blocked.id }, blocker)).status).toBe(200);
      expect((await contactOf(bSocket, b.id, a.id)).is_online).toBe(0);
      expect((await contactOf(aSocket, a.id, b.id)).is_online).toBe(0);
      // The blocker's own block list shows the blocked member without presence.
      const list = await post('/member/block/list', {}, blocker);
      expect(list.data).toEqual([expect.objectContaining({ id: blocked.id, is_online: 0, last_login_time: 0 })]);
      expect((await post('/member/block/unblock', { target_id: blocked.id }, blocker)).status).toBe(200);
      expect((await contactOf(bSocket, b.id, a.id)).is_online).toBe(1);
    }
    aSocket.ws.close();
    bSocket.ws.close();
  }, 30_000);

  it('refuses an erased id in follow, chat, mail, gift, report and block', async () => {
    const [sender, gone] = [await member('es'), await member('eg')];
    await credit(sender);
    expect((await chatOnce(sender, gone, 'before')).opt).toBe(1);
    await memberData.RequestAccountDeletion({ user_id: gone.id, password: 'Passw0rd!' });
    // The grace period ends now: the erasure job (polling every 300 ms) erases the account.
    await stack.sql('UPDATE user_svc.accounts SET deletion_due_at = now() WHERE id = $1', [gone.id]);
    await eventually(
      async () => (await stack.sql('SELECT erased_at FROM user_svc.accounts WHERE id = $1', [gone.id]))[0],
      (row) => row?.erased_at != null,
      10_000,
    );

    for (const [path, body] of [
      ['/member/like/like', { target_id: gone.id }],
      ['/member/reports/reports', { type: 1, userid: gone.id }],
      ['/member/block/block', { target_id: gone.id }],
      ['/member/email/released', { email: `deleted-${gone.id}`, content: 'hi' }],
      ['/member/gift/gift_giving', { username: `deleted-${gone.id}`, giftid: 1, number: 1 }],
    ] as const) {
      expect({ path, ...(await post(path, body, sender)) }).toMatchObject({
        path,
        status: -1,
        msg: 'error.user_not_found',
      });
    }
    // A chat under way ends with the erasure too.
    expect(await chatOnce(sender, gone, 'after')).toMatchObject({ status: 'error', msg: 'error.user_not_found' });
    // Nothing was recreated for the erased id.
    for (const table of ['follows', 'blocks', 'reports'])
      expect(await stack.sql(`SELECT 1 FROM social_svc.${table} WHERE target_id = $1`, [gone.id])).toEqual([]);
  }, 30_000);

  it('a member in the deletion grace period cannot be seen, followed, chatted with, mailed or given a gift', async () => {
    const [sender, leaving] = [await member('ds'), await member('dl')];
    await credit(sender);
    expect((await chatOnce(sender, leaving, 'before')).opt).toBe(1);
    expect((await post('/member/index/userdetail', { id: leaving.id }, sender)).status).toBe(200);
    await memberData.RequestAccountDeletion({ user_id: leaving.id, password: 'Passw0rd!' });
    expect(await post('/member/like/like', { target_id: leaving.id }, sender)).toMatchObject({ status: -1 });
    expect(await chatOnce(sender, leaving, 'during')).toMatchObject({ status: 'error', msg: 'error.user_not_found' });
    expect(await post('/member/email/released', { email: leaving.username, content: 'hi' }, sender)).toMatchObject({
      status: -1,
      msg: 'error.user_not_found',
    });
    expect(
      await post('/member/gift/gift_giving', { username: leaving.username, giftid: 1, number: 1 }, sender),
    ).toMatchObject({ status: -1, msg: 'error.user_not_found' });
    // Gone for everyone else at once: the profile (kept by the edge before the request) too.
    expect(await post('/member/index/userdetail', { id: leaving.id }, sender)).toMatchObject({
      status: -1,
      msg: 'error.user_not_found',
    });
    // Reporting (and blocking) stay possible: they do not contact the member.
    expect((await post('/member/reports/reports', { type: 2, userid: leaving.id }, sender)).status).toBe(200);
  }, 30_000);

  it('"nobody may start a chat" refuses a new mail and a gift message, but not a reply or a plain gift', async () => {
    const [sender, closed] = [await member('ns'), await member('nc')];
    await credit(sender);
    const notifications = {
      general: 1,
      ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, 1])),
      form11: 'Automatically',
    };
    const saved = await post('/member/index/savesettings', { ...notifications, chat_from: 'nobody' }, closed);
    expect(saved.status).toBe(200);
    expect(await post('/member/email/released', { email: closed.username, content: 'hello' }, sender)).toMatchObject({
      status: -2,
      msg: 'error.chat_closed',
    });
    const gift = (message: string) =>
      post('/member/gift/gift_giving', { username: closed.username, giftid: 1, number: 1, message }, sender);
    expect(await gift('with love')).toMatchObject({ status: -2, msg: 'error.chat_closed' });
    expect((await gift('')).status).toBe(200);
    expect(await stack.sql('SELECT 1 FROM messaging_svc.mails WHERE recipient_id = $1', [closed.id])).toEqual([]);
    // Once the member wrote first, the conversation is under way: mail and gift messages go.
    expect((await post('/member/email/released', { email: sender.username, content: 'hi you' }, closed)).status).toBe(
      200,
    );
    expect((await post('/member/email/released', { email: closed.username, content: 'hi back' }, sender)).status).toBe(
      200,
    );
    expect((await gift('for you')).status).toBe(200);
  }, 30_000);

  it('with social away the checks answer try-again, never allowed, and a resent chat goes once social is back', async () => {
    const [a, b] = [await member('fa'), await member('fb')];
    await credit(a);
    const restart = await stack.stopSocial();
    try {
      // A pair never checked before: the block cannot be known.
      expect(await post('/member/gift/gift_giving', { username: b.username, giftid: 1, number: 1 }, a)).toMatchObject({
        status: -503,
      });
      expect(await post('/member/email/released', { email: b.username, content: 'hi' }, a)).toMatchObject({
        status: -503,
      });
      expect(await post('/member/photo/his_photo', { userid: b.id }, a)).toMatchObject({ status: -503 });
      expect(await chatOnce(a, b, 'outage')).toMatchObject({ status: 'error', msg: 'error.unavailable' });
      expect(await stack.sql('SELECT 1 FROM messaging_svc.messages WHERE sender_id = $1', [a.id])).toEqual([]);
    } finally {
      await restart();
    }
    // The outbox resends the same ref: stored once social answers again.
    const stored = await eventually(
      () => chatOnce(a, b, 'outage'),
      (f) => f.opt === 1 && f.status === 'success',
      10_000,
    );
    expect(stored.data).toMatchObject({ content: 'outage' });
  }, 30_000);
});
