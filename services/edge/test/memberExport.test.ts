import { readZip } from './zipReader';
import { eventually, startStack, type Stack } from './stack';
import { fillEveryService, newMember, serviceClients, type ServiceClients, type TestMember } from './memberDataFixture';

let stack: Stack;
let clients: ServiceClients;

const FAST = {
  REGISTRATION_REVIEW: 'off',
  MEMBER_DATA_POLL_MS: '100',
  ERASURE_POLL_MS: '100',
  SWEEP_INTERVAL_SECONDS: '1',
};

beforeAll(async () => {
  stack = await startStack({ env: FAST });
  clients = serviceClients(stack, stack.addresses.messaging);
});
afterAll(async () => {
  for (const client of Object.values(clients)) client.close();
  await stack.stop();
});

const ids = (rows: Array<{ id: unknown }>) => rows.map((row) => Number(row.id)).sort((a, b) => a - b);
const json = (entries: Map<string, Buffer>, name: string) => {
  const entry = entries.get(name);
  if (!entry) throw new Error(`${name} missing from the export`);
  return JSON.parse(entry.toString('utf8'));
};

async function exportOf(member: TestMember): Promise<Map<string, Buffer>> {
  const ready = await eventually(
    () => stack.post('/member/data/exports', {}, { token: member.token }),
    (answer) => answer.data.exports[0]?.state === 'ready',
    20_000,
  );
  expect(ready.data.exports[0]).toMatchObject({ state: 'ready', by_staff: false });
  const link = new URL(ready.data.exports[0].link as string);
  const download = await fetch(new URL(link.pathname, stack.url));
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toContain('attachment');
  return readZip(Buffer.from(await download.arrayBuffer()));
}

describe('download my data', () => {
  it('holds every area of the member, matches what the services hold, and nothing private of others', async () => {
    const [subject, other, stranger] = [
      await newMember(stack, clients, 'exp'),
      await newMember(stack, clients, 'exo'),
      await newMember(stack, clients, 'exs'),
    ];
    await fillEveryService(stack, clients, subject, other, stranger);
    expect(await stack.post('/member/data/export', {}, { token: subject.token })).toMatchObject({
      status: 200,
      data: { state: 'pending' },
    });
    expect(await stack.post('/member/data/export', {}, { token: subject.token })).toMatchObject({
      status: -429,
      msg: 'error.export_once_a_day',
    });
    const zip = await exportOf(subject);
    const id = subject.id;
    const exportId = (await stack.post('/member/data/exports', {}, { token: subject.token })).data.exports[0].id;
    expect(json(zip, 'notices.json').length).toBeGreaterThan(0);

    expect(json(zip, 'profile.json')).toMatchObject({ username: subject.username, email: subject.email });
    expect(json(zip, 'settings.json')).toMatchObject({ delivery: 'never' });
    const follows = json(zip, 'follows.json');
    expect(follows.following.map((f: { member_id: string }) => Number(f.member_id))).toEqual([other.id]);
    expect(follows.followers.map((f: { member_id: string }) => Number(f.member_id))).toEqual([other.id]);
    const sql = stack.sql.bind(stack);
    expect(ids(json(zip, 'posts.json'))).toEqual(
      ids(await sql('SELECT id FROM social_svc.trends WHERE author_id = $1', [id])),
    );
    expect(ids(json(zip, 'posts.json')).length).toBeGreaterThan(0);
    expect(ids(json(zip, 'photos.json'))).toEqual(
      ids(await sql('SELECT id FROM media_svc.photos WHERE user_id = $1', [id])),
    );
    const chats = json(zip, 'chat-messages.json');
    expect(ids(chats)).toEqual(
      ids(await sql('SELECT id FROM messaging_svc.messages WHERE sender_id = $1 OR recipient_id = $1', [id])),
    );
    expect(chats).toHaveLength(2);
    const mails = json(zip, 'mails.json');
    expect(ids(mails.sent)).toEqual(ids(await sql('SELECT id FROM messaging_svc.mails WHERE sender_id = $1', [id])));
    expect(ids(mails.received)).toEqual(
      ids(await sql('SELECT id FROM messaging_svc.mails WHERE recipient_id = $1', [id])),
    );
    const gifts = json(zip, 'gifts.json');
    expect(ids(gifts.given)).toEqual(
      ids(await sql('SELECT id FROM commerce_svc.gift_sends WHERE giver_id = $1', [id])),
    );
    expect(ids(gifts.received)).toEqual(
      ids(await sql('SELECT id FROM commerce_svc.gift_sends WHERE recipient_id = $1', [id])),
    );
    const ledger = json(zip, 'ledger.json');
    expect(ids(ledger.entries)).toEqual(
      ids(await sql('SELECT id FROM commerce_svc.ledger_entries WHERE user_id = $1', [id])),
    );
    expect(ledger.entries.length).toBeGreaterThanOrEqual(2);
    const orders = json(zip, 'orders.json');
    expect(orders.map((o: { order_no: string }) => o.order_no)).toEqual(
      (
        await sql<{ order_no: string }>('SELECT order_no FROM commerce_svc.orders WHERE user_id = $1 ORDER BY id', [id])
      ).map((o) => o.order_no),
    );
    expect(orders).toHaveLength(1);
    expect(ids(json(zip, 'reports.json'))).toEqual(
      ids(await sql('SELECT id FROM social_svc.reports WHERE reporter_id = $1', [id])),
    );
    expect(json(zip, 'reports.json')).toHaveLength(1);
    expect(ids(json(zip, 'notices.json'))).toEqual(
      // The export's own "ready" notice comes after the zip.
      ids(
        await sql(
          `SELECT id FROM user_svc.notices WHERE user_id = $1 AND idempotency_key IS DISTINCT FROM 'export:' || $2`,
          [id, exportId],
        ),
      ),
    );
    expect(ids(json(zip, 'sessions.json'))).toEqual(
      ids(await sql('SELECT id FROM user_svc.sessions WHERE user_id = $1', [id])),
    );

    // The original pictures: every object media holds for the member, byte for byte in size.
    const objects = await sql<{ key: string; size: number }>(
      'SELECT key, size FROM media_svc.objects WHERE user_id = $1',
      [id],
    );
    expect(objects.length).toBe(3);
    for (const object of objects) expect(zip.get(`pictures/${object.key}`)?.length).toBe(object.size);

    // Nothing private of anyone else: no other member's email, password hash, or their exchanges.
    const everything = [...zip.values()].map((entry) => entry.toString('latin1')).join('\n');
    const hashes = await sql<{ password_hash: string }>(
      'SELECT password_hash FROM user_svc.accounts WHERE id = ANY($1)',
      [[other.id, stranger.id]],
    );
    for (const secret of [
      other.email,
      stranger.email,
      ...hashes.map((h) => h.password_hash),
      'secret chat between the two others',
      'secret mail from the stranger',
      'secret gift message of the stranger',
    ]) {
      expect({ secret, found: everything.includes(secret) }).toEqual({ secret, found: false });
    }
    expect(everything).not.toContain('$argon2');
    expect(everything).not.toContain('token_hash');
  }, 60_000);

  it('tells the member with a notice and a mail; the link is a 404 for a wrong token', async () => {
    const member = await newMember(stack, clients, 'exn');
    await stack.post('/member/data/export', {}, { token: member.token });
    await exportOf(member);
    const mail = await eventually(
      async () => stack.mails.find((m) => m.to.includes(member.email)),
      (found) => found !== undefined,
    );
    expect(mail?.raw.replace(/=\r?\n/g, '')).toMatch(/\/member\/data\/export\/[A-Za-z0-9_-]{43}/);
    const notices = await stack.sql<{ content: string }>('SELECT content FROM user_svc.notices WHERE user_id = $1', [
      member.id,
    ]);
    expect(notices.map((n) => n.content).join()).toMatch(/\/member\/data\/export\//);
    const wrong = await fetch(`${stack.url}/member/data/export/${'A'.repeat(43)}`);
    expect(wrong.status).toBe(404);
  }, 30_000);

  it('lets staff see pending exports and deletions and run an export for a data-access request, audited', async () => {
    const staffToken = await stack.login('service', 'Service-Passw0rd');
    const member = await newMember(stack, clients, 'exa');
    expect(
      await stack.post('/member/admin/privacy/export', { userid: member.id }, { token: member.token }),
    ).toMatchObject({
      status: -403,
    });
    const first = await stack.post('/member/admin/privacy/export', { userid: member.id }, { token: staffToken });
    expect(first).toMatchObject({ status: 200, data: { userid: member.id, by_staff: true } });
    // Staff are not limited to one a day; the member still is, separately.
    expect(
      (await stack.post('/member/admin/privacy/export', { userid: member.id }, { token: staffToken })).status,
    ).toBe(200);
    expect((await stack.post('/member/data/export', {}, { token: member.token })).status).toBe(200);
    const pending = await stack.post('/member/admin/privacy/pending', {}, { token: staffToken });
    expect(pending.status).toBe(200);
    expect(pending.data.exports.filter((e: { userid: number }) => e.userid === member.id)).not.toHaveLength(0);
    expect(pending.data.exports.find((e: { userid: number }) => e.userid === member.id)).toMatchObject({
      username: member.username,
    });
    const audit = await stack.sql<{ action: string; target_id: string }>(
      `SELECT action, target_id FROM user_svc.staff_actions WHERE action = 'member.data_export' AND target_id = $1`,
      [String(member.id)],
    );
    expect(audit).toHaveLength(2);
    await exportOf(member);
  }, 30_000);
});
