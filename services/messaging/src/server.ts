import {
  announceWithin,
  createClient,
  createRedis,
  publishChangedContacts,
  followAccountErasures,
  loadContract,
  notifyPublisher,
  publishChangedMailboxes,
  readRevokedSessions,
  sessionRevokedChannel,
  startService,
  toMemberDataAreas,
  wordingPromptMetrics,
  type RunningService,
  type ServiceOverrides,
  type ServiceParts,
} from '@kindred/kit';
import type { ProtoGrpcType as MessagingProto } from '@kindred/kit/generated/messaging';
import type { ProtoGrpcType as CommerceProto } from '@kindred/kit/generated/commerce';
import type { ProtoGrpcType as SocialProto } from '@kindred/kit/generated/social';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import type { MemberPrivacy__Output } from '@kindred/kit/generated/kindred/user/v1/MemberPrivacy';
import type { SubjectFacts } from '@kindred/rules';
import { chatPartnersOf, eraseMember, exportMember } from './store/memberData';
import { ServiceReplies } from './store/serviceReplies';
import { pushHandlers } from './handlers/pushHandlers';
import { PushSubscriptions } from './notifier/stores';
import { staffHandlers } from './handlers/staffHandlers';
import type { MessagingConfig } from './config';
import { BlockCache } from './domain/blocks';
import { ChatStartCache, type ChatFrom } from './domain/chatStarts';
import { Reach } from './domain/reach';
import { watchPolicyChanges } from './policyChanges';
import { Conversations } from './domain/conversations';
import { Mailbox } from './domain/mailbox';
import type { TranslationPorts } from './domain/translator';
import { messagingHandlers, type StoreStreams } from './handlers/messaging';
import { migrations, SCHEMA } from './migrations';
import { DatabaseChatStore } from './store/chatStore';
import { conversationUnderWay, DatabaseMailStore } from './store/mailStore';
import { libreTranslate } from './translation/libreTranslate';
import { SenderStandings } from './domain/firstMessageAllowance';
import { RiskCases, type FirstMessageGuard } from './domain/riskCases';
import { DatabaseRiskStore } from './store/riskStore';
import { complaintHandlers } from './handlers/riskHandlers';
import { riskMetrics } from './riskMetrics';
import { convertChinese } from './translation/opencc';

/** The visibility policy's facts of a member as the user service answers them (GetPrivacy). */
function subjectFacts(m: MemberPrivacy__Output): SubjectFacts {
  return {
    status: m.status,
    erased: m.erased,
    deletionPending: m.deletion_pending,
    hideFromLists: false,
    hideOnline: m.hide_online,
    hideFromVisitors: false,
    chatFrom: m.chat_from as ChatFrom,
    verified: m.verified,
  };
}

/** Starts the messaging service (kit `startService`): commerce and social clients, domain, gRPC. */
export function startMessagingService(
  config: MessagingConfig,
  overrides: ServiceOverrides = {},
): Promise<RunningService> {
  return startService(
    {
      name: 'messaging',
      config,
      database: { schema: SCHEMA, migrations },
      grpc: { host: config.MESSAGING_HOST, port: config.MESSAGING_GRPC_PORT },
      metricsPort: config.MESSAGING_METRICS_PORT,
      drainMs: 5_000,
      build: (parts) => buildMessagingService(config, parts),
    },
    overrides,
  );
}

async function buildMessagingService(config: MessagingConfig, { db: sequelize, reads, logger, metrics }: ServiceParts) {
  const wordingPrompts = wordingPromptMetrics(metrics.registry);
  const commerce = config.COMMERCE_ADDR
    ? createClient(loadContract<CommerceProto>('commerce').kindred.commerce.v1.CommerceService, config.COMMERCE_ADDR)
    : undefined;
  const translation: TranslationPorts = {
    local: convertChinese,
    provider: config.TRANSLATE_URL
      ? libreTranslate(config.TRANSLATE_URL, {
          apiKey: config.TRANSLATE_API_KEY,
          timeoutMs: config.TRANSLATE_TIMEOUT_MS,
        })
      : undefined,
    billing: commerce
      ? {
          async balance(userId) {
            return (await commerce.GetBalance({ user_id: userId })).amount;
          },
          async debit(userId, amount, idempotencyKey) {
            await commerce.Debit({
              user_id: userId,
              amount,
              reason: 'translation',
              ref_type: 'translation',
              ref_id: idempotencyKey,
              idempotency_key: idempotencyKey,
            });
          },
        }
      : undefined,
  };

  const social = config.SOCIAL_ADDR
    ? createClient(loadContract<SocialProto>('social').kindred.social.v1.SocialService, config.SOCIAL_ADDR, {
        deadlineMs: 2_000,
      })
    : undefined;
  const blocks = social
    ? new BlockCache(
        async (a, b) => (await social.CheckBlocked({ a, b })).blocked,
        { ttlMs: config.BLOCK_CACHE_SECONDS * 1000, logger },
        async (userId) => (await social.ListBlocks({ user_id: userId, either_way: true })).ids,
      )
    : undefined;
  const user = config.USER_ADDR
    ? createClient(loadContract<UserProto>('user').kindred.user.v1.UserService, config.USER_ADDR, { deadlineMs: 2_000 })
    : undefined;
  const chatStarts = user
    ? new ChatStartCache(
        {
          async facts(ids) {
            const { members } = await user.GetPrivacy({ ids });
            return new Map(members.filter((m) => m.found).map((m) => [Number(m.id), subjectFacts(m)]));
          },
          follows: async (follower, followed) =>
            social
              ? (await social.GetFollowStats({ viewer_id: follower, ids: [followed] })).stats[0]?.is_like === 1
              : false,
        },
        { ttlMs: config.BLOCK_CACHE_SECONDS * 1000, logger },
      )
    : undefined;
  // Redis carries the notifier's events and the announcements (contacts for the chat nodes' kept pages,
  // mailboxes for the edges'): messaging works on without it (docs/notifications.md). An announcement is
  // awaited at most 250 ms, and not while Redis is away (a send would wait on each batch); the kept
  // pages then last at most CHAT_PAGES_MS on the chat nodes and their expiry on the edges.
  const redis = createRedis(config, logger, 'redis', config.REDIS_KEY_PREFIX);
  const announced = (publishing: Promise<unknown>, what: string) => {
    const done = publishing.catch((err: Error) => logger.warn({ err: err.message }, `${what} not announced`));
    return redis.status === 'ready' ? announceWithin(done.then(() => undefined)) : Promise.resolve();
  };
  const contactsChanged = (userIds: number[]) =>
    announced(publishChangedContacts(redis, config.REDIS_KEY_PREFIX, userIds), 'contacts change');
  const mailboxChanged = (userIds: number[]) =>
    announced(publishChangedMailboxes(redis, config.REDIS_KEY_PREFIX, userIds), 'mailbox change');
  const reach = new Reach({
    blocks,
    chatStarts,
    conversationUnderWay: (a, b) => conversationUnderWay(sequelize, SCHEMA, a, b),
  });
  const policyChanges = watchPolicyChanges({
    redis: config,
    keyPrefix: config.REDIS_KEY_PREFIX,
    logger,
    blocks,
    members: chatStarts,
  });
  // Scam and spam signals (docs/safety.md): each sender's standing is kept a short time, so that an
  // old account in good standing sends without a lookup; the risk cases are recomputed off the replies.
  const riskStore = new DatabaseRiskStore(sequelize, SCHEMA);
  const standings = new SenderStandings(
    {
      registeredAt: async (ids) => {
        const found = new Map<number, number>();
        // GetPrivacy answers 500 ids a call.
        for (let i = 0; user && i < ids.length; i += 500) {
          const { members } = await user.GetPrivacy({ ids: ids.slice(i, i + 500) });
          for (const m of members) if (m.found) found.set(Number(m.id), Number(m.registered_at) * 1000);
        }
        return found;
      },
      cases: (ids) => riskStore.casesOf(ids),
    },
    { ttlMs: config.FIRST_MESSAGE_STANDING_SECONDS * 1000, logger },
  );
  const riskCases = new RiskCases(riskStore, { standings, metrics: riskMetrics(metrics.registry, riskStore), logger });
  const forgetRiskEvents = setInterval(
    () =>
      void riskCases.forgetOldEvents().catch((err: Error) => logger.warn({ err: err.message }, 'old risk events kept')),
    3_600_000,
  );
  forgetRiskEvents.unref();
  // One allowance for starting contact, by chat or by mail.
  const firstMessages: FirstMessageGuard = {
    allowances: (ids, now) =>
      config.FIRST_MESSAGE_ALLOWANCE ? standings.allowances(ids, now) : Promise.resolve(new Map()),
    noteFirstMessages: (attempts) => riskCases.noteFirstMessages(attempts),
  };
  const conversations = new Conversations(new DatabaseChatStore(sequelize, SCHEMA, reads), {
    dailyAllowance: config.FREE_CHAT_DAILY,
    blocks,
    chatStarts,
    contactsChanged,
    wordingPrompts,
    firstMessages,
  });
  const mailbox = new Mailbox(
    new DatabaseMailStore(sequelize, SCHEMA, reads),
    Date.now,
    reach,
    mailboxChanged,
    wordingPrompts,
    firstMessages,
  );
  const serviceReplies = new ServiceReplies(sequelize, SCHEMA);
  const pushSubscriptions = new PushSubscriptions(sequelize, SCHEMA);
  // An ended session's push subscriptions go at once; one missed announcement is caught by the
  // notifier, which pushes only to sessions the user service still knows open.
  const revocations = createRedis(config, logger, 'redis-revocations', config.REDIS_KEY_PREFIX);
  const revokedChannel = sessionRevokedChannel(config.REDIS_KEY_PREFIX);
  revocations.on('message', (channel: string, payload: string) => {
    if (channel !== revokedChannel) return;
    pushSubscriptions
      .removeSessions(readRevokedSessions(payload))
      .catch((err: Error) => logger.warn({ err: err.message }, 'ended sessions keep their push subscriptions'));
  });
  const follow = () =>
    revocations
      .subscribe(revokedChannel)
      .then(() => undefined)
      .catch((err: Error) => logger.warn({ err: err.message }, 'session revocations not followed'));
  // Redis away at start: the subscription is made when it comes back (and again after a reconnect).
  revocations.on('ready', () => void follow());
  await follow();
  const erasures = user
    ? followAccountErasures({
        db: sequelize,
        schema: SCHEMA,
        events: async (afterId, limit) =>
          (await user.ListAccountEvents({ after_id: afterId, limit })).events.map((e) => ({
            id: e.id,
            type: e.type,
            userId: e.user_id,
          })),
        erase: async (userId) => {
          const partners = await chatPartnersOf(sequelize, SCHEMA, userId);
          const mailboxes = await eraseMember(sequelize, SCHEMA, userId);
          await Promise.all([contactsChanged([userId, ...partners]), mailboxChanged(mailboxes)]);
        },
        pollMs: config.ERASURE_POLL_MS,
        logger,
      })
    : undefined;
  const contract = loadContract<MessagingProto>('messaging');
  const streams: StoreStreams = new Set();
  return {
    services: [
      {
        definition: contract.kindred.messaging.v1.MessagingService.service,
        handlers: {
          ...messagingHandlers({
            mailbox,
            reach,
            conversations,
            translation,
            logger,
            batchMax: config.STORE_BATCH_MAX,
            streams,
            recordServiceReplies: (replies) => serviceReplies.record(replies),
            notify: notifyPublisher(redis, logger),
            riskSignals: riskCases,
          }),
          ...complaintHandlers(riskCases),
          ExportMemberData: async (req: { user_id: number }) =>
            toMemberDataAreas(await exportMember(sequelize, SCHEMA, req.user_id)),
        },
      },
      {
        definition: contract.kindred.messaging.v1.MessagingStaffService.service,
        handlers: staffHandlers(serviceReplies, riskCases),
      },
      {
        definition: contract.kindred.messaging.v1.PushService.service,
        handlers: pushHandlers(pushSubscriptions, config.PUSH_ALLOWED_HOSTS),
      },
    ],
    // The chat nodes' long-lived streams end once their sends in flight are answered; then the server drains.
    beforeDrain() {
      for (const finish of streams) finish();
    },
    async release() {
      clearInterval(forgetRiskEvents);
      await erasures?.stop();
      user?.close();
      commerce?.close();
      social?.close();
      redis.disconnect();
      policyChanges.close();
      revocations.disconnect();
    },
  };
}
