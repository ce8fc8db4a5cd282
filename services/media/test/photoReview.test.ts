import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import sharp from 'sharp';
import { createClient, createLogger, loadContract, InputError, NotFoundError, RefusedError } from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import type { ProtoGrpcType as MediaProto } from '@kindred/kit/generated/media';
import { readMediaConfig, startMediaService } from '@kindred/media';
import { startLocalS3 } from './localS3';

/** A picture of its own (random blocks): its perceptual hash is far from any other's. */
const picture = () =>
  sharp(randomBytes(12 * 12 * 3), { raw: { width: 12, height: 12, channels: 3 } })
    .resize(240, 240, { kernel: 'nearest' })
    .jpeg({ quality: 90 })
    .toBuffer();

/** Album photos through the photo review over gRPC, pre-moderation (the default), against real Postgres. */
describe('photo review of album photos', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  let service: Awaited<ReturnType<typeof startMediaService>>;
  const ctor = loadContract<MediaProto>('media').kindred.media.v1.MediaService;
  let client: ReturnType<typeof createClient<InstanceType<typeof ctor>>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    s3 = await startLocalS3();
    const config = readMediaConfig({
      DATABASE_URL: database.url,
      S3_ENDPOINT: s3.endpoint,
      MEDIA_GRPC_PORT: '0',
      USER_ADDR: '127.0.0.1:1',
    });
    expect(config.PHOTO_PREMODERATION).toBe(true);
    service = await startMediaService(config, { logger: createLogger('media', 'silent'), metricsPort: null });
    client = createClient(ctor, `127.0.0.1:${service.port}`);
  });

  afterAll(async () => {
    client?.close();
    await service?.stop();
    await s3?.stop();
    await database?.drop();
  });

  const album = async (owner: number, viewer: number) =>
    (await client.ListPhotos({ user_id: owner, viewer_id: viewer })).photos.map((p) => [p.pid, p.review, p.shown]);

  it('shows a new photo to its owner only, until staff approve it', async () => {
    const photo = await client.AddPhoto({ user_id: 21, content: await picture() });
    expect(photo).toMatchObject({ review: 'pending', shown: false });
    expect(await album(21, 21)).toEqual([[photo.pid, 'pending', false]]);
    expect(await album(21, 0)).toEqual([]);
    expect(await album(21, 22)).toEqual([]);

    const { items } = await client.ListPictureReviews({ page: 1 });
    const review = items.find((r) => r.img === photo.img)!;
    expect(review).toMatchObject({ user_id: 21, kind: 'photo', state: 'pending', shared_with: [] });
    const approved = await client.DecidePictureReview({ id: review.id, staff_id: 2, approve: true, reason: '' });
    expect(approved).toMatchObject({ state: 'approved', staff_id: 2, img: photo.img });
    expect(await album(21, 22)).toEqual([[photo.pid, 'approved', true]]);
    await expect(
      client.DecidePictureReview({ id: review.id, staff_id: 2, approve: false, reason: 'late' }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect((await client.ListPictureReviews({ page: 1 })).items.some((r) => r.id === review.id)).toBe(false);
  });

  it('takes a rejected photo away, keeps its reason for the owner and refuses the picture again', async () => {
    const bytes = await picture();
    const photo = await client.AddPhoto({ user_id: 23, content: bytes });
    const review = (await client.ListPictureReviews({ page: 1 })).items.find((r) => r.img === photo.img)!;
    await expect(
      client.DecidePictureReview({ id: review.id, staff_id: 2, approve: false, reason: ' ' }),
    ).rejects.toMatchObject({ fields: { reason: 'required' } });
    await client.DecidePictureReview({ id: review.id, staff_id: 2, approve: false, reason: 'Not you' });
    expect(await album(23, 23)).toEqual([]);
    const mine = await client.ListMemberPictureReviews({ user_id: 23 });
    expect(mine.items).toEqual([
      expect.objectContaining({ id: review.id, kind: 'photo', state: 'rejected', reason: 'Not you', img: '' }),
    ]);
    const db = new Client({ connectionString: database.url });
    await db.connect();
    const objects = await db.query<{ n: string }>('SELECT count(*) AS n FROM media_svc.objects WHERE user_id = 23');
    await db.end();
    expect(Number(objects.rows[0]!.n)).toBe(0);

    await expect(client.AddPhoto({ user_id: 23, content: bytes })).rejects.toMatchObject({
      reason: 'picture_rejected',
    });
    // Another account, the same picture re-encoded, through a post first: refused too.
    const recoded = await sharp(bytes).png().toBuffer();
    await expect(client.AddPhoto({ user_id: 24, content: recoded })).rejects.toBeInstanceOf(RefusedError);
    const post = await client.Upload({ user_id: 24, kind: 'post', content: recoded });
    await expect(client.AddPhoto({ user_id: 24, img: post.url })).rejects.toMatchObject({ reason: 'picture_rejected' });
    // A picture a member took down before its review leaves the queue with it.
    const withdrawn = await client.AddPhoto({ user_id: 24, content: await picture() });
    await client.DeletePhoto({ user_id: 24, id: withdrawn.pid });
    expect((await client.ListPictureReviews({ page: 1 })).items.some((r) => r.img === withdrawn.img)).toBe(false);
  });

  it('flags the same picture used by several accounts', async () => {
    const bytes = await picture();
    const first = await client.AddPhoto({ user_id: 31, content: bytes });
    const second = await client.AddPhoto({ user_id: 32, content: await sharp(bytes).jpeg({ quality: 70 }).toBuffer() });
    const { items } = await client.ListPictureReviews({ page: 1 });
    expect(items.find((r) => r.img === first.img)!.shared_with).toEqual([32]);
    expect(items.find((r) => r.img === second.img)!.shared_with).toEqual([31]);
    // Oldest first.
    const ids = items.map((r) => r.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('refuses a review call with bad input', async () => {
    await expect(
      client.DecidePictureReview({ id: 999999, staff_id: 2, approve: true, reason: '' }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      client.DecidePictureReview({ id: 1, staff_id: 2, approve: false, reason: 'x'.repeat(201) }),
    ).rejects.toBeInstanceOf(InputError);
  });
});
