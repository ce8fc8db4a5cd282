import os from 'node:os';
import {
  DependencyWatch,
  NOTIFY_STREAM,
  createClient,
  databaseDependency,
  grpcHealthDependency,
  redisDependency,
  createLogger,
  createMetrics,
  createRedis,
  loadContract,
  openMigratedDatabase,
  parseNotifyEvent,
  serveMetrics,
  type Logger,
  type NotifyEvent,
  type Redis,
} from '@kindred/kit';
import type { ProtoGrpcType as SocialProto } from '@kindred/kit/generated/social';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import { migrations, SCHEMA } from '../migrations';
import { notificationMailer, webPushSender } from './channels';
import type { NotifierConfig } from './config';
import { createDeliverer, notificationMetrics, type MemberFacts } from './deliver';
import { createDigestSweep } from './digest';
import { parseQuietHours, type Delivery } from './policy';
import { Digests, NotifiedItems, PushSubscriptions } from './stores';
import { streamMetrics } from './streamMetrics';

const GROUP = 'notifier';
/** An event a notifier took and did not acknowledge (it died) is taken over after this long. */
const CLAIM_IDLE_MS = 30_000;

export interface NotifierOverrides {
  logger?: Logger;
  /** null: no metrics port (tests). */
  metricsPort?: number | null;
}

/**
 * The notifier (docs/notifications.md): reads the services' events from the Redis stream through a
 * consumer group, tells members by Web Push and mail per their settings, and sends the digests.
 */
export async function startNotifier(config: NotifierConfig, overrides: NotifierOverrides = {}) {
  const logger = overrides.logger ?? createLogger('notifier', config.LOG_LEVEL);
  const metrics = createMetrics('notifier');
  const sequelize = await openMigratedDatabase({
    url: config.DATABASE_URL,
    schema: SCHEMA,
    logger,
    migrations,
    migrateOnly: false,
  });
  if (!sequelize) throw new Error('the notifier does not run migrations alone');
  const redis = createRedis(config, logger, 'redis', config.REDIS_KEY_PREFIX);
  // A blocking read holds its connection: the stream gets one of its own.
  const reader = createRedis(config, logger, 'redis-stream', config.REDIS_KEY_PREFIX);
  const user = createClient(loadContract<UserProto>('user').kindred.user.v1.UserService, config.USER_ADDR);
  const social = config.SOCIAL_ADDR
    ? createClient(loadContract<SocialProto>('social').kindred.social.v1.SocialService, config.SOCIAL_ADDR)
    : undefined;

  const facts: MemberFacts = {
    async member(id) {
      try {
        const m = await user.GetMember({ viewer_id: id, id });
        return { username: m.username, email: m.email, lastActive: m.last_login_time * 1000 };
      } catch (err) {
        if ((err as { code?: number }).code === 5) return null; // NOT_FOUND: closed or unknown
        throw err;
      }
    },
    async settings(id) {
      const s = await user.GetMemberSettings({ user_id: id });
      return {
        general: s.general,
        topics: { ...(s.topics ?? {}) } as Record<string, boolean>,
        delivery: s.delivery as Delivery,
      };
    },
    blocked: async (a, b) => (social ? (await social.CheckBlocked({ a, b })).blocked : false),
    openSessions: async (id, tokenHashes) =>
      (await user.OpenSessions({ user_id: id, token_hashes: tokenHashes })).token_hashes,
  };
  const counter = notificationMetrics(metrics.registry);
  // A scrape must not wait behind the stream reader's blocking read: the backlog is read on `redis`.
  const stream = streamMetrics(metrics.registry, redis, GROUP, logger);
  const mail = notificationMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    publicUrl: config.SITE_URL,
    unsubscribeSecret: config.NOTIFY_UNSUBSCRIBE_SECRET,
  });
  const subscriptions = new PushSubscriptions(sequelize, SCHEMA);
  const digests = new Digests(sequelize, SCHEMA);
  const push =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? webPushSender(
          { subject: config.VAPID_SUBJECT, publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY },
          logger,
        )
      : async () => 'failed' as const;
  const deliver = createDeliverer(
    {
      redis,
      facts,
      subscriptions,
      items: new NotifiedItems(sequelize, SCHEMA),
      digests,
      push,
      allowedHosts: config.PUSH_ALLOWED_HOSTS,
      mail,
      logger,
      quietHours: config.NOTIFY_QUIET_HOURS ? parseQuietHours(config.NOTIFY_QUIET_HOURS) : null,
      perThreadMs: config.NOTIFY_PUSH_PER_THREAD_SECONDS * 1000,
      digestEveryMs: Math.max(1, config.NOTIFY_DIGEST_EVERY_HOURS * 3_600_000),
    },
    counter,
  );
  const sweep = createDigestSweep(
    {
      redis,
      facts,
      digests,
      mail,
      logger,
      absenceMs: config.NOTIFY_ABSENCE_HOURS * 3600_000,
      everyMs: config.NOTIFY_DIGEST_EVERY_HOURS * 3600_000,
    },
    counter,
  );

  const consumer = `${os.hostname()}-${process.pid}`;
  await reader
    .xgroup('CREATE', NOTIFY_STREAM, GROUP, '$', 'MKSTREAM')
    .catch((err: Error) => void (err.message.includes('BUSYGROUP') || logger.warn({ err: err.message }, 'group')));

  let running = true;
  const handle = async (entries: Array<[string, string[]]>) => {
    for (const [id, fields] of entries) {
      const event: NotifyEvent | null = fields[0] === 'e' ? parseNotifyEvent(fields[1] ?? '') : null;
      try {
        if (event) await deliver(event);
        await reader.xack(NOTIFY_STREAM, GROUP, id);
        stream.events.inc({ outcome: 'handled' });
      } catch (err) {
        stream.events.inc({ outcome: 'failed' });
        // Left unacknowledged: taken over again after CLAIM_IDLE_MS (a dependency may be back by then).
        logger.warn({ err: (err as Error).message, topic: event?.topic }, 'notification not handled');
      }
    }
  };
  const consume = async () => {
    while (running) {
      try {
        const [, claimed] = (await reader.xautoclaim(
          NOTIFY_STREAM,
          GROUP,
          consumer,
          CLAIM_IDLE_MS,
          '0',
          'COUNT',
          50,
        )) as [string, Array<[string, string[]]>];
        if (claimed.length) await handle(claimed);
        const read = (await reader.xreadgroup(
          'GROUP',
          GROUP,
          consumer,
          'COUNT',
          50,
          'BLOCK',
          1000,
          'STREAMS',
          NOTIFY_STREAM,
          '>',
        )) as Array<[string, Array<[string, string[]]>]> | null;
        if (read?.[0]) await handle(read[0][1]);
      } catch (err) {
        if (!running) break;
        logger.warn({ err: (err as Error).message }, 'notification stream unavailable');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  const consuming = consume();
  const sweeper = setInterval(() => {
    sweep().catch((err: Error) => logger.warn({ err: err.message }, 'digest sweep failed'));
  }, config.NOTIFY_SWEEP_SECONDS * 1000);
  const userHealth = grpcHealthDependency('user', config.USER_ADDR);
  const dependencies = new DependencyWatch([databaseDependency(sequelize), redisDependency(redis), userHealth], {
    logger,
    intervalMs: 2_000,
  });
  await dependencies.start();
  const metricsServer =
    overrides.metricsPort === null
      ? undefined
      : await serveMetrics(metrics.registry, overrides.metricsPort ?? config.NOTIFIER_METRICS_PORT, dependencies);

  return {
    /** Sends the digests that are due now (tests; the timer does it every NOTIFY_SWEEP_SECONDS). */
    sweep,
    async stop() {
      running = false;
      clearInterval(sweeper);
      reader.disconnect();
      await consuming;
      metricsServer?.close();
      dependencies.stop();
      userHealth.close();
      user.close();
      social?.close();
      redis.disconnect();
      await sequelize.close();
    },
  };
}

export type Notifier = Awaited<ReturnType<typeof startNotifier>>;
export type { Redis };
