import {
  createRedis,
  loadContract,
  notifyPublisher,
  startService,
  type RunningService as RunningKitService,
  type ServiceOverrides,
  type ServiceParts,
} from '@kindred/kit';
import type { ProtoGrpcType } from '@kindred/kit/generated/user';
import { staffPasswordFile } from './staffPasswords';
import { argon2Hasher, redisAttemptCounter, redisPresence, redisSessionCache, smtpMailer } from './adapters';
import type { UserConfig } from './config';
import { Accounts } from './domain/accounts';
import { Members } from './domain/members';
import { Notices } from './domain/notices';
import { MemberSettingsBook } from './domain/memberSettings';
import { DatabaseSettingsStore } from './store/databaseSettingsStore';
import { DatabaseSessionStore } from './store/databaseSessionStore';
import { MemberSessions } from './domain/memberSessions';
import { MemberData } from './domain/memberData';
import { memberDataHandlers } from './handlers/memberDataHandlers';
import { DatabaseMemberDataStore } from './store/databaseMemberDataStore';
import { everyInterval } from './erasureTimer';
import { userHandlers } from './handlers/userHandlers';
import { accountMetrics } from './accountMetrics';
import { staffHandlers } from './handlers/staffHandlers';
import { StaffConsole } from './domain/staff';
import { StaffAccounts } from './domain/staffAccounts';
import { DatabaseStaffStore } from './store/databaseStaffStore';
import { redisAccountClosures } from './accountClosures';
import { singleUseTotpCodes } from './totp';
import { AccountSecurity } from './domain/accountSecurity';
import { DatabaseAccountSecurityStore } from './store/databaseAccountSecurityStore';
import { accountSecurityHandlers } from './handlers/accountSecurityHandlers';
import { redisRightsChanges } from './rightsChanges';
import { migrations } from './migrations';
import { seedDemo } from './seed/demo';
import { DatabaseUserStore } from './store/databaseUserStore';
import { Discovery } from './domain/discovery';
import { DatabaseProfileFactsStore } from './store/databaseProfileFactsStore';
import { discoveryHandlers } from './handlers/discoveryHandlers';
import { SavedSearches } from './domain/savedSearches';
import { DatabaseSavedSearchStore } from './store/databaseSavedSearchStore';
import { savedSearchHandlers } from './handlers/savedSearchHandlers';
import { redisSearchPageAnchors } from './searchPageAnchors';
import { Verification } from './domain/verification';
import { DatabaseVerificationStore } from './store/databaseVerificationStore';
import { verificationHandlers } from './handlers/verificationHandlers';
import { verificationMetrics } from './verificationMetrics';

/** What the user service offers besides port and stop. */
export interface UserServiceExtras {
  /** Suspends an account and revokes its sessions (until staff actions reach it over gRPC; tests). */
  suspend?(userId: number): Promise<void>;
  /** Erases the members whose deletion grace period has ended, now (the timer does it every poll). */
  eraseDue?(): Promise<number>;
  /** Runs the saved-search notice sweep now (its timer does it every SAVED_SEARCH_SWEEP_MS). */
  sweepSavedSearches?(): Promise<number>;
}

export type RunningService = RunningKitService<UserServiceExtras>;

/** Starts the user service (kit `startService`): Redis, accounts and staff domain, gRPC. */
export function startUserService(
  config: UserConfig,
  overrides: ServiceOverrides & { now?: () => number } = {},
): Promise<RunningService> {
  return startService<UserServiceExtras>(
    {
      name: 'user',
      config,
      database: {
        schema: config.DB_SCHEMA,
        migrations: (logger) =>
          migrations({
            adminPassword: config.ADMIN_PASSWORD,
            servicePassword: config.SERVICE_PASSWORD,
            onGeneratedPassword: staffPasswordFile(config.STAFF_PASSWORDS_FILE, logger),
          }),
      },
      grpc: { port: config.USER_GRPC_PORT },
      metricsPort: config.USER_METRICS_PORT,
      build: (parts) => buildUserService(config, parts, overrides.now),
    },
    overrides,
  );
}

async function buildUserService(config: UserConfig, { db, reads, logger, metrics }: ServiceParts, now?: () => number) {
  const redis = createRedis(config, logger, 'redis', config.REDIS_KEY_PREFIX);
  const store = new DatabaseUserStore(db, config.DB_SCHEMA, reads);
  const sessionCache = redisSessionCache(redis, logger, config.REDIS_KEY_PREFIX);
  const settingsStore = new DatabaseSettingsStore(db, config.DB_SCHEMA, reads);
  const securityStore = new DatabaseAccountSecurityStore(db, config.DB_SCHEMA);
  const totp = singleUseTotpCodes((userId, step) => securityStore.spendTotpStep(userId, step));
  const accounts = new Accounts(
    store,
    argon2Hasher,
    smtpMailer(config.SMTP_URL, config.MAIL_FROM, logger),
    sessionCache,
    redisPresence(redis, logger),
    {
      registrationReview: config.REGISTRATION_REVIEW,
      sessionTtlDays: config.SESSION_TTL_DAYS,
      sessionAbsoluteDays: config.SESSION_ABSOLUTE_DAYS,
      shortSessionTtlHours: config.SESSION_SHORT_TTL_HOURS,
      resetTtlMinutes: config.RESET_TTL_MINUTES,
      pageSize: config.MEMBER_PAGE_SIZE,
      staffSessionTtlHours: config.STAFF_SESSION_TTL_HOURS,
      staff2fa: config.STAFF_2FA,
      totp,
      attemptCounter: redisAttemptCounter(redis, logger),
      now,
    },
  );
  const rightsChanges = redisRightsChanges({
    redis,
    listen: config,
    keyPrefix: config.REDIS_KEY_PREFIX,
    logger,
    onChanged: () => accounts.forgetAuthorities(),
  });
  const closures = redisAccountClosures(redis, config.REDIS_KEY_PREFIX, logger);
  const staffConsole = new StaffConsole(accounts, store, new DatabaseStaffStore(db, config.DB_SCHEMA), closures, {
    staff2fa: config.STAFF_2FA,
    totp,
    announceRightsChange: rightsChanges.announce,
  });
  const memberData = new MemberData(
    new DatabaseMemberDataStore(db, config.DB_SCHEMA),
    store,
    argon2Hasher,
    smtpMailer(config.SMTP_URL, config.MAIL_FROM, logger),
    sessionCache,
    closures,
    { graceDays: config.ACCOUNT_DELETION_GRACE_DAYS, now },
  );
  const staffAccounts = new StaffAccounts(accounts, store, new DatabaseStaffStore(db, config.DB_SCHEMA), argon2Hasher);
  const profileFacts = new DatabaseProfileFactsStore(db, config.DB_SCHEMA);
  if (config.DEMO_SEED) await seedDemo(store, profileFacts, argon2Hasher, logger, config.DEMO_SEED_MEMBERS);

  const erasures = everyInterval(config.ACCOUNT_DELETION_POLL_MS, () => memberData.eraseDue(), logger);
  const proto = loadContract<ProtoGrpcType>('user');
  const privacyOf = (ids: number[]) => settingsStore.privacyOf(ids);
  const members = new Members(store, accounts, config.MEMBER_PAGE_SIZE, privacyOf, config.MEMBER_PAGE_BOUNDARIES_MS);
  const discovery = new Discovery(profileFacts, store, accounts, privacyOf, now, redisSearchPageAnchors(redis, logger));
  const savedSearches = new SavedSearches(
    new DatabaseSavedSearchStore(db, config.DB_SCHEMA),
    notifyPublisher(redis, logger),
    now,
  );
  const noticeSweep = everyInterval(
    config.SAVED_SEARCH_SWEEP_MS,
    () => savedSearches.sweep(),
    logger,
    'saved-search notice sweep',
  );
  return {
    services: [
      {
        definition: proto.kindred.user.v1.UserService.service,
        handlers: userHandlers(
          accounts,
          members,
          new Notices(store),
          new MemberSettingsBook(settingsStore),
          new MemberSessions(new DatabaseSessionStore(db, config.DB_SCHEMA), sessionCache),
          accountMetrics(metrics.registry),
        ),
      },
      { definition: proto.kindred.user.v1.MemberDataService.service, handlers: memberDataHandlers(memberData) },
      {
        definition: proto.kindred.user.v1.DiscoveryService.service,
        handlers: { ...discoveryHandlers(discovery, members), ...savedSearchHandlers(savedSearches) },
      },
      {
        definition: proto.kindred.user.v1.AccountSecurityService.service,
        handlers: accountSecurityHandlers(
          new AccountSecurity(
            store,
            securityStore,
            argon2Hasher,
            smtpMailer(config.SMTP_URL, config.MAIL_FROM, logger),
            sessionCache,
            { confirmTtlHours: 24, revertTtlDays: 7, now },
          ),
        ),
      },
      {
        definition: proto.kindred.user.v1.VerificationService.service,
        handlers: verificationHandlers(
          new Verification({
            store: new DatabaseVerificationStore(db, config.DB_SCHEMA),
            announceChanged: (ids) => accounts.announceChanged(ids),
            metrics: verificationMetrics(metrics.registry),
            now,
          }),
        ),
      },
      {
        definition: proto.kindred.user.v1.UserStaffService.service,
        handlers: staffHandlers(accounts, staffConsole, staffAccounts),
      },
    ],
    async release() {
      await erasures.stop();
      await noticeSweep.stop();
      rightsChanges.close();
      redis.disconnect();
    },
    extra: {
      suspend: (userId: number) => accounts.suspend(userId),
      eraseDue: () => erasures.runNow(),
      sweepSavedSearches: () => noticeSweep.runNow(),
    },
  };
}
