import sharp from 'sharp';
import { createClient, loadContract } from '@kindred/kit';
import type { ProtoGrpcType as SocialProto } from '@kindred/kit/generated/social';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import { eventually, startStack, type Envelope, type Stack } from './stack';

interface Upload {
  data: Buffer;
  name: string;
  type?: string;
}

/** POST multipart/form-data as a browser does. */
async function postFiles(
  stack: Stack,
  path: string,
  token: string,
  files: Record<string, Upload>,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('token', token);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.set(name, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }), file.name);
  }
  const res = await fetch(stack.url + path, { method: 'POST', body: form });
  return (await res.json()) as Envelope;
}

const solid = (width: number, height: number, colour = '#3a7') =>
  sharp({ create: { width, height, channels: 3, background: colour } });

/** Members' objects (commerce stores the gift pictures in the background meanwhile). */
const objectCount = async (stack: Stack) =>
  Number((await stack.sql<{ n: string }>("SELECT count(*) AS n FROM media_svc.objects WHERE kind <> 'gift'"))[0]!.n);

describe('uploads, avatars, photos and /media (demo members, review off)', () => {
  let stack: Stack;
  let alice: string;
  let bob: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    stack = await startStack({ env: { DEMO_SEED: 'on', REGISTRATION_REVIEW: 'off' } });
    [alice, bob] = (await Promise.all([stack.login('alice'), stack.login('bob')])) as [string, string];
    for (const [name, token] of Object.entries({ alice, bob })) {
      ids[name] = (await stack.post('/member/index/userinfo', {}, { token })).data.id;
    }
  });
  afterAll(() => stack.stop());

  it('uploads a picture for a post and serves it at /media with type, caching and ETag', async () => {
    const png = await solid(64, 48).png().toBuffer();
    const answer = await postFiles(stack, '/member/index/uploads', alice, {
      file: { data: png, name: 'me.png', type: 'image/png' },
    });
    expect(answer.status).toBe(200);
    expect(answer.data.url).toMatch(new RegExp(`^/media/posts/${ids.alice}/[0-9a-f-]{36}\\.png$`));
    expect(answer.data).toMatchObject({ width: 64, height: 48 });

    const res = await fetch(stack.url + answer.data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    // A member's picture is kept an hour, so that an erasure reaches every cache within the day.
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });

    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await fetch(stack.url + answer.data.url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await fetch(stack.url + answer.data.url, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'image/png']);

    // The post that shows it.
    const post = await stack.post(
      '/member/trend/released',
      { content: 'look', img: answer.data.url },
      { token: alice },
    );
    expect(post.data).toMatchObject({ img: answer.data.url, type: 1 });
  });

  it('checks content, not names: a PNG renamed .jpg is stored as the PNG it is', async () => {
    const png = await solid(30, 30, '#a33').png().toBuffer();
    const answer = await postFiles(stack, '/member/index/uploads', alice, {
      file: { data: png, name: 'holiday.jpg', type: 'image/jpeg' },
    });
    expect(answer.status).toBe(200);
    expect(answer.data.url).toMatch(/\.png$/);
    const res = await fetch(stack.url + answer.data.url);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('refuses what is not gif/jpg/png (onlyImg) and files over 10240 KB (outOfSize), storing nothing', async () => {
    const before = await objectCount(stack);
    const text = await postFiles(stack, '/member/index/uploads', alice, {
      file: { data: Buffer.from('just words, not a picture'), name: 'cat.jpg' },
    });
    expect(text).toMatchObject({ status: -422, msg: 'error.only_img', data: { errors: { file: 'onlyImg' } } });
    const webp = await solid(20, 20).webp().toBuffer();
    expect(
      (await postFiles(stack, '/member/index/uploads', alice, { file: { data: webp, name: 'x.png' } })).data.errors,
    ).toEqual({
      file: 'onlyImg',
    });
    // A truncated JPEG starts right but is no image.
    const jpg = await solid(200, 200).jpeg().toBuffer();
    expect(
      (await postFiles(stack, '/member/index/uploads', alice, { file: { data: jpg.subarray(0, 40), name: 'x.jpg' } }))
        .data.errors,
    ).toEqual({
      file: 'onlyImg',
    });

    // 12 MB of real, incompressible PNG.
    const noise = await sharp({
      create: {
        width: 2000,
        height: 2000,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(12_000_000);
    const big = await postFiles(stack, '/member/index/uploads', alice, {
      file: { data: noise, name: 'big.png', type: 'image/png' },
    });
    expect(big).toMatchObject({ status: -422, msg: 'error.out_of_size', data: { errors: { file: 'outOfSize' } } });

    expect((await postFiles(stack, '/member/index/uploads', alice, {})).data.errors).toEqual({ file: 'required' });
    expect(await objectCount(stack)).toBe(before);
  });

  it('strips EXIF (GPS included) from stored JPEGs', async () => {
    const withGps = await solid(400, 320, '#842')
      .jpeg()
      .withExif({
        IFD0: { Make: 'KindredCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '25/1 2/1 3/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '121/1 33/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif?.includes(Buffer.from('KindredCam'))).toBe(true);
    const answer = await postFiles(stack, '/member/index/uploads', alice, { file: { data: withGps, name: 'gps.jpg' } });
    expect(answer.data.url).toMatch(/\.jpg$/);
    const served = Buffer.from(await (await fetch(stack.url + answer.data.url)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 320 });
    expect(meta.exif).toBeUndefined();
    expect(served.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(served.includes(Buffer.from('KindredCam'))).toBe(false);
  });

  it('takes a cropped avatar of at least 300x300 as PNG, makes it the avatar, and posts a type-2 item', async () => {
    const before = (await stack.post('/member/index/userinfo', {}, { token: bob })).data.avatar;
    const small = await postFiles(stack, '/member/index/uploadImg', bob, {
      img: { data: await solid(200, 200).jpeg().toBuffer(), name: 'a.jpg' },
    });
    expect(small).toMatchObject({ status: -422, msg: 'error.lowest_px', data: { errors: { img: 'lowestPx' } } });
    expect((await stack.post('/member/index/userinfo', {}, { token: bob })).data.avatar).toBe(before);
    const narrow = await postFiles(stack, '/member/index/uploadImg', bob, {
      img: { data: await solid(600, 299).png().toBuffer(), name: 'a.png' },
    });
    expect(narrow.data.errors).toEqual({ img: 'lowestPx' });

    const answer = await postFiles(stack, '/member/index/uploadImg', bob, {
      img: { data: await solid(320, 320, '#259').jpeg().toBuffer(), name: 'crop.jpg' },
    });
    expect(answer.status).toBe(200);
    expect(answer.data.url).toMatch(new RegExp(`^/media/avatars/${ids.bob}/[0-9a-f-]{36}\\.png$`));
    expect((await stack.post('/member/index/userinfo', {}, { token: bob })).data.avatar).toBe(answer.data.url);
    const res = await fetch(stack.url + answer.data.url);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 320,
      height: 320,
    });

    const feed = await eventually(
      () => stack.post('/member/trend/his_trend', { userid: ids.bob }, { token: alice }),
      (a) => a.data.some((t: { type: number }) => t.type === 2),
    );
    expect(feed.data[0]).toMatchObject({ mid: ids.bob, type: 2, avatar: answer.data.url, username: 'bob' });
  });

  it('keeps /media unlistable: anything but a media key is a 404', async () => {
    const paths = [
      '/media/',
      '/media/posts/',
      `/media/posts/${ids.alice}/`,
      '/media/kindred-media',
      '/media/posts/1/..%2F..%2Fsecret',
      `/media/posts/${ids.alice}/00000000-0000-4000-8000-000000000000.png`,
    ];
    for (const path of paths) {
      const res = await fetch(stack.url + path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
    }
  });

  it('adds photos from a file or from an own upload, lists them, and lets only the owner delete', async () => {
    const seeded = (await stack.post('/member/photo/my_photo', {}, { token: alice })).data.map(
      (p: { pid: number }) => p.pid,
    );
    expect(seeded).toHaveLength(3);
    const bobsBefore = (await stack.post('/member/photo/my_photo', {}, { token: bob })).data;
    const file = await postFiles(stack, '/member/photo/released', alice, {
      img: { data: await solid(50, 50, '#119').gif().toBuffer(), name: 'p.gif' },
    });
    expect(file.status).toBe(200);
    expect(file.data.img).toMatch(/\.gif$/);
    const uploaded = (
      await postFiles(stack, '/member/index/uploads', alice, {
        file: { data: await solid(40, 40).jpeg().toBuffer(), name: 'u.jpg' },
      })
    ).data;
    const fromUrl = await stack.post('/member/photo/released', { img: uploaded.url }, { token: alice });
    expect(fromUrl.status).toBe(200);

    const mine = await stack.post('/member/photo/my_photo', {}, { token: alice });
    expect(mine.data.map((p: { pid: number }) => p.pid)).toEqual([fromUrl.data.pid, file.data.pid, ...seeded]);
    expect(mine.data[0]).toMatchObject({ img: fromUrl.data.img, username: 'alice', avatar: expect.any(String) });
    expect(typeof mine.data[0].create_time).toBe('number');
    const his = await stack.post('/member/photo/his_photo', { userid: ids.alice }, { token: bob });
    expect(his.data.map((p: { pid: number }) => p.pid)).toEqual([fromUrl.data.pid, file.data.pid, ...seeded]);

    // Someone else's upload cannot become my photo.
    expect(await stack.post('/member/photo/released', { img: uploaded.url }, { token: bob })).toMatchObject({
      status: -403,
      msg: 'error.not_owner',
    });
    expect((await stack.post('/member/photo/released', { img: '/etc/passwd' }, { token: bob })).data.errors).toEqual({
      img: 'invalid',
    });
    expect((await stack.post('/member/photo/released', {}, { token: bob })).data.errors).toEqual({ img: 'required' });
    expect(
      (await postFiles(stack, '/member/photo/released', bob, { img: { data: Buffer.from('nope'), name: 'x.png' } }))
        .data.errors,
    ).toEqual({
      img: 'onlyImg',
    });
    expect((await stack.post('/member/photo/my_photo', {}, { token: bob })).data).toEqual(bobsBefore);

    expect(await stack.post('/member/photo/del_photo', { id: file.data.pid }, { token: bob })).toMatchObject({
      status: -403,
    });
    expect((await stack.post('/member/photo/my_photo', {}, { token: alice })).data).toHaveLength(5);
    expect((await stack.post('/member/photo/del_photo', { id: file.data.pid }, { token: alice })).status).toBe(200);
    expect((await stack.post('/member/photo/del_photo', { id: file.data.pid }, { token: alice })).status).toBe(-404);
    expect((await fetch(stack.url + file.data.img)).status).toBe(404);
    expect(
      (await stack.post('/member/photo/my_photo', {}, { token: alice })).data.map((p: { pid: number }) => p.pid),
    ).toEqual([fromUrl.data.pid, ...seeded]);
    // The post picture the album copied is untouched by deleting the album photo.
    expect((await fetch(stack.url + uploaded.url)).status).toBe(200);
    expect((await stack.post('/member/photo/his_photo', { userid: 777777 }, { token: bob })).status).toBe(-1);
  });

  it('adds background photos (at most 10) that member lists carry as backphotos; owner-only delete', async () => {
    const gif = await solid(30, 20, '#c6c').gif().toBuffer();
    const seeded = (await stack.post('/member/index/userdetail', { id: ids.bob }, { token: alice })).data.backphotos;
    expect(seeded).toHaveLength(2);
    const added = await postFiles(stack, '/member/backphoto/released', bob, { img: { data: gif, name: 'bg.gif' } });
    expect(added.status).toBe(200);
    expect(added.data.img).toMatch(new RegExp(`^/media/backgrounds/${ids.bob}/[0-9a-f-]{36}\\.gif$`));
    const detail = await stack.post('/member/index/userdetail', { id: ids.bob }, { token: alice });
    expect(detail.data.backphotos).toEqual([added.data.img, ...seeded]);
    const list = await stack.post('/member/like/like', { target_id: ids.bob }, { token: alice });
    expect(list.status).toBe(200);
    expect((await stack.post('/member/like/i_like', {}, { token: alice })).data[0]).toMatchObject({
      id: ids.bob,
      backphotos: [added.data.img, ...seeded],
    });

    for (let i = 3; i < 10; i += 1) {
      expect(
        (await postFiles(stack, '/member/backphoto/released', bob, { img: { data: gif, name: 'bg.gif' } })).status,
      ).toBe(200);
    }
    const eleventh = await postFiles(stack, '/member/backphoto/released', bob, { img: { data: gif, name: 'bg.gif' } });
    expect(eleventh).toMatchObject({ status: -1, msg: 'error.backphoto_limit' });

    expect(await stack.post('/member/backphoto/deletephoto', { id: added.data.id }, { token: alice })).toMatchObject({
      status: -403,
    });
    expect((await stack.post('/member/backphoto/deletephoto', { id: added.data.id }, { token: bob })).status).toBe(200);
    expect((await stack.post('/member/backphoto/deletephoto', { id: added.data.id }, { token: bob })).status).toBe(
      -404,
    );
    const after = await stack.post('/member/index/userdetail', { id: ids.bob }, { token: alice });
    expect(after.data.backphotos).toHaveLength(9);
    expect(after.data.backphotos).not.toContain(added.data.img);
  });
});

describe('media permissions (authorities taken away from vip 0)', () => {
  let stack: Stack;
  let dave: string;
  let bob: string;
  beforeAll(async () => {
    stack = await startStack({ env: { DEMO_SEED: 'on', REGISTRATION_REVIEW: 'off' } });
    // Before anyone signs in, so that the user service's authority cache starts from this.
    await stack.sql(
      "DELETE FROM user_svc.tier_authorities WHERE vip = 0 AND authority IN ('Upload_photo', 'View_photo', 'View_profiles', 'Allows_newsfeed_to_be_sent')",
    );
    await stack.sql("DELETE FROM user_svc.tier_authorities WHERE vip = 1 AND authority = 'Upload_photo'");
    [dave, bob] = (await Promise.all([stack.login('dave'), stack.login('bob')])) as [string, string];
  });
  afterAll(() => stack.stop());

  it('refuses uploads and photos without Upload_photo, and his_photo without View_photo (-403, upgrade)', async () => {
    const objectsBefore = await objectCount(stack);
    const png = await solid(20, 20).png().toBuffer();
    const upload = await postFiles(stack, '/member/index/uploads', dave, { file: { data: png, name: 'a.png' } });
    expect(upload).toMatchObject({ status: -403, data: { authority: 'Upload_photo', upgrade: true } });
    expect(
      (await postFiles(stack, '/member/photo/released', dave, { img: { data: png, name: 'a.png' } })).data.authority,
    ).toBe('Upload_photo');
    expect(
      (await postFiles(stack, '/member/backphoto/released', dave, { img: { data: png, name: 'a.png' } })).data
        .authority,
    ).toBe('Upload_photo');
    const bobId = (await stack.post('/member/index/userinfo', {}, { token: bob })).data.id;
    expect(await stack.post('/member/photo/his_photo', { userid: bobId }, { token: dave })).toMatchObject({
      status: -403,
      data: { authority: 'View_photo', upgrade: true },
    });
    expect(await objectCount(stack)).toBe(objectsBefore);
  });

  it('refuses posting without Allows_newsfeed_to_be_sent, a picture without Upload_photo, his_trend without View_profiles', async () => {
    expect(await stack.post('/member/trend/released', { content: 'hi' }, { token: dave })).toMatchObject({
      status: -403,
      data: { authority: 'Allows_newsfeed_to_be_sent', upgrade: true },
    });
    const bobId = (await stack.post('/member/index/userinfo', {}, { token: bob })).data.id;
    const picture = `/media/posts/${bobId}/0f0e0d0c-0b0a-4908-8706-050403020100.jpg`;
    expect(await stack.post('/member/trend/released', { content: 'hi', img: picture }, { token: bob })).toMatchObject({
      status: -403,
      data: { authority: 'Upload_photo', upgrade: true },
    });
    expect((await stack.post('/member/trend/his_trend', { userid: bobId }, { token: dave })).data.authority).toBe(
      'View_profiles',
    );
    expect(
      await stack.sql(
        "SELECT count(*) FROM social_svc.trends WHERE type = 1 AND created_at > now() - interval '1 minute' AND content = 'hi'",
      ),
    ).toEqual([{ count: '0' }]);
    // Text alone is fine for bob, who may post.
    expect((await stack.post('/member/trend/released', { content: 'hi' }, { token: bob })).status).toBe(200);
  });

  it('the social domain refuses a picture without Upload_photo even when the edge is bypassed', async () => {
    const user = createClient(loadContract<UserProto>('user').kindred.user.v1.UserService, stack.addresses.user);
    const caller = await user.Authenticate({ token: bob });
    user.close();
    const social = createClient(
      loadContract<SocialProto>('social').kindred.social.v1.SocialService,
      stack.addresses.social,
    );
    await expect(
      social.PostTrend({
        caller,
        content: 'x',
        img: `/media/posts/${caller.user_id}/0f0e0d0c-0b0a-4908-8706-050403020100.jpg`,
      }),
    ).rejects.toMatchObject({
      reason: 'no_permission',
      details: { authority: 'Upload_photo' },
    });
    social.close();
  });
});
