import {
  databaseDependency,
  openMigratedDatabase,
  createLogger,
  createMetrics,
  createRedis,
  loadContract,
  serveMetrics,
  startGrpcServer,
  type Logger,
} from '@kindred/kit';
import type { ProtoGrpcType } from '@kindred/kit/generated/user';
import { staffPasswordFile } from './staffPasswords';
import { argon2Hasher, redisPresence, redisSessionCache, smtpMailer } from './adapters';
import type { UserConfig } from './config';
import { Accounts } from './domain/accounts';
import { Members } from './domain/members';
import { Notices } from './domain/notices';
import { MemberSettingsBook } from './domain/memberSettings';
import { DatabaseSettingsStore } from './store/databaseSettingsStore';
import { DatabaseSessionStore } from './store/databaseSessionStore';
import { MemberSessions } from './domain/memberSessions';
import { userHandlers } from './handlers/userHandlers';
import { accountMetrics } from './accountMetrics';
import { staffHandlers } from './handlers/staffHandlers';
import { StaffConsole } from './domain/staff';
import { StaffAccounts } from './domain/staffAccounts';
import { DatabaseStaffStore } from './store/databaseStaffStore';
import { redisAccountClosures } from './accountClosures';
import { otplibCodes } from './totp';
import { redisRightsChanges } from './rightsChanges';
import { migrations } from './migrations';
import { seedDemo } from './seed/demo';
import { DatabaseUserStore } from './store/databaseUserStore';
import { MemberData } from './domain/memberData';
import { memberDataHandlers } from './handlers/memberDataHandlers';
import { DatabaseMemberDataStore } from './store/databaseMemberDataStore';
import { everyInterval } from './erasureTimer';

export interface RunningService {
  port: number;
  stop(): Promise<void>;
  /** Suspends an account and revokes its sessions (until staff actions reach it over gRPC; tests). */
  suspend?(userId: number): Promise<void>;
  /** Erases the members whose deletion grace period has ended, now (the timer does it every poll). */
  eraseDue?(): Promise<number>;
}

/** Wires the user service: database, migrations, Redis, domain, gRPC. */
export async function startUserService(
  config: UserConfig,
  overrides: { logger?: Logger; metricsPort?: number | null; now?: () => number } = {},
): Promise<RunningService> {
  const logger = overrides.logger ?? createLogger('user', config.LOG_LEVEL);
  const db = await openMigratedDatabase({
    url: config.DATABASE_URL,
    schema: config.DB_SCHEMA,
    logger,
    migrations: migrations({
      adminPassword: config.ADMIN_PASSWORD,
      servicePassword: config.SERVICE_PASSWORD,
      onGeneratedPassword: staffPasswordFile(config.STAFF_PASSWORDS_FILE, logger),
    }),
    migrateOnly: config.MIGRATE_ONLY,
  });
  if (!db) return { port: 0, stop: async () => undefined };
  const redis = createRedis(config.REDIS_URL, logger, 'redis', config.REDIS_KEY_PREFIX);
  const store = new DatabaseUserStore(db, config.DB_SCHEMA);
  const sessionCache = redisSessionCache(redis, logger, config.REDIS_KEY_PREFIX);
  const settingsStore = new DatabaseSettingsStore(db, config.DB_SCHEMA);
  const accounts = new Accounts(
    store,
    argon2Hasher,
    smtpMailer(config.SMTP_URL, config.MAIL_FROM, logger),
    sessionCache,
    redisPresence(redis, logger),
    {
      registrationReview: config.REGISTRATION_REVIEW,
      sessionTtlDays: config.SESSION_TTL_DAYS,
      shortSessionTtlHours: config.SESSION_SHORT_TTL_HOURS,
      resetTtlMinutes: config.RESET_TTL_MINUTES,
      pageSize: config.MEMBER_PAGE_SIZE,
      staffSessionTtlHours: config.STAFF_SESSION_TTL_HOURS,
      staff2fa: config.STAFF_2FA,
      totp: otplibCodes,
      now: overrides.now,
    },
  );
  const rightsChanges = redisRightsChanges({
    redis,
    redisUrl: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    logger,
    onChanged: () => accounts.forgetAuthorities(),
  });
  const closures = redisAccountClosures(redis, config.REDIS_KEY_PREFIX, logger);
  const staffConsole = new StaffConsole(accounts, store, new DatabaseStaffStore(db, config.DB_SCHEMA), closures, {
    staff2fa: config.STAFF_2FA,
    totp: otplibCodes,
    announceRightsChange: rightsChanges.announce,
  });
  const memberData = new MemberData(
    new DatabaseMemberDataStore(db, config.DB_SCHEMA),
    store,
    argon2Hasher,
    smtpMailer(config.SMTP_URL, config.MAIL_FROM, logger),
    redisSessionCache(redis, logger, config.REDIS_KEY_PREFIX),
    closures,
    { graceDays: config.ACCOUNT_DELETION_GRACE_DAYS, now: overrides.now },
  );
  const staffAccounts = new StaffAccounts(accounts, store, new DatabaseStaffStore(db, config.DB_SCHEMA), argon2Hasher);
  if (config.DEMO_SEED) await seedDemo(store, argon2Hasher, logger);

  const metrics = createMetrics('user');
  const proto = loadContract<ProtoGrpcType>('user');
  const grpc = await startGrpcServer({
    name: 'user',
    port: config.USER_GRPC_PORT,
    logger,
    metrics,
    dependencies: [databaseDependency(db)],
    services: [
      {
        definition: proto.kindred.user.v1.UserService.service,
        handlers: userHandlers(
          accounts,
          new Members(store, accounts, config.MEMBER_PAGE_SIZE, (ids) => settingsStore.privacyOf(ids)),
          new Notices(store),
          new MemberSettingsBook(settingsStore),
          new MemberSessions(new DatabaseSessionStore(db, config.DB_SCHEMA), sessionCache),
          accountMetrics(metrics.registry),
        ),
      },
      { definition: proto.kindred.user.v1.MemberDataService.service, handlers: memberDataHandlers(memberData) },
      {
        definition: proto.kindred.user.v1.UserStaffService.service,
        handlers: staffHandlers(accounts, staffConsole, staffAccounts),
      },
    ],
  });
  const metricsPort = overrides.metricsPort === undefined ? config.USER_METRICS_PORT : overrides.metricsPort;
  const metricsServer = metricsPort === null ? null : await serveMetrics(metrics.registry, metricsPort);

  const erasures = everyInterval(config.ACCOUNT_DELETION_POLL_MS, () => memberData.eraseDue(), logger);

  return {
    port: grpc.port,
    suspend: (userId) => accounts.suspend(userId),
    eraseDue: () => erasures.runNow(),
    async stop() {
      await erasures.stop();
      await grpc.shutdown();
      metricsServer?.close();
      rightsChanges.close();
      redis.disconnect();
      await db.close();
    },
  };
}
