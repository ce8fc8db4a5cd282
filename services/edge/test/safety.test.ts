import { newMember, serviceClients, type ServiceClients, type TestMember } from './memberDataFixture';
import { openMemberSocket } from './memberSocket';
import { startStack, type Stack } from './stack';

/**
 * Messages that protect the recipient (docs/safety.md), through HTTP and the socket of the real
 * stack: "Are you sure?" (-428, or the chat's error frame) before a flagged mail, gift message or chat
 * message goes out, `confirm` sends it and marks it flagged for the recipient, a report from it
 * carries that message as evidence, and staff reading the evidence is an audited read.
 */
describe('the wording check and report evidence', () => {
  let stack: Stack;
  let clients: ServiceClients;
  let staff: string;

  beforeAll(async () => {
    stack = await startStack({ chat: true, env: { REGISTRATION_REVIEW: 'off' } });
    clients = serviceClients(stack, stack.addresses.messaging);
    staff = await stack.login('service', 'Service-Passw0rd');
  });
  afterAll(async () => {
    for (const client of Object.values(clients)) client.close();
    await stack.stop();
  }, 120_000);

  const member = (prefix: string) => newMember(stack, clients, prefix);
  const post = (path: string, body: Record<string, unknown>, who: TestMember | string) =>
    stack.post(path, body, { token: typeof who === 'string' ? who : who.token });

  it('holds a flagged mail until the sender confirms it; the reader sees it flagged', async () => {
    const [a, b] = [await member('mlr'), await member('rdr')];
    const send = (body: Record<string, unknown>) => post('/member/email/released', { email: b.username, ...body }, a);
    expect(await send({ content: '幹你娘' })).toMatchObject({ status: -428, msg: 'error.wording_check', data: null });
    expect((await post('/member/email/emaillist', {}, b)).data.list).toEqual([]);
    expect(await send({ content: '幹你娘', confirm: 'yes' })).toMatchObject({
      status: -422,
      data: { errors: { confirm: 'invalid' } },
    });
    expect(await send({ content: '幹你娘', confirm: 1 })).toMatchObject({ status: 200, data: { flagged: 1 } });
    expect(await send({ content: 'Dinner on Friday?' })).toMatchObject({ status: 200, data: { flagged: 0 } });
    const inbox = (await post('/member/email/emaillist', {}, b)).data.list;
    expect(inbox.map((m: { msg: string; flagged: number }) => [m.msg, m.flagged])).toEqual([
      ['Dinner on Friday?', 0],
      ['幹你娘', 1],
    ]);
  });

  it('holds a flagged gift message before anything is charged', async () => {
    const [giver, recipient] = [await member('gvr'), await member('tkr')];
    await clients.commerce.Credit({
      user_id: giver.id,
      amount: '100.00',
      reason: 'adjustment',
      ref_type: 'test',
      ref_id: 'safety',
      idempotency_key: `safety-credit-${giver.id}`,
    });
    const give = (body: Record<string, unknown>) =>
      post('/member/gift/gift_giving', { username: recipient.username, giftid: 1, number: 1, ...body }, giver);
    expect(await give({ message: 'you are a BITCH' })).toMatchObject({ status: -428, msg: 'error.wording_check' });
    const rows = () => stack.sql(`SELECT id FROM commerce_svc.gift_sends WHERE giver_id = ${giver.id}`);
    expect(await rows()).toHaveLength(0);
    expect(await give({ message: 'you are a BITCH', confirm: 'true' })).toMatchObject({ status: 200 });
    expect(await rows()).toHaveLength(1);
    expect(await give({ message: 'greetings from Scunthorpe' })).toMatchObject({ status: 200 });
  });

  it('holds a flagged chat message, delivers it flagged once confirmed, and a report carries it to audited staff', async () => {
    const [a, b, c] = [await member('snd'), await member('rcp'), await member('bys')];
    const sender = await openMemberSocket(stack, a.token);
    const reader = await openMemberSocket(stack, b.token);
    try {
      sender.send({ opt: 1, contact: b.id, type: 'txt', msg: '你這個賤人', ref: 'w1' });
      expect(await sender.next((f) => f.status === 'error')).toEqual({
        status: 'error',
        opt: 1,
        msg: 'error.wording_check',
        ref: 'w1',
      });
      sender.send({ opt: 1, contact: b.id, type: 'txt', msg: '你這個賤人', ref: 'w1', confirm: 1 });
      const delivered = await reader.next((f) => f.opt === 1 && f.data?.content === '你這個賤人');
      expect(delivered.data).toMatchObject({ sender_id: a.id, flagged: 1 });
      const mid = Number(delivered.data.mid);

      // Evidence is the reporter's own received message, read by the edge, never the request's text.
      const report = (who: TestMember, body: Record<string, unknown>) =>
        post('/member/reports/reports', { type: 2, userid: a.id, ...body }, who);
      expect(await report(c, { kind: 'chat', message_id: mid })).toMatchObject({
        status: -404,
        msg: 'error.message_not_found',
      });
      expect(await report(b, { kind: 'chat' })).toMatchObject({
        status: -422,
        data: { errors: { message_id: 'required' } },
      });
      expect(await report(b, { kind: 'chat', message_id: mid, userid: c.id })).toMatchObject({
        status: -422,
        data: { errors: { message_id: 'not_from_member' } },
      });
      expect(await report(b, { kind: 'chat', message_id: mid })).toMatchObject({ status: 200 });
      expect(await post('/member/block/block', { target_id: a.id }, b)).toMatchObject({ status: 200 });
      sender.send({ opt: 1, contact: b.id, type: 'txt', msg: 'after the block', ref: 'w2' });
      expect(await sender.next((f) => f.status === 'error' && f.ref === 'w2')).toMatchObject({ msg: 'error.blocked' });
    } finally {
      sender.ws.close();
      reader.ws.close();
    }

    // Staff see that evidence exists, and read it only through the audited call.
    const detail = await post('/member/admin/reports/member', { userid: a.id }, staff);
    const filed = detail.data.reports.find((r: { reporter_id: number }) => r.reporter_id === b.id);
    expect(filed).toMatchObject({ evidence: 1 });
    expect(JSON.stringify(detail.data)).not.toContain('你這個賤人');
    const audit = () =>
      stack.sql(`SELECT target_type, target_id FROM user_svc.staff_actions WHERE action = 'report.evidence_viewed'`);
    expect(await audit()).toHaveLength(0);
    const evidence = await post('/member/admin/reports/evidence', { report_id: filed.id }, staff);
    expect(evidence).toMatchObject({
      status: 200,
      data: {
        reporter_id: b.id,
        target_id: a.id,
        items: [{ kind: 'chat', content: '你這個賤人', flagged: true }],
      },
    });
    expect(await audit()).toEqual([{ target_type: 'report', target_id: String(filed.id) }]);
    expect(await post('/member/admin/reports/evidence', { report_id: 999_999 }, staff)).toMatchObject({
      status: -404,
    });
    // Members never reach the staff call.
    expect((await post('/member/admin/reports/evidence', { report_id: filed.id }, b)).status).toBe(-403);
  });
});
