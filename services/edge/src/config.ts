import { z } from 'zod';
import { baseConfigShape, env, readConfig } from '@kindred/kit';

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

/** The edge's configuration. A service whose address is unset has no routes (its paths answer 404). */
export function readEdgeConfig(source: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    {
      ...baseConfigShape,
      EDGE_PORT: env.port(8080),
      EDGE_HOST: z.string().default('0.0.0.0'),
      /** Public base address of the site, used in mailed links and payment pages. */
      SITE_URL: env.url('http://localhost:8080'),
      USER_ADDR: address().default('127.0.0.1:50051'),
      SOCIAL_ADDR: address(),
      MESSAGING_ADDR: address(),
      COMMERCE_ADDR: address(),
      MEDIA_ADDR: address(),
      /** The notifier's VAPID public key, handed to browsers that subscribe to Web Push (docs/notifications.md). */
      VAPID_PUBLIC_KEY: z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, 'base64url P-256 public key expected')
        .optional(),
      /** Checks the notification mails' one-click unsubscribe links (the notifier signs them). */
      NOTIFY_UNSUBSCRIBE_SECRET: z.string().min(32).optional(),
      /** Chat node (host:port) that /socket upgrades are passed to on a single machine. */
      CHAT_ADDR: address(),
      /** Built web app served at / on a single machine (Ingress serves it in Kubernetes). */
      WEB_DIST: z.string().optional(),
      BODY_LIMIT_KB: z.coerce.number().int().positive().default(64),
      UPLOAD_LIMIT_KB: z.coerce
        .number()
        .int()
        .positive()
        .default(12 * 1024),
      GRPC_DEADLINE_MS: z.coerce.number().int().positive().default(5000),
      RATE_LIMIT_LOGIN_PER_MIN: z.coerce.number().int().positive().default(10),
      RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().positive().default(20),
      RATE_LIMIT_FORGET_PER_HOUR: z.coerce.number().int().positive().default(5),
      /** Number of proxies in front of the edge whose X-Forwarded-For is trusted. */
      TRUSTED_PROXIES: z.coerce.number().int().min(0).default(0),
    },
    source,
  );
}

export type EdgeConfig = ReturnType<typeof readEdgeConfig>;
