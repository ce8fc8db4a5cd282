import {
  createClient,
  createRedis,
  loadContract,
  announceWithin,
  publishChangedFollows,
  publishChangedNewsfeeds,
  startService,
  toMemberDataAreas,
  type RunningService,
  type ServiceOverrides,
  type FollowPair,
  type ServiceParts,
} from '@kindred/kit';
import type { ProtoGrpcType as SocialProto } from '@kindred/kit/generated/social';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import type { SocialConfig } from './config';
import { AccountEventFeed } from './domain/accountEvents';
import { Social } from './domain/social';
import { socialHandlers } from './handlers/socialHandlers';
import { staffHandlers } from './handlers/staffHandlers';
import { ReportDesk } from './store/reportDesk';
import { exportMember } from './store/memberData';
import { migrations } from './migrations';
import { seedDemoPosts } from './seed/demo';
import { DatabaseSocialStore } from './store/databaseSocialStore';
import { UserAccountEvents, UserMemberDirectory } from './store/userDirectory';

export const SCHEMA = 'social_svc';

/** A member's id by username through user, or null when there is none. */
function memberIdIn(user: { FindMemberByUsername(req: { username: string }): Promise<{ id: number }> }) {
  return (username: string) =>
    user.FindMemberByUsername({ username }).then(
      (m) => m.id,
      () => null,
    );
}

export interface SocialServiceExtras {
  /** Applies pending account events now (the poller does it every SOCIAL_EVENTS_POLL_MS). */
  catchUpEvents(): Promise<number>;
}

export type RunningSocialService = RunningService<SocialServiceExtras>;

/** Starts the social service (kit `startService`): user client, domain, gRPC, the account event poller. */
export function startSocialService(
  config: SocialConfig,
  overrides: ServiceOverrides = {},
): Promise<RunningSocialService> {
  return startService<SocialServiceExtras>(
    {
      name: 'social',
      config,
      database: { schema: SCHEMA, migrations },
      grpc: { port: config.SOCIAL_GRPC_PORT },
      metricsPort: config.SOCIAL_METRICS_PORT,
      drainMs: 5_000,
      build: (parts) => buildSocialService(config, parts),
    },
    overrides,
  );
}

async function buildSocialService(config: SocialConfig, { db, reads, logger }: ServiceParts) {
  const userCtor = loadContract<UserProto>('user').kindred.user.v1.UserService;
  const user = createClient(userCtor, config.USER_ADDR, { deadlineMs: 5_000 });
  const store = new DatabaseSocialStore(db, SCHEMA, reads);
  // Redis carries the edges' announcements only (newsfeed counts, follows): social works on without it;
  // a lost announcement is bounded by the edges' SESSION_FIGURES_MS / MEMBER_FIGURES_MS.
  const redis = createRedis(config, logger, 'redis', config.REDIS_KEY_PREFIX);
  const followsChanged = (pairs: FollowPair[]) =>
    publishChangedFollows(redis, config.REDIS_KEY_PREFIX, pairs).catch((err: Error) =>
      logger.warn({ err: err.message }, 'follow change not announced'),
    );
  const social = new Social(store, new UserMemberDirectory(user), Date.now, followsChanged);
  social.newsfeedsChanged = (authorIds) =>
    announceWithin(
      publishChangedNewsfeeds(redis, config.REDIS_KEY_PREFIX, authorIds).catch((err: Error) =>
        logger.warn({ err: err.message }, 'newsfeed count change not announced'),
      ),
    );
  const accountEvents = new UserAccountEvents(user);
  const feed = new AccountEventFeed(
    store,
    accountEvents,
    undefined,
    (authorIds) => void social.authorsChanged(authorIds),
    (pairs) => void followsChanged(pairs),
  );
  if (config.DEMO_SEED) await seedDemoPosts(store, memberIdIn(user), logger);

  // The outbox poller: one pass at a time; a user outage is logged once and retried.
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<number> | null = null;
  let failing = false;
  const catchUp = (): Promise<number> => {
    pass ??= feed.catchUp().finally(() => (pass = null));
    return pass;
  };
  const poll = async () => {
    try {
      await catchUp();
      if (failing) logger.info('account events readable again');
      failing = false;
    } catch (err) {
      if (!failing) logger.warn({ err: (err as Error).message }, 'account events unreadable; retrying');
      failing = true;
    }
    if (!stopped) timer = setTimeout(() => void poll(), config.SOCIAL_EVENTS_POLL_MS);
  };
  timer = setTimeout(() => void poll(), 0);

  const contract = loadContract<SocialProto>('social').kindred.social.v1;
  return {
    services: [
      {
        definition: contract.SocialService.service,
        handlers: {
          ...socialHandlers(social),
          ExportMemberData: async (req: { user_id: number }) =>
            toMemberDataAreas(await exportMember(db, SCHEMA, req.user_id, (ids) => accountEvents.listed(ids))),
        },
      },
      { definition: contract.SocialStaffService.service, handlers: staffHandlers(new ReportDesk(db, SCHEMA)) },
    ],
    beforeDrain() {
      stopped = true;
      clearTimeout(timer);
    },
    async release() {
      await pass?.catch(() => undefined);
      user.close();
      redis.disconnect();
    },
    extra: { catchUpEvents: catchUp },
  };
}
