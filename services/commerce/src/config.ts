import { z } from 'zod';
import { ConfigError, baseConfigShape, env, readConfig } from '@kindred/kit';

/** Signs sandbox callbacks in development and tests only; production must set its own. */
export const DEV_CALLBACK_SECRET = 'kindred-dev-payment-callback-secret';

const address = () =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^[\w.-]+:\d+$/, 'host:port expected')
        .optional(),
    );

export function readCommerceConfig(source: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(
    {
      ...baseConfigShape,
      COMMERCE_GRPC_PORT: env.port(50054),
      COMMERCE_METRICS_PORT: env.port(9104),
      DB_SCHEMA: z
        .string()
        .regex(/^[a-z_]+$/)
        .default('commerce_svc'),
      USER_ADDR: address().default('127.0.0.1:50051'),
      /** When set, gift pictures are stored through media (kind `gift`). */
      MEDIA_ADDR: address(),
      /** The processor behind the adapter: `stripe`, or `sandbox` (the built-in fake processor). */
      PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
      /** `allow` lets a production process (a staging cluster) run the sandbox; see docs/payments.md. */
      PAYMENT_SANDBOX_IN_PRODUCTION: z.enum(['allow']).optional(),
      /** Stripe: the secret API key, the webhook endpoint's signing secret, and the API's address. */
      STRIPE_SECRET_KEY: z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, 'a Stripe secret key (sk_live_… or sk_test_…)')
        .optional(),
      STRIPE_WEBHOOK_SECRET: z
        .string()
        .regex(/^whsec_\w+$/, 'a Stripe webhook signing secret (whsec_…)')
        .optional(),
      STRIPE_API_URL: env.url('https://api.stripe.com'),
      /** Where Stripe sends the payer back after a hosted page or a card challenge. */
      PAYMENT_RETURN_URL: env.url('http://localhost:8080/'),
      /** Shared secret of the provider's signed callbacks (HMAC-SHA256). */
      PAYMENT_CALLBACK_SECRET: z.string().min(16, 'at least 16 characters').default(DEV_CALLBACK_SECRET),
      PAYMENT_CURRENCY: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .default('USD'),
      /** How long a generateuuid guid and a pending order stay usable. */
      PAYMENT_SESSION_TTL_MINUTES: z.coerce.number().int().positive().default(60),
      PAYMENT_ORDER_TTL_MINUTES: z.coerce.number().int().positive().default(30),
      /** Interval of the upkeep loop: expiring orders, retrying deferred notices and extensions. */
      /** How often the user service's outbox is read for erasures (docs/privacy.md). */
      ERASURE_POLL_MS: z.coerce.number().int().positive().default(5_000),
      SWEEP_INTERVAL_SECONDS: z.coerce.number().int().positive().default(30),
      DB_POOL_MAX: z.coerce.number().int().positive().default(10),
    },
    source,
  );
  if (config.PAYMENT_PROVIDER === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
      if (!config[name])
        throw new ConfigError(`Invalid configuration: ${name} must be set with PAYMENT_PROVIDER=stripe`);
  }
  if (config.NODE_ENV === 'production') {
    if (!config.PAYMENT_PROVIDER)
      throw new ConfigError('Invalid configuration: PAYMENT_PROVIDER must be set in production');
    // The sandbox credits test cards at once and its hosted page pays without a card.
    if (config.PAYMENT_PROVIDER === 'sandbox' && config.PAYMENT_SANDBOX_IN_PRODUCTION !== 'allow') {
      throw new ConfigError(
        'Invalid configuration: PAYMENT_PROVIDER=sandbox takes no money and is refused in production; ' +
          'set PAYMENT_PROVIDER=stripe, or PAYMENT_SANDBOX_IN_PRODUCTION=allow on a staging cluster',
      );
    }
    if (config.PAYMENT_PROVIDER === 'sandbox' && config.PAYMENT_CALLBACK_SECRET === DEV_CALLBACK_SECRET) {
      throw new ConfigError('Invalid configuration: PAYMENT_CALLBACK_SECRET must be set in production');
    }
  }
  return Object.freeze({ ...config, PAYMENT_PROVIDER: config.PAYMENT_PROVIDER ?? 'sandbox' });
}

export type CommerceConfig = ReturnType<typeof readCommerceConfig>;
