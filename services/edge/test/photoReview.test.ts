import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { eventually, startStack, type Envelope, type Stack } from './stack';

interface Member {
  id: number;
  name: string;
  token: string;
}

/** A picture of its own: random blocks, scaled up (each one's perceptual hash is far from the others'). */
const picture = (size = 320) =>
  sharp(randomBytes(12 * 12 * 3), { raw: { width: 12, height: 12, channels: 3 } })
    .resize(size, size, { kernel: 'nearest' })
    .jpeg({ quality: 90 })
    .toBuffer();

async function postFile(stack: Stack, path: string, token: string, data: Buffer) {
  const form = new FormData();
  form.set('token', token);
  form.set('img', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'me.jpg');
  return (await (await fetch(stack.url + path, { method: 'POST', body: form })).json()) as Envelope;
}

interface QueueItem {
  id: number;
  kind: string;
  img: string;
  member: { id: number; username: string };
  shared_with: Array<{ id: number; username: string }>;
}

/**
 * Photo review under pre-moderation (PHOTO_PREMODERATION=on) through HTTP, against the real user,
 * media and social services: what others see before and after staff decide, the reason its member
 * reads, the re-upload refused, "with photo" in discovery search, and the audit log.
 */
describe('photo review', () => {
  let stack: Stack;
  let admin: string;
  let staff: string;
  let ann: Member;
  let ben: Member;
  let viewer: Member;

  const register = async (name: string, sex: number): Promise<Member> => {
    const joined = await stack.post('/member/index/register', {
      username: name,
      email: `${name}@example.com`,
      password: 'Passw0rd!',
      sex,
      birthday: Date.UTC(1992, 4, 6),
      country: 'DK',
    });
    expect(joined.status).toBe(200);
    return { id: joined.data.id as number, name, token: await stack.login(name) };
  };
  const queue = async (): Promise<QueueItem[]> => {
    const answer = await stack.post('/member/admin/photos/list', {}, { token: staff });
    expect(answer.status).toBe(200);
    return answer.data.items;
  };
  const queued = async (member: Member, kind: string) => {
    const item = (await queue()).find((i) => i.member.id === member.id && i.kind === kind);
    expect(item).toBeDefined();
    return item!;
  };
  const avatarSeenBy = async (who: Member, of: Member) =>
    (await stack.post('/member/index/userdetail', { id: of.id }, { token: who.token })).data.avatar as string;
  const album = async (who: Member, of: Member) =>
    (await stack.post('/member/photo/his_photo', { userid: of.id }, { token: who.token })).data as Array<{
      img: string;
    }>;
  /** The avatar wall: members with an avatar others see. */
  const wall = async () => {
    const answer = await stack.post('/member/index/memberwall', {}, { token: viewer.token });
    expect(answer.status).toBe(200);
    expect(answer.data.every((m: { avatar: string }) => m.avatar !== '')).toBe(true);
    return (answer.data as Array<{ username: string }>).map((m) => m.username);
  };
  const auditRows = (action: string, target: number) =>
    stack.sql<{ staff_id: string; after: unknown }>(
      `SELECT staff_id, after FROM user_svc.staff_actions WHERE action = $1 AND target_id = $2`,
      [action, String(target)],
    );

  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off', PHOTO_PREMODERATION: 'on' } });
    admin = await stack.login('admin', 'Admin-Passw0rd');
    staff = await stack.login('service', 'Service-Passw0rd');
    ann = await register('annreview', 0);
    ben = await register('benreview', 0);
    viewer = await register('vicreview', 1);
    const extended = await stack.post(
      '/member/admin/members/extend',
      { userid: viewer.id, tier: 2, months: 1 },
      { token: admin },
    );
    expect(extended.status).toBe(200);
  }, 60_000);
  afterAll(() => stack?.stop());

  it('shows a new avatar to its owner at once and to others once approved; only then "with photo" and the wall', async () => {
    const withPhoto = async () => {
      const answer = await stack.post('/member/discover/search', { with_photo: 1, sex: 0 }, { token: viewer.token });
      expect(answer.status).toBe(200);
      return (answer.data.data as Array<{ username: string }>).map((m) => m.username);
    };
    const uploaded = await postFile(stack, '/member/index/uploadImg', ann.token, await picture());
    expect(uploaded).toMatchObject({ status: 200, data: { review: 'pending' } });
    const url = uploaded.data.url as string;
    expect((await stack.post('/member/index/userinfo', {}, { token: ann.token })).data.avatar).toBe(url);
    expect(await avatarSeenBy(viewer, ann)).toBe('');
    expect(await withPhoto()).not.toContain(ann.name);
    expect(await wall()).not.toContain(ann.name);
    const reviews = await stack.post('/member/photo/reviews', {}, { token: ann.token });
    expect(reviews.data[0]).toMatchObject({ kind: 'avatar', img: url, state: 'pending', reason: '' });

    const item = await queued(ann, 'avatar');
    expect(item).toMatchObject({ img: url, member: { username: 'annreview' }, shared_with: [] });
    const approved = await stack.post('/member/admin/photos/approve', { id: item.id }, { token: staff });
    expect(approved.status).toBe(200);
    expect(
      await eventually(
        () => avatarSeenBy(viewer, ann),
        (a) => a === url,
      ),
    ).toBe(url);
    expect(await withPhoto()).toContain(ann.name);
    expect(await eventually(wall, (names) => names.includes(ann.name))).toContain(ann.name);
    expect((await queue()).some((i) => i.id === item.id)).toBe(false);
    expect(await auditRows('photo.approve', item.id)).toEqual([{ staff_id: '2', after: { state: 'approved' } }]);
    // The newsfeed tells others of the new avatar once it is approved, not before.
    const feed = await eventually(
      () => stack.post('/member/trend/his_trend', { userid: ann.id }, { token: viewer.token }),
      (a) => a.data.some((t: { type: number }) => t.type === 2),
    );
    expect(feed.data[0]).toMatchObject({ mid: ann.id, type: 2, avatar: url });
    // Deciding twice: the picture is no longer waiting.
    expect((await stack.post('/member/admin/photos/approve', { id: item.id }, { token: staff })).status).toBe(-404);
  });

  it('keeps the approved avatar for others while a newer one waits, and takes the rejected one away', async () => {
    const before = await avatarSeenBy(viewer, ann);
    expect(before).not.toBe('');
    const newer = await postFile(stack, '/member/index/uploadImg', ann.token, await picture());
    expect(newer.data.review).toBe('pending');
    expect(await avatarSeenBy(viewer, ann)).toBe(before);
    const item = await queued(ann, 'avatar');
    const rejected = await stack.post(
      '/member/admin/photos/reject',
      { id: item.id, reason: 'Not a photo of you' },
      { token: staff },
    );
    expect(rejected.status).toBe(200);
    expect((await stack.post('/member/index/userinfo', {}, { token: ann.token })).data.avatar).toBe(before);
    expect(await avatarSeenBy(viewer, ann)).toBe(before);
    expect((await fetch(stack.url + newer.data.url)).status).toBe(404);
    const reviews = await stack.post('/member/photo/reviews', {}, { token: ann.token });
    expect(reviews.data[0]).toMatchObject({ kind: 'avatar', state: 'rejected', reason: 'Not a photo of you', img: '' });
  });

  it('hides an album photo from others until approved; a rejected one leaves with a reason its owner reads', async () => {
    const kept = await postFile(stack, '/member/photo/released', ann.token, await picture(480));
    expect(kept).toMatchObject({ status: 200, data: { review: 'pending' } });
    const refusedBytes = await picture(480);
    const refused = await postFile(stack, '/member/photo/released', ann.token, refusedBytes);
    expect(refused.status).toBe(200);

    const mine = await stack.post('/member/photo/my_photo', {}, { token: ann.token });
    expect(mine.data.map((p: { img: string; review: string }) => [p.img, p.review]).sort()).toEqual(
      [
        [kept.data.img, 'pending'],
        [refused.data.img, 'pending'],
      ].sort(),
    );
    expect(await album(viewer, ann)).toEqual([]);

    const [first, second] = [await queued(ann, 'photo'), (await queue()).filter((i) => i.kind === 'photo')[1]!];
    expect(first.img).toBe(kept.data.img);
    expect(second.img).toBe(refused.data.img);
    expect((await stack.post('/member/admin/photos/approve', { id: first.id }, { token: staff })).status).toBe(200);
    const noReason = await stack.post('/member/admin/photos/reject', { id: second.id }, { token: staff });
    expect(noReason).toMatchObject({ status: -422, data: { errors: { reason: 'required' } } });
    const rejected = await stack.post(
      '/member/admin/photos/reject',
      { id: second.id, reason: 'Shows another person' },
      { token: staff },
    );
    expect(rejected.status).toBe(200);
    expect(await auditRows('photo.reject', second.id)).toEqual([
      { staff_id: '2', after: { state: 'rejected', reason: 'Shows another person' } },
    ]);

    const seen = await eventually(
      () => album(viewer, ann),
      (photos) => photos.length === 1,
    );
    expect(seen.map((p) => p.img)).toEqual([kept.data.img]);
    const after = await stack.post('/member/photo/my_photo', {}, { token: ann.token });
    expect(after.data.map((p: { img: string; review: string }) => [p.img, p.review])).toEqual([
      [kept.data.img, 'approved'],
    ]);
    const reviews = (await stack.post('/member/photo/reviews', {}, { token: ann.token })).data as Array<{
      kind: string;
      state: string;
      reason: string;
    }>;
    expect(reviews).toContainEqual(
      expect.objectContaining({ kind: 'photo', state: 'rejected', reason: 'Shows another person' }),
    );

    // The rejected picture again, by its member or anyone else, re-encoded or not: refused.
    const again = await postFile(stack, '/member/photo/released', ann.token, refusedBytes);
    expect(again).toMatchObject({ status: -400, msg: 'error.picture_rejected' });
    const reencoded = await sharp(refusedBytes).jpeg({ quality: 60 }).toBuffer();
    const elsewhere = await postFile(stack, '/member/index/uploadImg', ben.token, reencoded);
    expect(elsewhere).toMatchObject({ status: -400, msg: 'error.picture_rejected' });
  });

  it('flags one picture used by several accounts in the queue', async () => {
    const shared = await picture();
    expect((await postFile(stack, '/member/index/uploadImg', ann.token, shared)).status).toBe(200);
    expect((await postFile(stack, '/member/index/uploadImg', ben.token, shared)).status).toBe(200);
    const bens = await queued(ben, 'avatar');
    expect(bens.shared_with).toEqual([{ id: ann.id, username: 'annreview' }]);
    const anns = await queued(ann, 'avatar');
    expect(anns.shared_with).toEqual([{ id: ben.id, username: 'benreview' }]);
  });

  it('is staff only, and the queue pages oldest first', async () => {
    const member = await stack.post('/member/admin/photos/list', {}, { token: viewer.token });
    expect(member.status).toBe(-403);
    expect((await stack.post('/member/admin/photos/approve', { id: 1 }, { token: viewer.token })).status).toBe(-403);
    const page = await stack.post('/member/admin/photos/list', { page: 1 }, { token: admin });
    expect(page.data).toMatchObject({ page: 1, last_page: 1, total: page.data.items.length });
    const ids = page.data.items.map((i: QueueItem) => i.id);
    expect([...ids].sort((a: number, b: number) => a - b)).toEqual(ids);
    expect((await stack.post('/member/admin/photos/list', { page: 0 }, { token: admin })).status).toBe(-422);
  });
});
