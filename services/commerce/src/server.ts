import {
  createClient,
  createRedis,
  publishCatalogueChanged,
  announceWithin,
  publishChangedWallets,
  followAccountErasures,
  loadContract,
  notifyPublisher,
  startService,
  toMemberDataAreas,
  wordingPromptMetrics,
  type RunningService as RunningKitService,
  type ServiceOverrides,
  type ServiceParts,
} from '@kindred/kit';
import type { ProtoGrpcType } from '@kindred/kit/generated/commerce';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import { eraseMember, exportMember } from './store/memberData';
import { mediaUploader, userDirectory } from './adapters';
import { storeGiftPictures, type PictureUploader } from './catalogue/pictures';
import type { CommerceConfig } from './config';
import { Checkout } from './domain/checkout';
import { GiftShop } from './domain/giftShop';
import type { MemberDirectory } from './domain/ports';
import { Wallet } from './domain/wallet';
import { commerceHandlers } from './handlers/commerceHandlers';
import { staffHandlers } from './handlers/staffHandlers';
import { StaffCommerce } from './domain/staffCommerce';
import { SandboxRefunds } from './providers/sandboxRefunds';
import { DatabaseCommerceStaffStore } from './store/databaseCommerceStaffStore';
import { migrations } from './migrations';
import { SandboxProcessor, SandboxProvider } from './providers/sandbox';
import { ledgerMetrics } from './ledgerMetrics';
import { StripeProvider } from './providers/stripe';
import { DatabaseCommerceStore } from './store/databaseCommerceStore';
import { DatabaseSandboxCheckoutStore } from './store/sandboxCheckoutStore';

export interface CommerceExtras {
  /**
   * Settles once the gift pictures are stored and the edges told of it (the catalogue-changed
   * announcement published); at once when there is no media to store them in.
   */
  picturesStored: Promise<void>;
}

export type RunningService = RunningKitService<CommerceExtras>;

export interface CommerceOverrides extends ServiceOverrides {
  /** Replaces the gRPC user service (e.g. an in-process one). */
  members?: MemberDirectory;
  pictures?: PictureUploader;
}

/** Starts the commerce service (kit `startService`): domain, payment provider, gRPC, upkeep loop. */
export function startCommerceService(
  config: CommerceConfig,
  overrides: CommerceOverrides = {},
): Promise<RunningService> {
  return startService(
    {
      name: 'commerce',
      config,
      database: { schema: config.DB_SCHEMA, migrations, poolMax: config.DB_POOL_MAX },
      grpc: { port: config.COMMERCE_GRPC_PORT },
      metricsPort: config.COMMERCE_METRICS_PORT,
      build: (parts) => buildCommerceService(config, parts, overrides),
    },
    overrides,
  );
}

async function buildCommerceService(
  config: CommerceConfig,
  { db, reads, logger, metrics }: ServiceParts,
  overrides: CommerceOverrides,
) {
  const store = new DatabaseCommerceStore(db, config.DB_SCHEMA, reads);
  const users = overrides.members ? null : userDirectory(config.USER_ADDR);
  const members = overrides.members ?? users!;
  const media = !overrides.pictures && config.MEDIA_ADDR ? mediaUploader(config.MEDIA_ADDR, logger) : null;
  const pictures = overrides.pictures ?? media;

  const ttlMs = config.PAYMENT_ORDER_TTL_MINUTES * 60_000;
  const sandbox = new SandboxProcessor(
    new DatabaseSandboxCheckoutStore(db, config.DB_SCHEMA),
    config.PAYMENT_CALLBACK_SECRET,
    ttlMs,
  );
  const provider =
    config.PAYMENT_PROVIDER === 'stripe'
      ? new StripeProvider({
          secretKey: config.STRIPE_SECRET_KEY!,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
          apiUrl: config.STRIPE_API_URL,
          returnUrl: config.PAYMENT_RETURN_URL,
        })
      : new SandboxProvider(sandbox, config.PAYMENT_CALLBACK_SECRET);
  logger.info({ provider: provider.name }, 'payment provider');
  // Redis carries the notifier's events only: commerce works on without it (docs/notifications.md).
  const redis = createRedis(config, logger, 'redis', config.REDIS_KEY_PREFIX);
  const shop = new GiftShop(
    store,
    members,
    logger,
    notifyPublisher(redis, logger),
    wordingPromptMetrics(metrics.registry),
  );
  const checkout = new Checkout(store, provider, members, logger, {
    currency: config.PAYMENT_CURRENCY,
    sessionTtlMs: config.PAYMENT_SESSION_TTL_MINUTES * 60_000,
    orderTtlMs: ttlMs,
  });

  store.ledgerObserver = ledgerMetrics(metrics.registry);
  // The edges keep each member's balance for userinfo: told of every one that moved before the call
  // that moved it answers (the commit awaits its hooks), so the member's next screen shows it.
  store.walletMoved = (userId) =>
    announceWithin(
      publishChangedWallets(redis, config.REDIS_KEY_PREFIX, [userId]).catch((err: Error) =>
        logger.warn({ err: err.message, userId }, 'balance change not announced'),
      ),
    );
  const proto = loadContract<ProtoGrpcType>('commerce');
  // The edges keep the catalogue and the packages: told at once when staff change them.
  const catalogueChanged = () =>
    publishCatalogueChanged(redis, config.REDIS_KEY_PREFIX).catch((err: Error) =>
      logger.warn({ err: err.message }, 'catalogue change not announced'),
    );
  const services = [
    {
      definition: proto.kindred.commerce.v1.CommerceService.service,
      handlers: {
        ...commerceHandlers({
          wallet: new Wallet(store),
          shop,
          checkout,
          sandbox: config.PAYMENT_PROVIDER === 'sandbox' ? sandbox : undefined,
        }),
        ExportMemberData: async (req: { user_id: number }) =>
          toMemberDataAreas(await exportMember(db, config.DB_SCHEMA, req.user_id)),
      },
    },
    {
      definition: proto.kindred.commerce.v1.CommerceStaffService.service,
      handlers: staffHandlers(
        new StaffCommerce(
          store,
          new DatabaseCommerceStaffStore(db, config.DB_SCHEMA),
          new SandboxRefunds(db, config.DB_SCHEMA),
        ),
        pictures,
        catalogueChanged,
      ),
    },
  ];

  // Upkeep: pending orders expire, deferred notices and membership extensions are retried, and
  // gift pictures are stored once media answers. Each round runs after the previous one ended.
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let picturesDone = !pictures;
  let settlePictures: () => void = () => undefined;
  const picturesStored = new Promise<void>((resolve) => (settlePictures = resolve));
  if (picturesDone) settlePictures();
  const upkeep = async () => {
    try {
      await checkout.sweep();
      await shop.notifyPending();
      if (!picturesDone && pictures) {
        // The edges may keep the catalogue with the seed's addresses: told once pictures are stored.
        if ((await storeGiftPictures(store, pictures, logger, () => stopped)) > 0) await catalogueChanged();
        picturesDone = !stopped;
        if (picturesDone) settlePictures();
      }
    } catch (err) {
      logger.warn({ err }, 'upkeep round failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = upkeep().finally(schedule);
    }, config.SWEEP_INTERVAL_SECONDS * 1000);
    timer.unref();
  };
  round = upkeep().finally(schedule);

  const outbox = createClient(loadContract<UserProto>('user').kindred.user.v1.UserService, config.USER_ADDR!, {
    deadlineMs: 5_000,
  });
  const erasures = followAccountErasures({
    db,
    schema: config.DB_SCHEMA,
    events: async (afterId, limit) =>
      (await outbox.ListAccountEvents({ after_id: afterId, limit })).events.map((e) => ({
        id: e.id,
        type: e.type,
        userId: e.user_id,
      })),
    erase: async (userId) => {
      const recipients = await eraseMember(db, config.DB_SCHEMA, userId);
      // Their received gifts, kept by the edges, named the member.
      await publishChangedWallets(redis, config.REDIS_KEY_PREFIX, recipients).catch((err: Error) =>
        logger.warn({ err: err.message, userId }, 'erased giver not announced'),
      );
    },
    pollMs: config.ERASURE_POLL_MS,
    logger,
  });

  return {
    services,
    beforeDrain() {
      stopped = true;
      clearTimeout(timer);
    },
    async release() {
      await erasures.stop();
      outbox.close();
      await round;
      users?.close();
      media?.close();
      redis.disconnect();
    },
    extra: { picturesStored },
  };
}
