import WebSocket from 'ws';
import { startStack, type Stack } from './stack';

type Frame = { status: string; opt: number; data: any; msg?: string };

/** A socket through the edge that keeps every frame and waits for the ones a test expects. */
async function openSocket(stack: Stack, token: string, query = '') {
  const ws = new WebSocket(`${stack.url.replace('http', 'ws')}/socket?token=${token}${query}`);
  const frames: Frame[] = [];
  let closedWith: number | null = null;
  ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Frame));
  ws.on('close', (code) => (closedWith = code));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    ws,
    send: (frame: unknown) => ws.send(JSON.stringify(frame)),
    closed: () => closedWith,
    async next(match: (f: Frame) => boolean, ms = 5000): Promise<Frame> {
      const until = Date.now() + ms;
      for (;;) {
        const index = frames.findIndex(match);
        if (index >= 0) return frames.splice(index, 1)[0]!;
        if (Date.now() > until) throw new Error(`no matching frame; have ${JSON.stringify(frames).slice(0, 400)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/** The customer-service inbox: staff answer as id 2 in real time, several at once. */
describe('customer service as id 2', () => {
  let stack: Stack;
  let alice: { id: number; token: string };
  beforeAll(async () => {
    stack = await startStack({ chat: true, env: { REGISTRATION_REVIEW: 'off' } });
    const answer = await stack.post('/member/index/register', {
      username: 'alice',
      email: 'alice@example.com',
      password: 'Passw0rd!',
      sex: 0,
      birthday: Date.UTC(1992, 3, 3),
    });
    alice = { id: answer.data.id, token: answer.data.token };
  });
  afterAll(() => stack.stop());

  it('shares the inbox between staff sockets, records who replied, and shows the service online', async () => {
    const member = await openSocket(stack, alice.token);
    member.send({ opt: 100, uid: alice.id });
    await member.next((f) => f.opt === 0);

    const serviceToken = await stack.login('service', 'Service-Passw0rd');
    const adminToken = await stack.login('admin', 'Admin-Passw0rd');
    const first = await openSocket(stack, serviceToken, '&as=service');
    const second = await openSocket(stack, adminToken, '&as=service');
    for (const s of [first, second]) {
      s.send({ opt: 100, uid: 2 });
      await s.next((f) => f.opt === 0);
    }

    member.send({ opt: 1, contact: 2, type: 'txt', msg: 'I need help' });
    await member.next((f) => f.opt === 1 && f.status === 'success');
    for (const s of [first, second]) {
      const frame = await s.next((f) => f.opt === 1);
      expect(frame.data).toMatchObject({ sender_id: alice.id, content: 'I need help' });
    }
    const chats = await stack.post('/member/admin/cs/chats', {}, { token: adminToken });
    expect(chats.data.items[0]).toMatchObject({ contact: { id: alice.id, username: 'alice' }, unread: 1 });
    const dashboard = await stack.post('/member/admin/dashboard', {}, { token: adminToken });
    expect(dashboard.data.unread_cs_chats).toBe(1);

    second.send({ opt: 1, contact: alice.id, type: 'txt', msg: 'How can we help?' });
    const reply = await member.next((f) => f.opt === 1);
    expect(reply.data).toMatchObject({ sender_id: 2, content: 'How can we help?' });
    expect(JSON.stringify(reply)).not.toContain('staff');
    expect((await first.next((f) => f.opt === 1)).data.content).toBe('How can we help?');

    const history = await stack.post('/member/admin/cs/history', { contact: alice.id }, { token: serviceToken });
    expect(history.data.items.map((m: { msg: string; staff_username: string }) => [m.msg, m.staff_username])).toEqual([
      ['I need help', ''],
      ['How can we help?', 'admin'],
    ]);
    expect((await stack.post('/member/admin/cs/chats', {}, { token: adminToken })).data.unread_total).toBe(0);

    member.send({ opt: 100, uid: alice.id });
    const contacts = await member.next((f) => f.opt === 0);
    expect(contacts.data.list.find((c: { uid: number }) => c.uid === 2)).toMatchObject({ os_online: true });
    for (const s of [first, second, member]) s.ws.close();
  });

  it("audits a staff member's reads through the live inbox as the console's: the inbox, then each member's chat", async () => {
    const staffToken = await stack.login('service', 'Service-Passw0rd');
    const [staff] = await stack.sql<{ id: string }>(`SELECT id FROM user_svc.accounts WHERE username = 'service'`);
    const reads = (action: string) =>
      stack.sql<{ target_type: string; target_id: string }>(
        `SELECT target_type, target_id FROM user_svc.staff_actions WHERE staff_id = $1 AND action = $2 ORDER BY id`,
        [staff!.id, action],
      );
    const carol = await stack.post('/member/index/register', {
      username: 'carolcs',
      email: 'carolcs@example.com',
      password: 'Passw0rd!',
      sex: 0,
      birthday: Date.UTC(1992, 3, 3),
    });
    const member = await openSocket(stack, carol.data.token);
    member.send({ opt: 1, contact: 2, type: 'txt', msg: 'Someone is bothering me' });
    await member.next((f) => f.opt === 1 && f.status === 'success');
    const chatBefore = (await reads('cs.chat_viewed')).length;
    const socket = await openSocket(stack, staffToken, '&as=service');
    try {
      socket.send({ opt: 100, uid: 2 });
      await socket.next((f) => f.opt === 0);
      for (let i = 0; i < 2; i++) {
        socket.send({ opt: 3, contact: carol.data.id, create_time: 0, mid: 0 });
        expect((await socket.next((f) => f.opt === 3)).status).toBe('success');
      }
      // This staff member read the inbox only through sockets (here and in the first test), never cs/chats.
      expect(await reads('cs.chats_viewed')).toEqual([{ target_type: 'inbox', target_id: '2' }]);
      // One row per staff member, read and target every five minutes.
      expect((await reads('cs.chat_viewed')).slice(chatBefore)).toEqual([
        { target_type: 'member', target_id: String(carol.data.id) },
      ]);
    } finally {
      for (const s of [socket, member]) s.ws.close();
    }
  });

  it("refuses a member's token asking to act as the service account (4403)", async () => {
    const socket = await openSocket(stack, alice.token, '&as=service');
    for (let i = 0; i < 100 && socket.closed() === null; i++) await new Promise((r) => setTimeout(r, 20));
    expect(socket.closed()).toBe(4403);
  });

  it('reads mails to customer service and answers them as id 2', async () => {
    await stack.post(
      '/member/email/released',
      { email: 'service', content: 'Billing question' },
      { token: alice.token },
    );
    const staff = await stack.login('service', 'Service-Passw0rd');
    const mails = await stack.post('/member/admin/cs/mails', {}, { token: staff });
    expect(mails.data.items[0]).toMatchObject({ sendername: 'alice', msg: 'Billing question', locked: false });
    const reply = await stack.post(
      '/member/admin/cs/mail/reply',
      { to: alice.id, content: 'Refund sent' },
      { token: staff },
    );
    expect(reply.status).toBe(200);
    const inbox = await stack.post('/member/email/emaillist', {}, { token: alice.token });
    expect(inbox.data.list[0]).toMatchObject({ msg: 'Refund sent', sender_id: 2 });
    expect(await stack.sql(`SELECT action FROM user_svc.staff_actions WHERE action = 'cs.mail'`)).toHaveLength(1);
  });
});
