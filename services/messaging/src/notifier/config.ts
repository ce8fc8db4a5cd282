import { z } from 'zod';
import { baseConfigShape, env, readConfig } from '@kindred/kit';
import { parseQuietHours } from './policy';
import { parsePushHosts } from '../domain/pushEndpoints';

const address = z.string().regex(/^[\w.-]+:\d+$/, 'host:port expected');

/** The notifier's configuration (docs/notifications.md), read once. */
export function readNotifierConfig(source: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    {
      ...baseConfigShape,
      NOTIFIER_METRICS_PORT: env.port(9107),
      USER_ADDR: address,
      /** Social (host:port): no notification about a blocked member; unset means no block checks. */
      SOCIAL_ADDR: address.optional(),
      SMTP_URL: env.url('smtp://127.0.0.1:1025'),
      MAIL_FROM: z.string().default('Kindred <no-reply@kindred.dev>'),
      /** The site's address as members reach it: links in mails. */
      SITE_URL: env.url('http://localhost:8080'),
      /** VAPID (RFC 8292): the application server's key pair; unset means no Web Push. */
      VAPID_PUBLIC_KEY: z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, 'base64url P-256 public key expected')
        .optional(),
      VAPID_PRIVATE_KEY: z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, 'base64url P-256 private key expected')
        .optional(),
      VAPID_SUBJECT: z
        .string()
        .regex(/^(mailto:|https:)/, 'mailto: or https: URL expected')
        .default('mailto:ops@kindred.dev'),
      /** Signs the one-click unsubscribe links; the edge checks them with the same secret. */
      NOTIFY_UNSUBSCRIBE_SECRET: z.string().min(32),
      /** No pushes in these hours of the device's own time zone ("22-8"; "" for none). */
      NOTIFY_QUIET_HOURS: z
        .string()
        .default('22-8')
        .refine((v) => v === '' || parseQuietHours(v) !== null, 'hours as "22-8" expected'),
      NOTIFY_ABSENCE_HOURS: z.coerce.number().min(0).default(48),
      NOTIFY_DIGEST_EVERY_HOURS: z.coerce.number().min(0).default(24),
      NOTIFY_PUSH_PER_THREAD_SECONDS: z.coerce.number().min(0).default(60),
      NOTIFY_SWEEP_SECONDS: z.coerce.number().positive().default(60),
      /** Push services the notifier sends to (as the messaging service's PUSH_ALLOWED_HOSTS). */
      PUSH_ALLOWED_HOSTS: z.string().optional().transform(parsePushHosts),
    },
    source,
  );
}

export type NotifierConfig = ReturnType<typeof readNotifierConfig>;
