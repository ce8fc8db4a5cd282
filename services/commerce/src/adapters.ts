import { status as grpcStatus } from '@grpc/grpc-js';
import { createClient, loadContract, type Logger } from '@kindred/kit';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import type { ProtoGrpcType as MediaProto } from '@kindred/kit/generated/media';
import type { MemberDirectory } from './domain/ports';
import type { PictureUploader } from './catalogue/pictures';

/** The user service over gRPC, as the domain's MemberDirectory. */
export function userDirectory(address: string): MemberDirectory & { close(): void } {
  const ctor = loadContract<UserProto>('user').kindred.user.v1.UserService;
  const client = createClient(ctor, address, { deadlineMs: 5_000 });
  return {
    async extendMembership(userId, tier, months, idempotencyKey) {
      await client.ExtendMembership({ user_id: userId, tier, months, idempotency_key: idempotencyKey });
    },
    async createGiftNotice(userId, gift, content, idempotencyKey, giverId) {
      await client.CreateNotice({
        user_id: userId,
        type: 'gift',
        gift,
        content,
        idempotency_key: idempotencyKey,
        about_member_id: giverId,
      });
    },
    close: () => client.close(),
  };
}

/** Gift pictures stored through media (kind `gift`, key gifts/<giftId>.png). */
export function mediaUploader(address: string, logger: Logger): PictureUploader & { close(): void } {
  const ctor = loadContract<MediaProto>('media').kindred.media.v1.MediaService;
  const client = createClient(ctor, address, { deadlineMs: 15_000 });
  const upload = async (giftId: number, png: Buffer) => {
    const stored = await client.Upload({ user_id: 0, kind: 'gift', filename: `${giftId}.png`, content: png });
    logger.debug({ giftId, key: stored.key }, 'gift picture stored');
    return stored.url;
  };
  // Reads the first chunk of GetObject: NOT_FOUND means the object is gone.
  const exists = (url: string) =>
    new Promise<boolean>((resolve, reject) => {
      const stream = client.raw.GetObject({ key: url.replace(/^\/media\//, '') });
      stream.once('data', () => {
        resolve(true);
        stream.cancel();
      });
      stream.on('error', (err: { code?: number }) =>
        err.code === grpcStatus.NOT_FOUND ? resolve(false) : reject(err as Error),
      );
      stream.once('end', () => resolve(false));
    });
  return Object.assign(upload, { exists, close: () => client.close() });
}
