import { eventually, startStack, type Stack } from './stack';
import { newMember, serviceClients, type ServiceClients, type TestMember } from './memberDataFixture';

/**
 * Staff access to members' content is break-glass (docs/privacy.md, docs/staff-api.md): no export
 * or link ever reaches staff; a data-access request needs an admin, a reason and a second staff
 * member; the export goes to the member alone; every read of members' content is an audit row.
 */
let stack: Stack;
let clients: ServiceClients;
let admin: string;
let staff: string;

beforeAll(async () => {
  stack = await startStack({ env: { REGISTRATION_REVIEW: 'off', MEMBER_DATA_POLL_MS: '100' } });
  clients = serviceClients(stack, stack.addresses.messaging);
  admin = await stack.login('admin', 'Admin-Passw0rd');
  staff = await stack.login('service', 'Service-Passw0rd');
});
afterAll(async () => {
  for (const client of Object.values(clients)) client.close();
  await stack.stop();
});

const LINK = /\/member\/data\/export\/([A-Za-z0-9_-]{43})/g;
const mailedKeys = (member: TestMember) =>
  stack.mails
    .filter((m) => m.to.includes(member.email))
    .flatMap((m) => [...m.raw.replace(/=\r?\n/g, '').matchAll(LINK)].map((found) => found[1]!));

const audit = (action: string, targetId: number) =>
  stack.sql<{ staff_id: string; after: Record<string, unknown> | null }>(
    'SELECT staff_id, after FROM user_svc.staff_actions WHERE action = $1 AND target_id = $2 ORDER BY id',
    [action, String(targetId)],
  );

const REASON = 'Court order 2026/114 for the member account';

describe('data-access requests', () => {
  it('need the admin role and a written reason', async () => {
    const member = await newMember(stack, clients, 'bga');
    expect(
      await stack.post('/member/admin/privacy/export', { userid: member.id, reason: REASON }, { token: staff }),
    ).toMatchObject({ status: -403, msg: 'error.admin_only' });
    expect(
      await stack.post('/member/admin/privacy/export', { userid: member.id, reason: REASON }, { token: member.token }),
    ).toMatchObject({ status: -403, msg: 'error.staff_only' });
    expect(await stack.post('/member/admin/privacy/export', { userid: member.id }, { token: admin })).toMatchObject({
      status: -422,
      data: { errors: { reason: 'required' } },
    });
    expect(
      await stack.post('/member/admin/privacy/export', { userid: member.id, reason: 'because' }, { token: admin }),
    ).toMatchObject({ status: -422, data: { errors: { reason: 'too_short' } } });
    expect(await stack.sql('SELECT 1 FROM media_svc.member_exports WHERE user_id = $1', [member.id])).toHaveLength(0);
  });

  it('wait for a second staff member, then reach the member alone; staff never get the export or its link', async () => {
    const member = await newMember(stack, clients, 'bgb');
    const requested = await stack.post(
      '/member/admin/privacy/export',
      { userid: member.id, reason: REASON },
      { token: admin },
    );
    expect(requested).toMatchObject({ status: 200, data: { userid: member.id, state: 'awaiting', reason: REASON } });
    const exportId = requested.data.id as number;

    // Nothing is built while it waits, and the requester cannot approve their own request.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailedKeys(member)).toHaveLength(0);
    expect(await stack.post('/member/admin/privacy/approve', { id: exportId }, { token: admin })).toMatchObject({
      status: -403,
      msg: 'error.own_request',
    });
    const waiting = await stack.post('/member/admin/privacy/pending', {}, { token: staff });
    expect(waiting.data.awaiting.find((e: { id: number }) => e.id === exportId)).toMatchObject({
      username: member.username,
      staff_username: 'admin',
      reason: REASON,
    });

    expect(await stack.post('/member/admin/privacy/approve', { id: exportId }, { token: staff })).toMatchObject({
      status: 200,
      data: { state: 'pending', approver_id: 2 },
    });
    expect(await stack.post('/member/admin/privacy/approve', { id: exportId }, { token: staff })).toMatchObject({
      status: -409,
      msg: 'error.not_awaiting_approval',
    });

    // Delivered like the member's own: a notice and a mail to the member.
    const keys = await eventually(
      async () => mailedKeys(member),
      (found) => found.length > 0,
      20_000,
    );
    const key = keys.at(-1)!;
    const notices = await stack.sql<{ content: string }>('SELECT content FROM user_svc.notices WHERE user_id = $1', [
      member.id,
    ]);
    expect(notices.map((n) => n.content).join()).toContain(key);
    const mine = await stack.post('/member/data/exports', {}, { token: member.token });
    expect(mine.data.exports.find((e: { id: number }) => e.id === exportId)).toMatchObject({
      state: 'ready',
      by_staff: true,
    });

    // No staff answer carries the link or key; staff sessions cannot download it.
    for (const token of [admin, staff]) {
      const pending = await stack.post('/member/admin/privacy/pending', {}, { token });
      const text = JSON.stringify(pending.data);
      expect(text).not.toContain(key);
      expect(text).not.toContain('/member/data/export/');
      expect(pending.data.exports.find((e: { id: number }) => e.id === exportId)).not.toHaveProperty('link');
      const tried = await fetch(`${stack.url}/member/data/export/download`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key, token }),
      });
      expect(await tried.json()).toMatchObject({ status: -404, msg: 'error.export_not_found' });
    }
    const got = await fetch(`${stack.url}/member/data/export/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key, token: member.token }),
    });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/zip');

    expect(await audit('member.data_access_requested', member.id)).toEqual([
      { staff_id: '1', after: { export_id: exportId, reason: REASON } },
    ]);
    expect(await audit('member.data_access_approved', member.id)).toEqual([
      { staff_id: '2', after: { export_id: exportId, requested_by: 1 } },
    ]);
    const events = await stack.sql<{ event: string; actor_id: string }>(
      'SELECT event, actor_id FROM media_svc.member_export_events WHERE export_id = $1 ORDER BY id',
      [exportId],
    );
    expect(events.map((e) => [e.event, Number(e.actor_id)])).toEqual([
      ['requested', 1],
      ['approved', 2],
      ['delivered', 0],
      ['downloaded', member.id],
    ]);
  }, 40_000);

  it('build nothing when declined', async () => {
    const member = await newMember(stack, clients, 'bgc');
    const requested = await stack.post(
      '/member/admin/privacy/export',
      { userid: member.id, reason: REASON },
      { token: admin },
    );
    expect(
      await stack.post('/member/admin/privacy/decline', { id: requested.data.id }, { token: staff }),
    ).toMatchObject({ status: 200, data: { state: 'declined' } });
    expect(
      await stack.post('/member/admin/privacy/approve', { id: requested.data.id }, { token: staff }),
    ).toMatchObject({ status: -409 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailedKeys(member)).toHaveLength(0);
    expect(await audit('member.data_access_declined', member.id)).toHaveLength(1);
  });
});

describe('staff reads of members content', () => {
  it('are audit rows; a mail from customer service is recorded without its text', async () => {
    const member = await newMember(stack, clients, 'bgr');
    expect((await stack.post('/member/admin/members/detail', { userid: member.id }, { token: staff })).status).toBe(
      200,
    );
    expect(await audit('member.viewed', member.id)).toEqual([{ staff_id: '2', after: null }]);
    // A console that refreshes makes one row per staff member and window, not one per refresh.
    await stack.post('/member/admin/members/detail', { userid: member.id }, { token: staff });
    expect(await audit('member.viewed', member.id)).toHaveLength(1);
    await stack.post('/member/admin/members/detail', { userid: member.id }, { token: admin });
    expect(await audit('member.viewed', member.id)).toHaveLength(2);

    expect((await stack.post('/member/admin/reports/member', { userid: member.id }, { token: staff })).status).toBe(
      200,
    );
    expect(await audit('member.records_viewed', member.id)).toHaveLength(1);
    expect((await stack.post('/member/admin/cs/history', { contact: member.id }, { token: staff })).status).toBe(200);
    expect(await audit('cs.chat_viewed', member.id)).toHaveLength(1);
    expect((await stack.post('/member/admin/cs/mails', {}, { token: staff })).status).toBe(200);
    expect(await audit('cs.mails_viewed', 2)).toHaveLength(1);
    expect((await stack.post('/member/admin/cs/chats', {}, { token: staff })).status).toBe(200);
    expect(await audit('cs.chats_viewed', 2)).toHaveLength(1);

    const reply = await stack.post(
      '/member/admin/cs/mail/reply',
      { to: member.id, content: 'Your private refund note' },
      { token: staff },
    );
    expect(reply.status).toBe(200);
    const mailed = await audit('cs.mail', member.id);
    expect(mailed).toEqual([{ staff_id: '2', after: { mail_id: reply.data.id, length: 24 } }]);
    const everything = await stack.sql<{ row: string }>(
      'SELECT row_to_json(a)::text AS row FROM user_svc.staff_actions a',
    );
    expect(everything.map((r) => r.row).join()).not.toContain('private refund note');
  }, 30_000);
});
