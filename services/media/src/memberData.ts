import { createClient, followAccountErasures, loadContract, type Logger } from '@kindred/kit';
import type { Sequelize } from 'sequelize';
import type { ProtoGrpcType as CommerceProto } from '@kindred/kit/generated/commerce';
import type { ProtoGrpcType as MessagingProto } from '@kindred/kit/generated/messaging';
import type { ProtoGrpcType as SocialProto } from '@kindred/kit/generated/social';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import type { MediaConfig } from './config';
import { eraseMemberMedia } from './domain/memberErasure';
import { MemberExports, type MemberDataSource } from './domain/memberExports';
import type { ObjectStore } from './domain/ports';
import type { DatabaseMemberExportStore } from './store/databaseMemberExportStore';

/**
 * Wires the member's data rights on media's side: the export job (gRPC clients of every service
 * holding member data, the user service for the notice and mail) and the erasure follower of the
 * user service's outbox, both on one timer each.
 */
export function startMemberData(options: {
  config: MediaConfig;
  db: Sequelize;
  schema: string;
  store: DatabaseMemberExportStore;
  objects: ObjectStore;
  logger: Logger;
}) {
  const { config, logger } = options;
  const deadline = { deadlineMs: 30_000 };
  const user = createClient(
    loadContract<UserProto>('user').kindred.user.v1.MemberDataService,
    config.USER_ADDR,
    deadline,
  );
  const outbox = createClient(loadContract<UserProto>('user').kindred.user.v1.UserService, config.USER_ADDR, deadline);
  const social = createClient(
    loadContract<SocialProto>('social').kindred.social.v1.SocialService,
    config.SOCIAL_ADDR,
    deadline,
  );
  const messaging = createClient(
    loadContract<MessagingProto>('messaging').kindred.messaging.v1.MessagingService,
    config.MESSAGING_ADDR,
    deadline,
  );
  const commerce = createClient(
    loadContract<CommerceProto>('commerce').kindred.commerce.v1.CommerceService,
    config.COMMERCE_ADDR,
    deadline,
  );
  const source = (
    name: string,
    call: (req: { user_id: number }) => Promise<{ areas: Array<{ name: string; json: string }> }>,
  ): MemberDataSource => ({
    name,
    exportAreas: async (userId) => (await call({ user_id: userId })).areas,
  });
  const exports = new MemberExports(
    options.store,
    options.objects,
    [
      source('user', (req) => user.ExportMemberData(req)),
      source('social', (req) => social.ExportMemberData(req)),
      source('messaging', (req) => messaging.ExportMemberData(req)),
      source('commerce', (req) => commerce.ExportMemberData(req)),
    ],
    {
      announce: async (userId, link, expireTime, idempotencyKey) => {
        await user.AnnounceMemberExport({
          user_id: userId,
          link,
          expire_time: expireTime,
          idempotency_key: idempotencyKey,
        });
      },
    },
    { siteUrl: config.SITE_URL, linkDays: config.EXPORT_LINK_DAYS, maxAttempts: 5 },
  );

  const erasures = followAccountErasures({
    db: options.db,
    schema: options.schema,
    events: async (afterId, limit) =>
      (await outbox.ListAccountEvents({ after_id: afterId, limit })).events.map((e) => ({
        id: e.id,
        type: e.type,
        userId: e.user_id,
      })),
    erase: (userId) => eraseMemberMedia(options.store, options.objects, userId),
    pollMs: config.MEMBER_DATA_POLL_MS,
    logger,
  });

  // The export job: one round at a time; a failed export stays pending until its attempts run out.
  let round: Promise<unknown> | null = null;
  let failing = false;
  const runExports = () => {
    round ??= (async () => {
      await exports.removeExpired();
      return exports.buildPending();
    })()
      .then(
        (built) => {
          failing = false;
          return built;
        },
        (err: Error) => {
          if (!failing) logger.warn({ err: err.message }, 'member export failed; retrying');
          failing = true;
          return 0;
        },
      )
      .finally(() => (round = null));
    return round;
  };
  const timer = setInterval(() => void runExports(), config.MEMBER_DATA_POLL_MS);
  timer.unref();
  const sweep = () =>
    exports.sweep().catch((err: Error) => logger.warn({ err: err.message }, 'export sweep failed; next round retries'));
  const sweeper = setInterval(() => void sweep(), config.EXPORT_SWEEP_MS);
  sweeper.unref();

  return {
    exports,
    runExports,
    catchUpErasures: () => erasures.catchUp(),
    async stop() {
      clearInterval(timer);
      clearInterval(sweeper);
      await round;
      await erasures.stop();
      for (const client of [user, outbox, social, messaging, commerce]) client.close();
    },
  };
}
