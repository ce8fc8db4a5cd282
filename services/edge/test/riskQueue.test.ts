import { newMember, serviceClients, type ServiceClients, type TestMember } from './memberDataFixture';
import { openMemberSocket, type Frame } from './memberSocket';
import { eventually, startStack, type Stack } from './stack';

/**
 * Scam and spam signals (docs/safety.md), through the socket and HTTP of the real stack: a new account
 * sending one text to many members is limited and lands in the staff risk queue with counts, never the
 * text; staff clear it (audited); a first message with a link reaches its recipient with a warning; blocks
 * from three members open a case, and staff suspend from the queue.
 */
describe('the risk queue', () => {
  let stack: Stack;
  let clients: ServiceClients;
  let staff: string;

  beforeAll(async () => {
    stack = await startStack({ chat: true, env: { REGISTRATION_REVIEW: 'off' } });
    clients = serviceClients(stack, stack.addresses.messaging);
    staff = await stack.login('service', 'Service-Passw0rd');
  }, 120_000);
  afterAll(async () => {
    for (const client of Object.values(clients)) client.close();
    await stack.stop();
  }, 120_000);

  const member = (prefix: string) => newMember(stack, clients, prefix);
  const post = (path: string, body: Record<string, unknown>, token: string) => stack.post(path, body, { token });
  const queue = async () =>
    (await post('/member/admin/risk/list', { page: 1 }, staff)).data.items as Array<{
      member: { id: number; username: string };
      state: string;
      score: number;
      reasons: Array<{ kind: string; count: number; window_hours: number; detail: string }>;
    }>;
  const audited = (action: string, memberId: number) =>
    stack.sql(
      `SELECT before, after FROM user_svc.staff_actions WHERE action = '${action}' AND target_id = '${memberId}'`,
    );

  /** Sends a chat message and answers the sender's acknowledgement or refusal. */
  async function send(socket: Awaited<ReturnType<typeof openMemberSocket>>, to: number, msg: string, ref: string) {
    socket.send({ opt: 1, contact: to, type: 'txt', msg, ref });
    return socket.next((f: Frame) => f.ref === ref || (f.opt === 1 && f.data?.ref === ref), 10_000);
  }

  it('limits a new account sending the same first message to 20 members, and queues it with counts only', async () => {
    const spammer = await member('spm');
    const recipients: TestMember[] = [];
    for (let i = 0; i < 21; i++) recipients.push(await member('tg'));
    const text = 'Hello dear! I saw your profile and I think we are a perfect match, write me back soon';
    const socket = await openMemberSocket(stack, spammer.token);
    const outcomes: string[] = [];
    try {
      for (let i = 0; i < 20; i++) {
        const answer = await send(socket, recipients[i]!.id, `${text} ${i}`, `s${i}`);
        outcomes.push(answer.status === 'success' ? 'stored' : String(answer.msg));
      }
      // The fifth member with the same text limits the account: 2 first messages an hour from then on.
      expect(outcomes.slice(0, 5)).toEqual(Array(5).fill('stored'));
      expect(outcomes.slice(5)).toEqual(Array(15).fill('error.first_message_limit'));

      const listed = (await queue()).find((c) => c.member.id === spammer.id);
      expect(listed).toMatchObject({ member: { username: spammer.username }, state: 'limited' });
      const same = listed!.reasons.find((r) => r.kind === 'same_first_message');
      expect(same).toMatchObject({ window_hours: 24 });
      expect(same!.count).toBeGreaterThanOrEqual(5);
      expect(same!.detail).toMatch(/^[0-9a-f]{16}$/);
      expect(JSON.stringify(listed)).not.toContain('perfect match');
      const stored = await stack.sql(
        `SELECT count(*)::int AS n FROM messaging_svc.risk_events WHERE member_id = ${spammer.id} AND kind = 'first_message'`,
      );
      expect(stored).toEqual([{ n: 20 }]);

      // Members never reach the queue.
      expect((await post('/member/admin/risk/list', { page: 1 }, spammer.token)).status).toBe(-403);

      expect(await post('/member/admin/risk/clear', { member_id: spammer.id }, staff)).toMatchObject({
        status: 200,
        data: { state: 'cleared' },
      });
      expect(await audited('risk.cleared', spammer.id)).toHaveLength(1);
      expect((await queue()).some((c) => c.member.id === spammer.id)).toBe(false);
      // Cleared: the allowance of the account's age again (10 an hour for its first day), and no reopening
      // on what came before the decision.
      expect(await send(socket, recipients[20]!.id, `${text} again`, 'after')).toMatchObject({ status: 'success' });
      expect((await queue()).some((c) => c.member.id === spammer.id)).toBe(false);
    } finally {
      socket.ws.close();
    }
  }, 180_000);

  it("counts a new account's first mails with its first chats: one allowance an hour for starting contact", async () => {
    const sender = await member('mlr');
    const recipients: TestMember[] = [];
    for (let i = 0; i < 12; i++) recipients.push(await member('mrc'));
    // Different words each time: the allowance, not the same-message signal, is what stops the eleventh.
    const openers = ['Hi, how was your weekend?', 'Do you like hiking?', 'What music do you enjoy?', 'Nice photos!'];
    const mail = (to: TestMember, i: number) =>
      post('/member/email/released', { email: to.username, content: `${openers[i % 4]} (${i})` }, sender.token);
    const socket = await openMemberSocket(stack, sender.token);
    try {
      // A new account may start 10 contacts its first day: 9 mails and a chat.
      for (let i = 0; i < 9; i++) expect(await mail(recipients[i]!, i)).toMatchObject({ status: 200 });
      expect(await send(socket, recipients[9]!.id, 'Hello there, nice to meet you', 'c1')).toMatchObject({
        status: 'success',
      });
      expect(await mail(recipients[10]!, 10)).toMatchObject({ status: -429, msg: 'error.first_message_limit' });
      expect((await send(socket, recipients[11]!.id, 'Hello, how are you?', 'c2')).msg).toBe(
        'error.first_message_limit',
      );
      // Writing again to someone already written to starts nothing, by mail or by chat.
      expect(await mail(recipients[0]!, 12)).toMatchObject({ status: 200 });
      expect(await send(socket, recipients[1]!.id, 'Shall we chat here instead?', 'c3')).toMatchObject({
        status: 'success',
      });
      const [thread] = await stack.sql<{ starts_contact: boolean }>(
        `SELECT starts_contact FROM messaging_svc.threads WHERE started_by = $1 AND $2 IN (low_id, high_id)`,
        [sender.id, recipients[1]!.id],
      );
      expect(thread).toEqual({ starts_contact: false });
      const counted = () =>
        stack.sql<{ stored: number; starting: number; noted: number }>(
          `SELECT (SELECT count(*)::int FROM messaging_svc.mails WHERE sender_id = $1) AS stored,
                (SELECT count(*)::int FROM messaging_svc.mails WHERE sender_id = $1 AND starts_contact) AS starting,
                (SELECT count(*)::int FROM messaging_svc.risk_events
                  WHERE member_id = $1 AND kind = 'first_message') AS noted`,
          [sender.id],
        );
      // The refused mail and chat are noted as first messages too (as refused ones are in chat).
      expect(await eventually(counted, (rows) => rows[0]!.noted >= 12)).toEqual([
        { stored: 10, starting: 9, noted: 12 },
      ]);
    } finally {
      socket.ws.close();
    }
  }, 120_000);

  it('warns the recipient of a first message with a link; a reply and an ordinary first message carry nothing', async () => {
    const [a, b, c] = [await member('lnk'), await member('rdr'), await member('ord')];
    const sender = await openMemberSocket(stack, a.token);
    const reader = await openMemberSocket(stack, b.token);
    try {
      await send(sender, b.id, 'my pictures are at www.example-dates.com', 'l1');
      const delivered = await reader.next((f) => f.opt === 1 && f.data?.sender_id === a.id);
      expect(delivered.data).toMatchObject({ caution: 'link' });
      await send(sender, b.id, 'and www.example-dates.com again', 'l2');
      const second = await reader.next((f) => f.opt === 1 && f.data?.content === 'and www.example-dates.com again');
      expect(second.data).not.toHaveProperty('caution');
      const ordinary = await send(sender, c.id, 'Hi, how was your weekend?', 'l3');
      expect(ordinary.data).not.toHaveProperty('caution');

      // A first mail is warned about as a first chat message is; the next mail of the pair is not.
      const d = await member('mlw');
      for (const content of ['my pics: www.example-dates.com', 'again: www.example-dates.com']) {
        expect(await post('/member/email/released', { email: d.username, content }, a.token)).toMatchObject({
          status: 200,
        });
      }
      const inbox = (await post('/member/email/emaillist', {}, d.token)).data.list as Array<{
        msg: string;
        caution: string;
      }>;
      expect(inbox.map((m) => [m.msg, m.caution])).toEqual([
        ['again: www.example-dates.com', ''],
        ['my pics: www.example-dates.com', 'link'],
      ]);
    } finally {
      sender.ws.close();
      reader.ws.close();
    }
  }, 60_000);

  it('opens a case when three members block the same account; staff suspend it, audited', async () => {
    const target = await member('blk');
    const blockers = [await member('b1x'), await member('b2x'), await member('b3x')];
    for (const blocker of blockers.slice(0, 2)) {
      expect(await post('/member/block/block', { target_id: target.id }, blocker.token)).toMatchObject({ status: 200 });
    }
    expect((await queue()).some((c) => c.member.id === target.id)).toBe(false);
    await post('/member/block/block', { target_id: target.id }, blockers[2]!.token);
    const listed = await eventually(queue, (items) => items.some((c) => c.member.id === target.id));
    expect(listed.find((c) => c.member.id === target.id)).toMatchObject({
      state: 'open',
      score: 30,
      reasons: [{ kind: 'blocked_by_many', count: 3, window_hours: 168, detail: '' }],
    });

    expect(await post('/member/admin/risk/suspend', { member_id: target.id }, staff)).toMatchObject({
      status: -422,
      data: { errors: { reason: 'required' } },
    });
    expect(
      await post('/member/admin/risk/suspend', { member_id: target.id, reason: 'Harasses members' }, staff),
    ).toMatchObject({ status: 200, data: { state: 'suspended', status: 3 } });
    const [row] = await audited('risk.suspended', target.id);
    expect(row!.after).toMatchObject({ state: 'suspended', status: 3, reason: 'Harasses members' });
    expect((await queue()).some((c) => c.member.id === target.id)).toBe(false);
  }, 60_000);
});
