import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createClient, createLogger, loadContract } from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import type { ProtoGrpcType as MediaProto } from '@kindred/kit/generated/media';
import type { ObjectChunk__Output } from '@kindred/kit/generated/kindred/media/v1/ObjectChunk';
import { readMediaConfig, startMediaService } from '@kindred/media';
import { startLocalS3 } from './localS3';
import { revokeCredentials, startRecordingProxy, startStubPodIdentityAgent, startStubSts } from './cloudIdentity';

/**
 * Media without S3 keys, on the credentials a managed cluster mounts: EKS IRSA's web-identity token
 * exchanged at a stub STS (the real wire format), and EKS Pod Identity's agent. The local S3 server
 * accepts only the temporary keys handed out, and a proxy in front of it records what each request carried.
 */
describe('media on workload identity (no S3 keys)', () => {
  const ctor = loadContract<MediaProto>('media').kindred.media.v1.MediaService;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
  let folder: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    s3 = await startLocalS3();
    proxy = await startRecordingProxy(s3.endpoint);
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'kindred-identity-'));
  });

  afterAll(async () => {
    await proxy?.stop();
    await s3?.stop();
    await database?.drop();
    await fs.rm(folder, { recursive: true, force: true });
  });

  async function startMedia(env: Record<string, string>) {
    const config = readMediaConfig({
      DATABASE_URL: database.url,
      S3_ENDPOINT: proxy.url,
      MEDIA_GRPC_PORT: '0',
      USER_ADDR: '127.0.0.1:1',
      NODE_ENV: 'production',
      ...env,
    });
    const service = await startMediaService(config, { logger: createLogger('media', 'silent'), metricsPort: null });
    const client = createClient(ctor, `127.0.0.1:${service.port}`);
    return {
      client,
      async stop() {
        client.close();
        await service.stop();
      },
    };
  }

  const picture = (width: number) =>
    sharp({ create: { width, height: 20, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();

  const fetchObject = (client: Awaited<ReturnType<typeof startMedia>>['client'], key: string) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let first = true;
      const stream = client.raw.GetObject({ key });
      stream.on('data', (chunk: ObjectChunk__Output) => {
        if (!first) chunks.push(chunk.data);
        first = false;
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });

  const roleArn = 'arn:aws:iam::123456789012:role/kindred-media';

  it('exchanges the mounted token at STS and signs every request with the temporary keys and session token', async () => {
    const sts = await startStubSts(() => 60 * 60_000);
    const tokenFile = path.join(folder, 'eks.amazonaws.com-token');
    await fs.writeFile(tokenFile, 'eyJhbGciOiJSUzI1NiJ9.first-projected-token.sig\n');
    const media = await startMedia({
      AWS_WEB_IDENTITY_TOKEN_FILE: tokenFile,
      AWS_ROLE_ARN: roleArn,
      AWS_ROLE_SESSION_NAME: 'kindred-media-test',
      AWS_STS_ENDPOINT: sts.url,
    });
    try {
      expect(sts.calls).toEqual([
        {
          Action: 'AssumeRoleWithWebIdentity',
          Version: '2011-06-15',
          RoleArn: roleArn,
          RoleSessionName: 'kindred-media-test',
          WebIdentityToken: 'eyJhbGciOiJSUzI1NiJ9.first-projected-token.sig',
        },
      ]);
      const [issued] = sts.issued;
      proxy.seen.length = 0;
      const content = await picture(30);
      const uploaded = await media.client.Upload({ user_id: 9, kind: 'post', filename: 'a.png', content });
      expect((await sharp(await fetchObject(media.client, uploaded.key)).metadata()).width).toBe(30);
      expect(proxy.seen.map((r) => r.method)).toEqual(expect.arrayContaining(['PUT', 'GET']));
      for (const request of proxy.seen)
        expect(request).toEqual({
          method: request.method,
          accessKeyId: issued!.accessKeyId,
          sessionToken: issued!.sessionToken,
        });
      // Credentials are kept while they last: no second exchange for those requests.
      expect(sts.calls).toHaveLength(1);
    } finally {
      await media.stop();
      await sts.stop();
    }
  });

  it('renews short-lived credentials before they expire, reading the rotated token again', async () => {
    const sts = await startStubSts(() => 1_200);
    const tokenFile = path.join(folder, 'rotating-token');
    await fs.writeFile(tokenFile, 'eyJhbGciOiJSUzI1NiJ9.before-rotation.sig');
    const media = await startMedia({
      AWS_WEB_IDENTITY_TOKEN_FILE: tokenFile,
      AWS_ROLE_ARN: roleArn,
      AWS_STS_ENDPOINT: sts.url,
    });
    try {
      expect(sts.calls[0]!.RoleSessionName).toMatch(/^kindred-media-[\w+=,.@-]+$/);
      // Past half of the lifetime the kubelet has rotated the token, and the old keys stop working.
      await new Promise((resolve) => setTimeout(resolve, 700));
      await fs.writeFile(tokenFile, 'eyJhbGciOiJSUzI1NiJ9.after-rotation.sig');
      sts.issued.forEach(revokeCredentials);
      const before = sts.calls.length;
      proxy.seen.length = 0;
      const uploaded = await media.client.Upload({
        user_id: 9,
        kind: 'post',
        filename: 'b.png',
        content: await picture(24),
      });
      expect((await sharp(await fetchObject(media.client, uploaded.key)).metadata()).width).toBe(24);
      expect(sts.calls.length).toBeGreaterThan(before);
      expect(sts.calls.at(-1)!.WebIdentityToken).toBe('eyJhbGciOiJSUzI1NiJ9.after-rotation.sig');
      const latest = sts.issued.at(-1)!;
      expect(proxy.seen.at(-1)).toMatchObject({ accessKeyId: latest.accessKeyId, sessionToken: latest.sessionToken });
    } finally {
      await media.stop();
      await sts.stop();
    }
  });

  it('fails to start, naming STS, when STS refuses the token', async () => {
    const sts = await startStubSts(() => 60 * 60_000);
    sts.refuse('InvalidIdentityToken');
    const tokenFile = path.join(folder, 'refused-token');
    await fs.writeFile(tokenFile, 'not-a-valid-token');
    try {
      await expect(
        startMedia({
          AWS_WEB_IDENTITY_TOKEN_FILE: tokenFile,
          AWS_ROLE_ARN: roleArn,
          AWS_STS_ENDPOINT: sts.url,
        }),
      ).rejects.toThrow(/InvalidIdentityToken/);
    } finally {
      await sts.stop();
    }
  });

  it('takes credentials from the EKS Pod Identity agent with the mounted token', async () => {
    const agent = await startStubPodIdentityAgent(60 * 60_000);
    const tokenFile = path.join(folder, 'eks-pod-identity-token');
    await fs.writeFile(tokenFile, 'pod-identity-token-of-this-pod');
    const media = await startMedia({
      AWS_CONTAINER_CREDENTIALS_FULL_URI: agent.url,
      AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE: tokenFile,
    });
    try {
      proxy.seen.length = 0;
      const uploaded = await media.client.Upload({
        user_id: 4,
        kind: 'post',
        filename: 'c.png',
        content: await picture(18),
      });
      expect((await sharp(await fetchObject(media.client, uploaded.key)).metadata()).width).toBe(18);
      expect(agent.authorizations).toEqual(['pod-identity-token-of-this-pod']);
      for (const request of proxy.seen)
        expect(request).toMatchObject({
          accessKeyId: agent.issued[0]!.accessKeyId,
          sessionToken: agent.issued[0]!.sessionToken,
        });
    } finally {
      await media.stop();
      await agent.stop();
    }
  });
});
