import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { createClient, loadContract } from '@kindred/kit';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import { VERIFICATION_POSES } from '@kindred/rules';
import { eventually, startStack, type Envelope, type Stack } from './stack';
import { openMemberSocket } from './memberSocket';

interface Member {
  id: number;
  name: string;
  token: string;
}

/** A picture of its own: random blocks, scaled up. */
const picture = (size = 320) =>
  sharp(randomBytes(12 * 12 * 3), { raw: { width: 12, height: 12, channels: 3 } })
    .resize(size, size, { kernel: 'nearest' })
    .jpeg({ quality: 90 })
    .toBuffer();

async function postFile(stack: Stack, path: string, token: string, field: string, data: Buffer, fields = {}) {
  const form = new FormData();
  form.set('token', token);
  for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
  form.set(field, new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'me.jpg');
  return (await (await fetch(stack.url + path, { method: 'POST', body: form })).json()) as Envelope;
}

/**
 * Verified profiles (docs/safety.md, "Verified profiles") through HTTP and the socket, against the
 * real user, media, messaging and chat services: a member asks, sends a selfie in the pose asked,
 * staff approve or refuse; the badge everywhere, the selfie gone from the bucket, the audit log, and
 * "verified members only" for chat starts.
 */
describe('verified profiles', () => {
  let stack: Stack;
  let admin: string;
  let staff: string;
  let ann: Member;
  let ben: Member;
  let cat: Member;

  const register = async (name: string, sex: number): Promise<Member> => {
    const joined = await stack.post('/member/index/register', {
      username: name,
      email: `${name}@example.com`,
      password: 'Passw0rd!',
      sex,
      birthday: Date.UTC(1991, 2, 3),
      country: 'DK',
    });
    expect(joined.status).toBe(200);
    const extended = await stack.post(
      '/member/admin/members/extend',
      { userid: joined.data.id, tier: 2, months: 1 },
      { token: admin },
    );
    expect(extended.status).toBe(200);
    return { id: joined.data.id as number, name, token: await stack.login(name) };
  };
  const selfieKeys = async (member: Member) =>
    (await stack.objectKeys()).filter((key) => key.startsWith(`selfies/${member.id}/`));
  const auditRows = (action: string, target: number) =>
    stack.sql<{ staff_id: string; after: unknown }>(
      `SELECT staff_id, after FROM user_svc.staff_actions WHERE action = $1 AND target_id = $2`,
      [action, String(target)],
    );
  const status = async (member: Member) =>
    (await stack.post('/member/verification/status', {}, { token: member.token })).data as {
      state: string;
      reason: string;
    };
  /** Asks and sends a selfie in the pose given. */
  const submit = async (member: Member) => {
    const started = await stack.post('/member/verification/start', {}, { token: member.token });
    expect(started.status).toBe(200);
    const sent = await postFile(stack, '/member/verification/submit', member.token, 'file', await picture(), {
      pose: started.data.pose,
    });
    expect(sent).toMatchObject({ status: 200, data: { state: 'pending' } });
  };

  beforeAll(async () => {
    stack = await startStack({
      chat: true,
      env: { REGISTRATION_REVIEW: 'off', MEMBER_CARD_TTL_MS: '0', BLOCK_CACHE_SECONDS: '0' },
    });
    admin = await stack.login('admin', 'Admin-Passw0rd');
    staff = await stack.login('service', 'Service-Passw0rd');
    ann = await register('annverify', 0);
    ben = await register('benverify', 1);
    cat = await register('catverify', 0);
  }, 60_000);
  afterAll(() => stack?.stop());

  it('asks for an approved profile photo first, then a pose chosen at random, valid 15 minutes', async () => {
    expect(await status(ann)).toEqual({ state: 'none', reason: '', submit_time: 0, decide_time: 0 });
    const early = await stack.post('/member/verification/start', {}, { token: ann.token });
    expect(early).toMatchObject({ status: -422, data: { errors: { avatar: 'approved_photo_required' } } });

    const avatar = await postFile(stack, '/member/index/uploadImg', ann.token, 'img', await picture());
    expect(avatar.status).toBe(200);
    const started = await stack.post('/member/verification/start', {}, { token: ann.token });
    expect(started.status).toBe(200);
    expect(VERIFICATION_POSES).toContain(started.data.pose);
    const now = Date.now() / 1000;
    expect(started.data.expire_time).toBeGreaterThan(now + 14 * 60);
    expect(started.data.expire_time).toBeLessThanOrEqual(now + 15 * 60 + 1);

    // Another pose than the one asked, a pose nobody knows, no file: refused, and no selfie is kept.
    const other = VERIFICATION_POSES.find((pose) => pose !== started.data.pose)!;
    const wrongPose = await postFile(stack, '/member/verification/submit', ann.token, 'file', await picture(), {
      pose: other,
    });
    expect(wrongPose).toMatchObject({ status: -422, data: { errors: { pose: 'not_asked' } } });
    const unknown = await postFile(stack, '/member/verification/submit', ann.token, 'file', await picture(), {
      pose: 'cartwheel',
    });
    expect(unknown).toMatchObject({ status: -422, data: { errors: { pose: 'invalid' } } });
    const noFile = await stack.post('/member/verification/submit', { pose: started.data.pose }, { token: ann.token });
    expect(noFile).toMatchObject({ status: -422, data: { errors: { file: 'required' } } });
    expect(await selfieKeys(ann)).toEqual([]);
    expect((await status(ann)).state).toBe('none');
  });

  it('keeps the selfie private while it waits, and one request at a time', async () => {
    const started = await stack.post('/member/verification/start', {}, { token: ann.token });
    const sent = await postFile(stack, '/member/verification/submit', ann.token, 'file', await picture(), {
      pose: started.data.pose,
    });
    expect(sent).toMatchObject({ status: 200, data: { state: 'pending', reason: '' } });
    expect((await status(ann)).state).toBe('pending');
    const [key] = await selfieKeys(ann);
    expect(key).toMatch(/^selfies\/\d+\/[0-9a-f-]{36}\.jpg$/);
    // Never served under /media, to the member or anyone else.
    expect((await fetch(`${stack.url}/media/${key}`)).status).toBe(404);
    expect(
      (await fetch(`${stack.url}/media/${key}`, { headers: { authorization: `Bearer ${ann.token}` } })).status,
    ).toBe(404);
    expect(await stack.post('/member/verification/start', {}, { token: ann.token })).toMatchObject({
      status: -409,
      msg: 'error.verification_pending',
    });
    // Members never reach the staff calls.
    expect((await stack.post('/member/admin/verification/list', {}, { token: ann.token })).status).toBe(-403);
  });

  it('lets staff compare and approve: the badge everywhere, the selfie deleted, the audit log', async () => {
    const list = await stack.post('/member/admin/verification/list', {}, { token: staff });
    expect(list.status).toBe(200);
    const item = list.data.items.find((i: { member: { id: number } }) => i.member.id === ann.id);
    expect(item).toMatchObject({ member: { id: ann.id, username: 'annverify' }, photos: [] });
    expect(item.avatar).toMatch(/^\/media\/avatars\//);
    expect(VERIFICATION_POSES).toContain(item.pose);
    expect(JSON.stringify(list.data)).not.toContain('selfies/');

    const selfie = await fetch(`${stack.url}/member/admin/verification/selfie`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ member_id: String(ann.id), token: staff }).toString(),
    });
    expect(selfie.status).toBe(200);
    expect(selfie.headers.get('content-type')).toBe('image/jpeg');
    expect(selfie.headers.get('cache-control')).toBe('no-store');
    expect((await sharp(Buffer.from(await selfie.arrayBuffer())).metadata()).width).toBe(320);
    expect(await auditRows('verification.selfie_viewed', ann.id)).toHaveLength(1);

    const approved = await stack.post('/member/admin/verification/approve', { member_id: ann.id }, { token: staff });
    expect(approved.status).toBe(200);
    expect(await selfieKeys(ann)).toEqual([]);
    expect(await auditRows('verification.approved', ann.id)).toEqual([{ staff_id: '2', after: { state: 'approved' } }]);
    expect((await status(ann)).state).toBe('verified');
    expect(
      (await stack.post('/member/admin/verification/approve', { member_id: ann.id }, { token: staff })).status,
    ).toBe(-404);

    const profile = await eventually(
      () => stack.post('/member/index/userdetail', { id: ann.id }, { token: ben.token }),
      (answer) => answer.data?.verified === 1,
    );
    expect(profile.data).toMatchObject({ id: ann.id, verified: 1 });
    const listed = await stack.post('/member/index/userlist', { username: 'verify' }, { token: ben.token });
    const cards = listed.data.data as Array<{ id: number; verified: number }>;
    expect(cards.find((m) => m.id === ann.id)?.verified).toBe(1);
    expect(cards.find((m) => m.id === cat.id)?.verified).toBe(0);
    expect(await stack.post('/member/verification/start', {}, { token: ann.token })).toMatchObject({
      status: -409,
      msg: 'error.already_verified',
    });

    // The member's export names where the request stands, never the selfie.
    const memberData = createClient(
      loadContract<UserProto>('user').kindred.user.v1.MemberDataService,
      stack.addresses.user,
    );
    const areas = (await memberData.ExportMemberData({ user_id: ann.id })).areas;
    memberData.close();
    const verification = areas.find((a) => a.name === 'verification.json');
    expect(JSON.parse(verification!.json)).toEqual([expect.objectContaining({ state: 'approved', reason: '' })]);
    expect(verification!.json).not.toContain('selfie');
  });

  it('lets staff refuse with a reason the member reads; the member may ask again', async () => {
    expect((await postFile(stack, '/member/index/uploadImg', ben.token, 'img', await picture())).status).toBe(200);
    await submit(ben);
    const noReason = await stack.post('/member/admin/verification/refuse', { member_id: ben.id }, { token: staff });
    expect(noReason).toMatchObject({ status: -422, data: { errors: { reason: 'required' } } });
    const refused = await stack.post(
      '/member/admin/verification/refuse',
      { member_id: ben.id, reason: 'The selfie does not show the pose' },
      { token: staff },
    );
    expect(refused.status).toBe(200);
    expect(await selfieKeys(ben)).toEqual([]);
    expect(await status(ben)).toMatchObject({ state: 'refused', reason: 'The selfie does not show the pose' });
    expect(await auditRows('verification.refused', ben.id)).toEqual([
      { staff_id: '2', after: { state: 'refused', reason: 'The selfie does not show the pose' } },
    ]);
    const profile = await stack.post('/member/index/userdetail', { id: ben.id }, { token: ann.token });
    expect(profile.data.verified).toBe(0);
    expect((await stack.post('/member/verification/start', {}, { token: ben.token })).status).toBe(200);
    expect((await status(ben)).state).toBe('none');
  });

  it('"verified members only" refuses a chat start from an unverified member and lets a verified one in', async () => {
    const chosen = await stack.post(
      '/member/index/savesettings',
      {
        general: 1,
        ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, 1])),
        form11: 'Automatically',
        chat_from: 'verified',
      },
      { token: cat.token },
    );
    expect(chosen).toMatchObject({ status: 200, data: { chat_from: 'verified' } });

    const benSocket = await openMemberSocket(stack, ben.token);
    benSocket.send({ opt: 1, contact: cat.id, type: 'txt', msg: 'hello cat', ref: 'b1' });
    expect(await benSocket.next((f) => f.ref === 'b1' || f.data?.ref === 'b1')).toMatchObject({
      status: 'error',
      msg: 'error.chat_closed',
    });
    const annSocket = await openMemberSocket(stack, ann.token);
    annSocket.send({ opt: 1, contact: cat.id, type: 'txt', msg: 'hello cat', ref: 'a1' });
    expect(await annSocket.next((f) => f.ref === 'a1' || f.data?.ref === 'a1')).toMatchObject({
      status: 'success',
      opt: 1,
    });
    // The contact list names the verified partner with the badge.
    const catSocket = await openMemberSocket(stack, cat.token);
    catSocket.send({ opt: 100, uid: cat.id });
    const contacts = await catSocket.next((f) => f.opt === 0 && f.status === 'success');
    expect(contacts.data.list.find((c: { id: number }) => c.id === ann.id)).toMatchObject({ verified: 1 });
    for (const socket of [benSocket, annSocket, catSocket]) socket.ws.close();
  });
});
