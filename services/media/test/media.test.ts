import sharp from 'sharp';
import { createClient, createLogger, loadContract, InputError, NotAllowedError, NotFoundError } from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import type { ProtoGrpcType as MediaProto } from '@kindred/kit/generated/media';
import type { ObjectChunk__Output } from '@kindred/kit/generated/kindred/media/v1/ObjectChunk';
import { readMediaConfig, startMediaService } from '@kindred/media';
import { startLocalS3 } from './localS3';

/** The media service over gRPC against real Postgres and the local S3 server (no user service needed). */
describe('media service', () => {
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
    service = await startMediaService(config, { logger: createLogger('media', 'silent'), metricsPort: null });
    client = createClient(ctor, `127.0.0.1:${service.port}`);
  });

  afterAll(async () => {
    client?.close();
    await service?.stop();
    await s3?.stop();
    await database?.drop();
  });

  const fetchObject = (key: string) =>
    new Promise<{ head: ObjectChunk__Output; body: Buffer }>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let head: ObjectChunk__Output | undefined;
      const stream = client.raw.GetObject({ key });
      stream.on('data', (chunk: ObjectChunk__Output) => {
        if (!head) head = chunk;
        else chunks.push(chunk.data);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve({ head: head!, body: Buffer.concat(chunks) }));
    });

  it('stores a re-encoded upload under posts/<uid>/ and streams it back', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const uploaded = await client.Upload({ user_id: 7, kind: 'post', filename: 'a.png', content: png });
    expect(uploaded.key).toMatch(/^posts\/7\/[0-9a-f-]{36}\.png$/);
    expect(uploaded.url).toBe(`/media/${uploaded.key}`);
    expect([uploaded.width, uploaded.height]).toEqual([40, 30]);
    const { head, body } = await fetchObject(uploaded.key);
    expect(head.content_type).toBe('image/png');
    expect(head.size).toBe(body.length);
    expect((await sharp(body).metadata()).width).toBe(40);
  });

  it('keeps a gift picture at gifts/<giftId>.png, replacing it on a second upload', async () => {
    const red = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const blue = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#00c' } })
      .png()
      .toBuffer();
    const first = await client.Upload({ user_id: 0, kind: 'gift', filename: '12.png', content: red });
    expect(first.url).toBe('/media/gifts/12.png');
    await client.Upload({ user_id: 0, kind: 'gift', filename: '12.png', content: blue });
    expect((await sharp((await fetchObject('gifts/12.png')).body).metadata()).width).toBe(32);
    await expect(client.Upload({ user_id: 0, kind: 'gift', filename: '../x.png', content: red })).rejects.toMatchObject(
      {
        fields: { filename: 'invalid' },
      },
    );
    await expect(client.Upload({ user_id: 0, kind: 'post', content: red })).rejects.toMatchObject({
      fields: { user_id: 'invalid' },
    });
  });

  it('refuses what is not an image, and unknown keys', async () => {
    await expect(
      client.Upload({ user_id: 7, kind: 'post', content: Buffer.from('GIF89a not really') }),
    ).rejects.toMatchObject({
      reason: 'only_img',
      fields: { file: 'onlyImg' },
    });
    await expect(client.Upload({ user_id: 7, kind: 'nope', content: Buffer.from('x') })).rejects.toBeInstanceOf(
      InputError,
    );
    await expect(fetchObject('posts/7/../../secret')).rejects.toMatchObject({ code: 5 });
    await expect(fetchObject('posts/7/00000000-0000-0000-0000-000000000000.png')).rejects.toMatchObject({ code: 5 });
  });

  it('keeps album photos as own copies and lets only the owner delete them', async () => {
    const jpg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#3c3' } })
      .jpeg()
      .toBuffer();
    const uploaded = await client.Upload({ user_id: 8, kind: 'post', content: jpg });
    await expect(client.AddPhoto({ user_id: 9, img: uploaded.url })).rejects.toBeInstanceOf(NotAllowedError);
    const photo = await client.AddPhoto({ user_id: 8, img: uploaded.url });
    expect(photo.img).not.toBe(uploaded.url);
    expect((await client.ListPhotos({ user_id: 8, viewer_id: 8 })).photos.map((p) => p.pid)).toEqual([photo.pid]);
    await expect(client.DeletePhoto({ user_id: 9, id: photo.pid })).rejects.toBeInstanceOf(NotAllowedError);
    await client.DeletePhoto({ user_id: 8, id: photo.pid });
    await expect(client.DeletePhoto({ user_id: 8, id: photo.pid })).rejects.toBeInstanceOf(NotFoundError);
    await expect(fetchObject(photo.img.slice('/media/'.length))).rejects.toMatchObject({ code: 5 });
    // The post's own picture is untouched.
    expect((await fetchObject(uploaded.key)).body.length).toBeGreaterThan(0);
  });

  it('lists background photos of many members in one call', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#33c' } })
      .gif()
      .toBuffer();
    const a = await client.AddBackPhoto({ user_id: 11, content: gif });
    const b = await client.AddBackPhoto({ user_id: 12, content: gif });
    expect(a.img).toMatch(/^\/media\/backgrounds\/11\/[0-9a-f-]{36}\.gif$/);
    const { photos } = await client.ListBackPhotos({ user_ids: [11, 12, 13] });
    expect(photos.map((p) => [p.user_id, p.id])).toEqual([
      [11, a.id],
      [12, b.id],
    ]);
  });
});
