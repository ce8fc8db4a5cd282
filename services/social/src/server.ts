import {
  createClient,
  databaseDependency,
  openMigratedDatabase,
  createLogger,
  createMetrics,
  loadContract,
  serveMetrics,
  startGrpcServer,
  toMemberDataAreas,
  type Logger,
} from '@kindred/kit';
import { exportMember } from './store/memberData';
import type { ProtoGrpcType as SocialProto } from '@kindred/kit/generated/social';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import type { SocialConfig } from './config';
import { AccountEventFeed } from './domain/accountEvents';
import { Social } from './domain/social';
import { socialHandlers } from './handlers/socialHandlers';
import { staffHandlers } from './handlers/staffHandlers';
import { ReportDesk } from './store/reportDesk';
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

export interface SocialServiceOverrides {
  logger?: Logger;
  /** Serve /metrics on SOCIAL_METRICS_PORT (off in tests and when several services share a process). */
  serveMetrics?: boolean;
}

export interface RunningSocialService {
  port: number;
  /** Applies pending account events now (the poller does it every SOCIAL_EVENTS_POLL_MS). */
  catchUpEvents(): Promise<number>;
  stop(): Promise<void>;
}

/** Wires the social service: database, migrations, user client, domain, gRPC, the event poller. */
export async function startSocialService(
  config: SocialConfig,
  overrides: SocialServiceOverrides = {},
): Promise<RunningSocialService> {
  const logger = overrides.logger ?? createLogger('social', config.LOG_LEVEL);
  const metrics = createMetrics('social');
  const db = await openMigratedDatabase({
    url: config.DATABASE_URL,
    schema: SCHEMA,
    logger,
    migrations,
    migrateOnly: config.MIGRATE_ONLY,
  });
  if (!db) return { port: 0, stop: async () => undefined, catchUpEvents: async () => 0 };

  const userCtor = loadContract<UserProto>('user').kindred.user.v1.UserService;
  const user = createClient(userCtor, config.USER_ADDR, { deadlineMs: 5_000 });
  const store = new DatabaseSocialStore(db, SCHEMA);
  const social = new Social(store, new UserMemberDirectory(user));
  const feed = new AccountEventFeed(store, new UserAccountEvents(user));
  if (config.DEMO_SEED) await seedDemoPosts(store, memberIdIn(user), logger);

  const contract = loadContract<SocialProto>('social').kindred.social.v1;
  const definition = contract.SocialService.service;
  const grpc = await startGrpcServer({
    name: 'social',
    port: config.SOCIAL_GRPC_PORT,
    logger,
    metrics,
    dependencies: [databaseDependency(db)],
    services: [
      {
        definition,
        handlers: {
          ...socialHandlers(social),
          ExportMemberData: async (req: { user_id: number }) =>
            toMemberDataAreas(await exportMember(db, SCHEMA, req.user_id)),
        },
      },
      { definition: contract.SocialStaffService.service, handlers: staffHandlers(new ReportDesk(db, SCHEMA)) },
    ],
  });
  const metricsServer =
    overrides.serveMetrics && config.SOCIAL_METRICS_PORT > 0
      ? await serveMetrics(metrics.registry, config.SOCIAL_METRICS_PORT)
      : null;

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

  return {
    port: grpc.port,
    catchUpEvents: catchUp,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await grpc.shutdown(5_000);
      await pass?.catch(() => undefined);
      user.close();
      await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
      await db.close();
    },
  };
}
