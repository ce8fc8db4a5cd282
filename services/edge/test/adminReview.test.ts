import WebSocket from 'ws';
import { startStack, type Stack } from './stack';

const adult = Date.UTC(1994, 2, 3);
const register = (stack: Stack, name: string) =>
  stack.post('/member/index/register', {
    username: name,
    email: `${name}@example.com`,
    password: 'Passw0rd!',
    sex: 0,
    birthday: adult,
    country: 'DK',
  });

async function auditRows(stack: Stack, action: string, target: number) {
  return stack.sql<{ staff_id: string; before: unknown; after: unknown }>(
    `SELECT staff_id, before, after FROM user_svc.staff_actions WHERE action = $1 AND target_id = $2`,
    [action, String(target)],
  );
}

/** Review queue, suspension (sessions and sockets), authorities and the audit log through HTTP. */
describe('staff review, suspension, authorities and audit', () => {
  let stack: Stack;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    stack = await startStack({ chat: true, env: { CHAT_RIGHTS_REFRESH_SECONDS: '600' } });
    admin = await stack.login('admin', 'Admin-Passw0rd');
    staff = await stack.login('service', 'Service-Passw0rd');
  });
  afterAll(() => stack.stop());

  it('lists registrations under review oldest first with the sign-up IP; approve lets the member sign in', async () => {
    const first = await register(stack, 'queueone');
    const second = await register(stack, 'queuetwo');
    const queue = await stack.post('/member/admin/review/list', {}, { token: staff });
    expect(queue.status).toBe(200);
    const ids = queue.data.items.map((item: { id: number }) => item.id);
    expect(ids.indexOf(first.data.id)).toBeLessThan(ids.indexOf(second.data.id));
    expect(queue.data.items[ids.indexOf(first.data.id)]).toMatchObject({
      username: 'queueone',
      email: 'queueone@example.com',
      country: 'DK',
      signup_ip: expect.stringMatching(/127\.0\.0\.1/),
      age: expect.any(Number),
    });

    expect((await stack.post('/member/index/login', { account: 'queueone', password: 'Passw0rd!' })).status).toBe(-3);
    const approve = await stack.post('/member/admin/review', { userid: first.data.id, approve: 1 }, { token: staff });
    expect(approve.status).toBe(200);
    const token = await stack.login('queueone');
    const notices = await stack.post('/member/index/senotice', {}, { token });
    expect(notices.data).toEqual([expect.objectContaining({ type: 'system' })]);
    expect(await auditRows(stack, 'review.approve', first.data.id)).toEqual([
      { staff_id: '2', before: { status: 2 }, after: { status: 1 } },
    ]);
  });

  it('rejects with a reason that login then answers', async () => {
    const rejected = await register(stack, 'spammer');
    const missing = await stack.post(
      '/member/admin/review',
      { userid: rejected.data.id, approve: 0 },
      { token: staff },
    );
    expect(missing.status).toBe(-422);
    const answer = await stack.post(
      '/member/admin/review',
      { userid: rejected.data.id, approve: 0, reason: 'Fake profile pictures' },
      { token: staff },
    );
    expect(answer.status).toBe(200);
    const login = await stack.post('/member/index/login', { account: 'spammer', password: 'Passw0rd!' });
    expect(login).toEqual({ status: -4, msg: 'error.account_rejected', data: { reason: 'Fake profile pictures' } });
    const wrong = await stack.post('/member/index/login', { account: 'spammer', password: 'wrong-one' });
    expect(wrong.status).toBe(-1);
    expect(await auditRows(stack, 'review.reject', rejected.data.id)).toHaveLength(1);
  });

  it('bulk-approves a selection and skips accounts not under review', async () => {
    const a = await register(stack, 'bulkone');
    const b = await register(stack, 'bulktwo');
    const answer = await stack.post(
      '/member/admin/review/bulk',
      { userids: `${a.data.id},${b.data.id},1` },
      { token: staff },
    );
    expect(answer.data).toEqual({ approved: [a.data.id, b.data.id], skipped: [1] });
    await stack.login('bulktwo');
  });

  it('suspends: sessions revoked, open sockets closed with 4403 at once, login refused; lift restores', async () => {
    const joined = await register(stack, 'troubled');
    await stack.post('/member/admin/review', { userid: joined.data.id, approve: 1 }, { token: staff });
    const token = await stack.login('troubled');
    const socket = new WebSocket(`${stack.url.replace('http', 'ws')}/socket?token=${token}`);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ opt: 100, uid: joined.data.id }));
    await new Promise((resolve) => socket.once('message', resolve));

    const started = Date.now();
    const answer = await stack.post(
      '/member/admin/members/suspend',
      { userid: joined.data.id, reason: 'Harassment' },
      { token: staff },
    );
    expect(answer).toMatchObject({ status: 200, data: { status: 3 } });
    expect(await closed).toBe(4403);
    // Well before the chat node's rights refresh (600 s here): the close came through Redis.
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await stack.post('/member/index/userinfo', {}, { token })).status).toBe(-401);
    const login = await stack.post('/member/index/login', { account: 'troubled', password: 'Passw0rd!' });
    expect(login.status).toBe(-403);
    const audit = await auditRows(stack, 'member.suspend', joined.data.id);
    expect(audit).toEqual([
      {
        staff_id: '2',
        before: { status: 1, rejection_reason: '' },
        after: { status: 3, rejection_reason: '', reason: 'Harassment' },
      },
    ]);

    const staffSuspend = await stack.post(
      '/member/admin/members/suspend',
      { userid: 1, reason: 'x' },
      { token: staff },
    );
    expect(staffSuspend.msg).toBe('error.cannot_suspend_staff');

    expect((await stack.post('/member/admin/members/lift', { userid: joined.data.id }, { token: staff })).status).toBe(
      200,
    );
    await stack.login('troubled');
    expect(await auditRows(stack, 'member.lift', joined.data.id)).toHaveLength(1);
  });

  it('finds members by id, username or email', async () => {
    const byName = await stack.post('/member/admin/members/search', { q: 'QUEUE' }, { token: staff });
    expect(byName.data.items.map((m: { username: string }) => m.username).sort()).toEqual(['queueone', 'queuetwo']);
    const byEmail = await stack.post('/member/admin/members/search', { q: 'bulkone@example' }, { token: staff });
    expect(byEmail.data.total).toBe(1);
    const byId = await stack.post('/member/admin/members/search', { q: '1' }, { token: staff });
    expect(byId.data.items.map((m: { id: number }) => m.id)).toContain(1);
    const detail = await stack.post(
      '/member/admin/members/detail',
      { userid: byEmail.data.items[0].id },
      { token: staff },
    );
    expect(detail.data.profile).toMatchObject({
      username: 'bulkone',
      status: 1,
      vip: 0,
      signup_ip: expect.any(String),
    });
    expect(detail.data.balance).toBe('0.00');
  });

  it('an authority change shows in initdata and is enforced on the next call', async () => {
    const token = await stack.login('queueone');
    const search = () => stack.post('/member/index/search_opposite_sex', { username: 'bulk' }, { token });
    expect((await search()).status).toBe(-403);

    const lists = await stack.post('/member/admin/authorities/list', {}, { token: admin });
    const vip0 = [...lists.data.vip0, 'Search_users'];
    const saved = await stack.post(
      '/member/admin/authorities/save',
      { vip: 0, authorities: vip0.join(',') },
      { token: admin },
    );
    expect(saved.status).toBe(200);
    const init = await stack.post('/member/index/initdata', {});
    expect(init.data.authority.vip0).toContain('Search_users');
    expect((await search()).status).toBe(200);

    // The chat node applies it at once too (its periodic refresh is 600 s in this stack).
    const find = async (q: string) =>
      (await stack.post('/member/admin/members/search', { q }, { token: admin })).data.items[0] as { id: number };
    const [bulkone, queueone] = [await find('bulkone'), await find('queueone')];
    const socket = new WebSocket(`${stack.url.replace('http', 'ws')}/socket?token=${token}`);
    const frames: Array<{ opt: number; status: string }> = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as { opt: number; status: string }));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ opt: 100, uid: queueone.id }));
    const sendAndWait = async () => {
      frames.length = 0;
      socket.send(JSON.stringify({ opt: 1, contact: bulkone.id, type: 'txt', msg: 'hello' }));
      for (let i = 0; i < 100; i++) {
        const answer = frames.find((f) => f.opt === 1 || f.opt === 7);
        if (answer) return answer.opt;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return null;
    };
    expect(await sendAndWait()).toBe(7);
    const chatLists = await stack.post('/member/admin/authorities/list', {}, { token: admin });
    await stack.post(
      '/member/admin/authorities/save',
      { vip: 0, authorities: [...chatLists.data.vip0, 'Start_chat_dialog'].join(',') },
      { token: admin },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sendAndWait()).toBe(1);
    socket.close();

    const unknown = await stack.post(
      '/member/admin/authorities/save',
      { vip: 0, authorities: 'Fly' },
      { token: admin },
    );
    expect(unknown.status).toBe(-422);
    const audit = await auditRows(stack, 'authorities.save', 0);
    expect(audit).toHaveLength(2);
    expect(audit[0]!.after).toContain('Search_users');
    expect(audit[0]!.before).not.toContain('Search_users');
  });

  it('lists the audit log filtered, and the table refuses UPDATE and DELETE', async () => {
    const list = await stack.post('/member/admin/audit/list', { action: 'member.suspend' }, { token: admin });
    expect(list.data.items).toEqual([
      expect.objectContaining({
        staff_id: 2,
        staff_username: 'service',
        action: 'member.suspend',
        target_type: 'member',
      }),
    ]);
    await expect(stack.sql(`UPDATE user_svc.staff_actions SET action = 'nothing'`)).rejects.toThrow(/append-only/);
    await expect(stack.sql(`DELETE FROM user_svc.staff_actions`)).rejects.toThrow(/append-only/);
    await expect(stack.sql(`TRUNCATE user_svc.staff_actions`)).rejects.toThrow(/append-only/);
  });
});
