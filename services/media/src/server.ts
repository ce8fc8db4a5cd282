import {
  createClient,
  databaseDependency,
  openMigratedDatabase,
  createLogger,
  createMetrics,
  loadContract,
  serveMetrics,
  startGrpcServer,
  type Logger,
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
import { memberExportHandlers } from './handlers/memberExportHandlers';
import { startMemberData } from './memberData';
import { DatabaseMemberExportStore } from './store/databaseMemberExportStore';

export const SCHEMA = 'media_svc';

export interface MediaServiceOverrides {
  logger?: Logger;
  /** Serve /metrics on MEDIA_METRICS_PORT (off in tests and when several services share a process). */
  serveMetrics?: boolean;
}

export interface RunningMediaService {
  port: number;
  /** Builds pending exports and removes expired ones now (the timer does it every MEMBER_DATA_POLL_MS). */
  runExports?(): Promise<unknown>;
  stop(): Promise<void>;
}

/** Wires the media service: database, migrations, bucket, user client, domain, gRPC. */
export async function startMediaService(
  config: MediaConfig,
  overrides: MediaServiceOverrides = {},
): Promise<RunningMediaService> {
  const logger = overrides.logger ?? createLogger('media', config.LOG_LEVEL);
  const metrics = createMetrics('media');
  const db = await openMigratedDatabase({
    url: config.DATABASE_URL,
    schema: SCHEMA,
    logger,
    migrations,
    migrateOnly: config.MIGRATE_ONLY,
  });
  if (!db) return { port: 0, stop: async () => undefined };

  const objects = new S3ObjectStore({
    endpoint: config.S3_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    encryption: config.S3_EXPORT_ENCRYPTION,
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

  const memberData = startMemberData({
    config,
    db,
    schema: SCHEMA,
    store: new DatabaseMemberExportStore(db, SCHEMA),
    objects,
    logger,
  });

  const contract = loadContract<MediaProto>('media').kindred.media.v1;
  const definition = contract.MediaService.service;
  const grpc = await startGrpcServer({
    name: 'media',
    port: config.MEDIA_GRPC_PORT,
    logger,
    metrics,
    dependencies: [databaseDependency(db)],
    services: [
      { definition, handlers: mediaHandlers(media) },
      { definition: contract.MemberExportService.service, handlers: memberExportHandlers(memberData.exports) },
    ],
  });
  const metricsServer =
    overrides.serveMetrics && config.MEDIA_METRICS_PORT > 0
      ? await serveMetrics(metrics.registry, config.MEDIA_METRICS_PORT)
      : null;

  return {
    port: grpc.port,
    runExports: memberData.runExports,
    async stop() {
      await memberData.stop();
      await grpc.shutdown(5_000);
      user.close();
      await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
      await db.close();
    },
  };
}
