import { randomBytes } from 'node:crypto';
import { createClient, createLogger, createRedis, loadContract, redeemSocketTicket, type Logger } from '@kindred/kit';
import { staffReads } from './staffReads';
import type { ProtoGrpcType as MessagingProto } from '@kindred/kit/generated/messaging';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import { listenForAccountClosures } from './accountClosures';
import { listenForRightsChanges } from './rightsChanges';
import type { ChatConfig } from './config';
import { drainSockets } from './drain';
import { occupancy } from './telemetry/chatMetrics';
import { createChatTelemetry } from './telemetry/chatTelemetry';
import { SocketsBySession, watchRevokedSessions } from './revocations';
import { watchChatDependencies } from './readiness';
import { ChatPages, watchChatChanges } from './chatPages';
import { MemberCards } from './memberCards';
import { listenChatApp } from './node/app';
import { createFanOut } from './node/fanOut';
import { createFrameHandlers } from './node/frameHandlers';
import { createMemberLookup } from './node/memberLookup';
import { refuse, type Members, type Socket } from './node/members';
import { createMemberChannels } from './node/memberChannels';
import { createMembership } from './node/membership';
import { createRightsRefresh } from './node/rightsRefresh';
import { createSocketOutput } from './node/socketOutput';

export interface ChatNodeOverrides {
  logger?: Logger;
  /** Listening port; tests pass 0 for a free one. */
  port?: number;
}

/**
 * A uWebSockets.js chat node at /socket (docs/architecture.md section 4): authenticates once per socket,
 * stores every send through messaging's StoreMessages stream before anything is delivered, fans out
 * through Redis channels chat:u:<uid> so that any number of nodes can serve, keeps presence. This
 * function only wires the parts in `node/` (services/chat/README.md, "Layout").
 */
export async function startChatNode(config: ChatConfig, overrides: ChatNodeOverrides = {}) {
  const logger = overrides.logger ?? createLogger('chat', config.LOG_LEVEL);
  const nodeId = randomBytes(4).toString('hex');
  // Presence keys and sharded member channels carry the deployment's key prefix from ioredis; plain
  // channels get it by hand (ioredis prefixes keys only, and takes shard channels for keys).
  const commands = createRedis(config, logger, 'chat-commands', config.REDIS_KEY_PREFIX, { autoPipelining: true });
  const subscriber = createRedis(config, logger, 'chat-subscriber', config.REDIS_KEY_PREFIX, {
    shardedSubscriber: true,
  });

  const clientOptions = { deadlineMs: config.GRPC_DEADLINE_MS };
  const user = createClient(
    loadContract<UserProto>('user').kindred.user.v1.UserService,
    config.USER_ADDR,
    clientOptions,
  );
  const messaging = createClient(
    loadContract<MessagingProto>('messaging').kindred.messaging.v1.MessagingService,
    config.MESSAGING_ADDR,
    clientOptions,
  );
  const userStaff = createClient(
    loadContract<UserProto>('user').kindred.user.v1.UserStaffService,
    config.USER_ADDR,
    clientOptions,
  );
  const staffRead = staffReads(commands, (staffId, read) =>
    userStaff.RecordStaffAction({
      staff_id: staffId,
      action: read.action,
      target_type: read.targetType,
      target_id: String(read.targetId),
      before_json: 'null',
      after_json: 'null',
    }),
  );
  const authenticate = (token: string) => user.Authenticate({ token });
  const redeemTicket = (ticket: string) => redeemSocketTicket(commands, ticket);
  const members: Members = new Map();
  const telemetry = createChatTelemetry(() => occupancy(members));
  const output = createSocketOutput(telemetry.frameOut);
  const channels = createMemberChannels({
    commands,
    subscriber,
    keyPrefix: config.REDIS_KEY_PREFIX,
    nodeId,
    // The message is stored: if a publish fails, the member gets it from history and unread counts.
    delivered: () =>
      telemetry.published((err) => {
        if (err) logger.debug({ err: err.message }, 'publish failed');
      }),
    logger,
  });
  const membership = createMembership({
    commands,
    channels,
    members,
    heartbeatSeconds: config.CHAT_PRESENCE_HEARTBEAT_SECONDS,
  });
  // A revoked session's sockets close at once on every node; a frame after that is refused.
  const bySession = new SocketsBySession<Socket>();
  await watchRevokedSessions(subscriber, config.REDIS_KEY_PREFIX, (tokenHashes) => {
    for (const ws of bySession.revoke(tokenHashes)) {
      const state = ws.getUserData();
      if (!state.open) continue;
      membership.leave(state, ws);
      refuse(ws, state, 4401);
    }
  }).catch((err: Error) => logger.warn({ err: err.message }, 'revocation channel unavailable'));
  const memberCards = new MemberCards(async (ids) => {
    const [{ members }, privacy] = await Promise.all([
      user.GetMembers({ ids, with_erased: true }),
      user.GetPrivacy({ ids }),
    ]);
    const hidden = new Set(privacy.members.filter((p) => p.hide_online).map((p) => Number(p.id)));
    return members.map((m) => ({
      id: Number(m.id),
      username: m.username,
      avatar: m.avatar,
      vip: m.vip,
      verified: m.verified,
      hidesOnline: hidden.has(Number(m.id)),
    }));
  }, config.MEMBER_CARD_TTL_MS);

  const chatPages = new ChatPages({
    ttlMs: config.CHAT_PAGES_MS,
    maxPages: config.CHAT_PAGES_MAX,
  });
  const chatChanges = watchChatChanges(chatPages, {
    redis: config,
    keyPrefix: config.REDIS_KEY_PREFIX,
    logger,
  });
  // Pages are kept once the subscription is up; a node whose Redis is away starts without them.
  await Promise.race([chatChanges.ready, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);

  const fanOut = createFanOut({
    channels,
    nodeId,
    members,
    output,
    telemetry,
    logger,
    onArrival: (uid) => chatPages.forget([uid]),
  });
  const frames = createFrameHandlers({
    config,
    staffRead,
    messaging,
    commands,
    members,
    memberCards,
    chatPages,
    memberExists: createMemberLookup(async (ids) => {
      const list = await user.GetMembers({ ids, reachable: true });
      return new Set(list.members.map((m) => Number(m.id)));
    }),
    output,
    fanOut,
    nodeId,
    telemetry,
    logger,
  });
  const rights = createRightsRefresh({
    authenticate,
    members,
    refreshSeconds: config.CHAT_RIGHTS_REFRESH_SECONDS,
    logger,
  });

  const closures = listenForAccountClosures({
    subscriber,
    keyPrefix: config.REDIS_KEY_PREFIX,
    logger,
    onClosed: (uid) => {
      for (const ws of [...(members.get(uid)?.sockets ?? [])]) ws.end(4403, 'not_allowed');
    },
  });
  await closures.ready;

  const readiness = watchChatDependencies(config, commands, logger);
  const app = await listenChatApp({
    config,
    port: overrides.port ?? config.CHAT_PORT,
    telemetry,
    notReady: () => {
      const redisReady = commands.status === 'ready' && subscriber.status === 'ready';
      const down = readiness.watch.down();
      if (redisReady && down.length === 0) return null;
      return { status: redisReady ? 'not_ready' : 'redis_unavailable', down };
    },
    authenticate,
    redeemTicket,
    bySession,
    membership,
    onFrame: frames.onFrame,
    send: output.send,
    logger,
  });
  const port = app.port;
  logger.info({ port, nodeId }, 'chat node listening');

  const rightsChanges = listenForRightsChanges({
    redis: config,
    keyPrefix: config.REDIS_KEY_PREFIX,
    logger,
    onChanged: rights.refreshAll,
  });
  await rightsChanges.ready;

  return {
    port,
    nodeId,
    /** Members and sockets connected here (for metrics and tests). */
    stats: () => occupancy(members),
    async stop() {
      app.close();
      await drainSockets(() => [...members.values()].flatMap((m) => [...m.sockets]), config.CHAT_DRAIN_MS);
      rights.stop();
      await membership.close();
      frames.close();
      readiness.close();
      user.close();
      userStaff.close();
      messaging.close();
      subscriber.disconnect();
      rightsChanges.close();
      chatChanges.close();
      commands.disconnect();
    },
  };
}
