import {
  createClient,
  createRedis,
  publishChangedBackPhotos,
  loadContract,
  startService,
  type RunningService,
  type ServiceOverrides,
  type ServiceParts,
} from '@kindred/kit';
import type { ProtoGrpcType as MediaProto } from '@kindred/kit/generated/media';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import type { MediaConfig } from './config';
import { Media } from './domain/media';
import { mediaHandlers } from './handlers/mediaHandlers';
import { SharpImageProcessor } from './images/sharpImageProcessor';
import { migrations } from './migrations';
import { seedDemoMedia } from './seed/demo';
import { seedDemoPortraits } from './seed/portraits';
import { DatabaseMediaStore } from './store/databaseMediaStore';
import { DatabasePictureReviewStore } from './store/databasePictureReviewStore';
import { photoReviewMetrics } from './photoReviewMetrics';
import { S3ObjectStore } from './store/s3ObjectStore';
import { WorkloadIdentityCredentials } from './store/objectStoreCredentials';
import { UserAvatars } from './store/userAvatars';
import { memberExportHandlers } from './handlers/memberExportHandlers';
import { startMemberData } from './memberData';
import { DatabaseMemberExportStore } from './store/databaseMemberExportStore';

export const SCHEMA = 'media_svc';

export type RunningMediaService = RunningService<{
  /** Builds pending exports and removes expired ones now (the timer does it every MEMBER_DATA_POLL_MS). */
  runExports?(): Promise<unknown>;
}>;

/** Starts the media service (kit `startService`): bucket, user client, domain, gRPC. */
export function startMediaService(config: MediaConfig, overrides: ServiceOverrides = {}): Promise<RunningMediaService> {
  return startService<{ runExports?(): Promise<unknown> }>(
    {
      name: 'media',
      config,
      database: { schema: SCHEMA, migrations },
      grpc: { port: config.MEDIA_GRPC_PORT },
      metricsPort: config.MEDIA_METRICS_PORT,
      drainMs: 5_000,
      build: (parts) => buildMediaService(config, parts),
    },
    overrides,
  );
}

async function buildMediaService(config: MediaConfig, { db, logger, metrics }: ServiceParts) {
  const identity = config.S3_IDENTITY;
  const objects = new S3ObjectStore({
    endpoint: config.S3_ENDPOINT,
    ...(identity.kind === 'keys'
      ? { accessKey: identity.accessKey, secretKey: identity.secretKey }
      : { credentials: new WorkloadIdentityCredentials(identity, logger) }),
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    encryption: config.S3_EXPORT_ENCRYPTION,
  });
  await objects.ensureBucket();

  const userCtor = loadContract<UserProto>('user').kindred.user.v1.UserService;
  const user = createClient(userCtor, config.USER_ADDR, { deadlineMs: 5_000 });
  const redis = createRedis(config, logger, 'redis', config.REDIS_KEY_PREFIX);
  // A lost announcement is bounded by the edges' MEMBER_FIGURES_MS; the change itself stands.
  const picturesChanged = (userIds: number[]) =>
    publishChangedBackPhotos(redis, config.REDIS_KEY_PREFIX, userIds).catch((err: Error) =>
      logger.warn({ err: err.message }, 'picture change not announced'),
    );
  const reviews = new DatabasePictureReviewStore(db, SCHEMA);
  const media = new Media(
    new DatabaseMediaStore(db, SCHEMA),
    objects,
    new SharpImageProcessor(),
    new UserAvatars(user),
    undefined,
    picturesChanged,
    {
      reviews,
      premoderation: config.PHOTO_PREMODERATION,
      metrics: photoReviewMetrics(metrics.registry, reviews),
    },
  );
  const demoMember = (username: string) =>
    user.FindMemberByUsername({ username }).then(
      (m) => ({ id: Number(m.id), avatar: m.avatar }),
      () => null,
    );
  if (config.DEMO_SEED) {
    await seedDemoMedia(media, async (username) => (await demoMember(username))?.id ?? null, logger);
  }
  // The first drawing of the portraits takes a while: the service answers meanwhile, and a stop
  // waits only for the member being drawn.
  let stopping = false;
  const portraits =
    config.DEMO_SEED && config.DEMO_SEED_PHOTOS
      ? seedDemoPortraits(media, demoMember, logger, config.DEMO_SEED_MEMBERS, () => stopping).catch((err: Error) =>
          logger.warn({ err: err.message }, 'demo portraits not seeded'),
        )
      : Promise.resolve();

  const memberData = startMemberData({
    config,
    db,
    schema: SCHEMA,
    store: new DatabaseMemberExportStore(db, SCHEMA),
    objects,
    logger,
  });

  const contract = loadContract<MediaProto>('media').kindred.media.v1;
  return {
    services: [
      { definition: contract.MediaService.service, handlers: mediaHandlers(media) },
      { definition: contract.MemberExportService.service, handlers: memberExportHandlers(memberData.exports) },
    ],
    async release() {
      stopping = true;
      await portraits;
      await memberData.stop();
      user.close();
      redis.disconnect();
    },
    extra: { runExports: memberData.runExports },
  };
}
