import {
  createClient,
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
import { DatabaseMediaStore } from './store/databaseMediaStore';
import { S3ObjectStore } from './store/s3ObjectStore';
import { UserAvatars } from './store/userAvatars';

export const SCHEMA = 'media_svc';

export type RunningMediaService = RunningService;

/** Starts the media service (kit `startService`): bucket, user client, domain, gRPC. */
export function startMediaService(config: MediaConfig, overrides: ServiceOverrides = {}): Promise<RunningMediaService> {
  return startService(
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

async function buildMediaService(config: MediaConfig, { db, logger }: ServiceParts) {
  const objects = new S3ObjectStore({
    endpoint: config.S3_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
  });
  await objects.ensureBucket();

  const userCtor = loadContract<UserProto>('user').kindred.user.v1.UserService;
  const user = createClient(userCtor, config.USER_ADDR, { deadlineMs: 5_000 });
  const media = new Media(
    new DatabaseMediaStore(db, SCHEMA),
    objects,
    new SharpImageProcessor(),
    new UserAvatars(user),
  );
  if (config.DEMO_SEED) {
    await seedDemoMedia(
      media,
      (username) =>
        user.FindMemberByUsername({ username }).then(
          (m) => m.id,
          () => null,
        ),
      logger,
    );
  }

  const definition = loadContract<MediaProto>('media').kindred.media.v1.MediaService.service;
  return {
    services: [{ definition, handlers: mediaHandlers(media) }],
    release: () => user.close(),
  };
}
