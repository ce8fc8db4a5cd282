import { createClient, loadContract } from '@kindred/kit';
import type { ProtoGrpcType as MediaProto } from '@kindred/kit/generated/media';
import { readZip } from './zipReader';
import { eventually, startStack, type Stack } from './stack';
import { fillEveryService, newMember, serviceClients, type ServiceClients, type TestMember } from './memberDataFixture';

let stack: Stack;
let clients: ServiceClients;
let exportService: ReturnType<typeof exportClient>;

const FAST = {
  REGISTRATION_REVIEW: 'off',
  MEMBER_DATA_POLL_MS: '100',
  ERASURE_POLL_MS: '100',
  SWEEP_INTERVAL_SECONDS: '1',
};

const exportClient = (address: string) =>
  createClient(loadContract<MediaProto>('media').kindred.media.v1.MemberExportService, address);

beforeAll(async () => {
  stack = await startStack({ env: FAST });
  clients = serviceClients(stack, stack.addresses.messaging);
  exportService = exportClient(stack.addresses.media);
});
afterAll(async () => {
  for (const client of Object.values(clients)) client.close();
  exportService.close();
  await stack.stop();
});

const ids = (rows: Array<{ id: unknown }>) => rows.map((row) => Number(row.id)).sort((a, b) => a - b);
const json = (entries: Map<string, Buffer>, name: string) => {
  const entry = entries.get(name);
  if (!entry) throw new Error(`${name} missing from the export`);
  return JSON.parse(entry.toString('utf8'));
};

const LINK = /\/member\/data\/export\/([A-Za-z0-9_-]{43})/g;

/** The single-use key of the newest link mailed to the member (a retried delivery mails a new one). */
async function mailedKey(member: TestMember): Promise<string> {
  const keys = await eventually(
    async () =>
      stack.mails
        .filter((m) => m.to.includes(member.email))
        .flatMap((m) => [...m.raw.replace(/=\r?\n/g, '').matchAll(LINK)].map((found) => found[1]!)),
    (found) => found.length > 0,
    20_000,
  );
  const key = keys.at(-1);
  if (!key) throw new Error(`no export link mailed to ${member.email}`);
  return key;
}

/** Downloads with a session token; answers the zip's bytes, or the envelope of a refusal. */
async function download(key: string, token?: string) {
  const response = await fetch(`${stack.url}/member/data/export/download`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(token ? { key, token } : { key }),
  });
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return { envelope: (await response.json()) as { status: number; msg: string } };
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function readyExport(member: TestMember) {
  const ready = await eventually(
    () => stack.post('/member/data/exports', {}, { token: member.token }),
    (answer) => answer.data.exports[0]?.state === 'ready',
    20_000,
  );
  expect(ready.data.exports[0]).toMatchObject({ state: 'ready' });
  return ready.data.exports[0] as { id: number; by_staff: boolean };
}

async function exportOf(member: TestMember): Promise<Map<string, Buffer>> {
  expect(await readyExport(member)).toMatchObject({ by_staff: false });
  const got = await download(await mailedKey(member), member.token);
  expect(got.response?.status).toBe(200);
  expect(got.response?.headers.get('content-disposition')).toContain('attachment');
  return readZip(got.bytes!);
}

describe('download my data', () => {
  it('holds every area of the member, matches what the services hold, and nothing private of others', async () => {
    const [subject, other, stranger] = [
      await newMember(stack, clients, 'exp'),
      await newMember(stack, clients, 'exo'),
      await newMember(stack, clients, 'exs'),
    ];
    await fillEveryService(stack, clients, subject, other, stranger);
    expect(await stack.post('/member/data/export', { password: 'Passw0rd!' }, { token: subject.token })).toMatchObject({
      status: 200,
      data: { state: 'pending' },
    });
    expect(await stack.post('/member/data/export', { password: 'Passw0rd!' }, { token: subject.token })).toMatchObject({
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

  it('mails and notices the link; the download needs the session and the key, works once, and is recorded', async () => {
    const [member, other] = [await newMember(stack, clients, 'exn'), await newMember(stack, clients, 'exm')];
    await stack.post('/member/data/export', { password: 'Passw0rd!' }, { token: member.token });
    const { id } = await readyExport(member);
    const listed = await stack.post('/member/data/exports', {}, { token: member.token });
    const key = await mailedKey(member);
    // No screen or list ever carries the key: only the mail and the member's notices.
    expect(JSON.stringify(listed.data)).not.toContain(key);
    expect(listed.data.exports[0].link).toBeUndefined();
    const notices = await stack.sql<{ content: string }>('SELECT content FROM user_svc.notices WHERE user_id = $1', [
      member.id,
    ]);
    expect(notices.map((n) => n.content).join()).toContain(`/member/data/export/${key}`);
    const stored = await stack.sql<{ token_hash: string }>(
      'SELECT token_hash FROM media_svc.member_exports WHERE id = $1',
      [id],
    );
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(key);

    // The mailed link leads to the web app's download page, the key in the fragment only.
    const link = await fetch(`${stack.url}/member/data/export/${key}`, { redirect: 'manual' });
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toBe(`/data-export#${key}`);
    expect((await fetch(`${stack.url}/member/data/export/not-a-key`, { redirect: 'manual' })).status).toBe(404);

    // The key alone, or with another member's session, opens nothing and does not use it up.
    expect((await download(key)).envelope).toMatchObject({ status: -401 });
    expect((await download(key, other.token)).envelope).toMatchObject({ status: -404, msg: 'error.export_not_found' });
    expect((await download('A'.repeat(43), member.token)).envelope).toMatchObject({ status: -404 });

    const first = await download(key, member.token);
    expect(first.response?.status).toBe(200);
    expect((await readZip(first.bytes!)).has('profile.json')).toBe(true);
    expect((await download(key, member.token)).envelope).toMatchObject({ status: -404, msg: 'error.export_used' });

    const after = await stack.post('/member/data/exports', {}, { token: member.token });
    expect(after.data.exports[0]).toMatchObject({ id, state: 'downloaded' });
    expect(after.data.exports[0].download_time).toBeGreaterThan(0);
    const events = await stack.sql<{ event: string; actor_id: string }>(
      'SELECT event, actor_id FROM media_svc.member_export_events WHERE export_id = $1 ORDER BY id',
      [id],
    );
    expect(events.map((e) => [e.event, Number(e.actor_id)])).toEqual([
      ['requested', member.id],
      ['delivered', 0],
      ['downloaded', member.id],
    ]);
    // The whole file went to the member: the object leaves the bucket.
    const objectKey = (
      await stack.sql<{ object_key: string }>('SELECT object_key FROM media_svc.member_exports WHERE id = $1', [id])
    )[0]!.object_key;
    await eventually(stack.objectKeys, (keys) => !keys.includes(objectKey));
    expect(await stack.objectKeys()).not.toContain(objectKey);
  }, 40_000);

  it('leaves no zip behind when the mail cannot be delivered, and ends as failed', async () => {
    const member = await newMember(stack, clients, 'exf');
    stack.refuseMail(member.email);
    const requested = await stack.post('/member/data/export', { password: 'Passw0rd!' }, { token: member.token });
    expect(requested.status).toBe(200);
    const failed = await eventually(
      () => stack.post('/member/data/exports', {}, { token: member.token }),
      (answer) => answer.data.exports[0]?.state === 'failed',
      30_000,
    );
    expect(failed.data.exports[0].state).toBe('failed');
    const [row] = await stack.sql<{ object_key: string; attempts: number }>(
      'SELECT object_key, attempts FROM media_svc.member_exports WHERE id = $1',
      [requested.data.id],
    );
    expect(row!.attempts).toBe(5);
    expect(await stack.objectKeys()).not.toContain(row!.object_key);
    // A failed export does not count towards the daily limit.
    expect((await stack.post('/member/data/export', { password: 'Passw0rd!' }, { token: member.token })).status).toBe(
      200,
    );
  }, 40_000);

  it('ends a link when its days are over: the file leaves the bucket and the key opens nothing', async () => {
    const member = await newMember(stack, clients, 'exe');
    await stack.post('/member/data/export', { password: 'Passw0rd!' }, { token: member.token });
    const { id } = await readyExport(member);
    const key = await mailedKey(member);
    // The file is in the bucket before its days end (checked first: the sweep may remove it as soon as they do).
    const [row] = await stack.sql<{ object_key: string }>(
      'SELECT object_key FROM media_svc.member_exports WHERE id = $1',
      [id],
    );
    expect(await stack.objectKeys()).toContain(row!.object_key);
    await stack.sql(`UPDATE media_svc.member_exports SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    const expired = await eventually(
      () => stack.post('/member/data/exports', {}, { token: member.token }),
      (answer) => answer.data.exports[0]?.state === 'expired',
    );
    expect(expired.data.exports[0].state).toBe('expired');
    expect(await stack.objectKeys()).not.toContain(row!.object_key);
    expect((await download(key, member.token)).envelope).toMatchObject({ status: -404, msg: 'error.export_not_found' });
  }, 30_000);

  it('sweeps objects of exports that are over and objects under exports/ that no export names', async () => {
    const member = await newMember(stack, clients, 'exw');
    const orphan = 'exports/orphan-of-a-crashed-build.zip';
    const [failed] = await stack.sql<{ object_key: string }>(
      `INSERT INTO media_svc.member_exports (user_id, object_key, state) VALUES ($1, 'exports/failed-left.zip', 'failed')
       RETURNING object_key`,
      [member.id],
    );
    await stack.putObject(orphan, Buffer.from('zip'));
    const failedKey = failed!.object_key;
    await stack.putObject(failedKey, Buffer.from('zip'));
    await stack.putObject(`posts/${member.id}/kept.png`, Buffer.from('png'));
    const { removed } = await exportService.SweepMemberExports({});
    expect(removed).toBeGreaterThanOrEqual(2);
    const keys = await stack.objectKeys();
    expect(keys).not.toContain(orphan);
    expect(keys).not.toContain(failedKey);
    expect(keys).toContain(`posts/${member.id}/kept.png`);
    const [row] = await stack.sql<{ object_removed_at: Date | null }>(
      'SELECT object_removed_at FROM media_svc.member_exports WHERE object_key = $1',
      [failedKey],
    );
    expect(row!.object_removed_at).not.toBeNull();
  }, 30_000);
});
