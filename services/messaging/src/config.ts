import { z } from 'zod';
import { baseConfigShape, env, readConfig } from '@kindred/kit';
import { parsePushHosts } from './domain/pushEndpoints';

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

/** The messaging service's configuration, read once. */
export function readMessagingConfig(source: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    {
      ...baseConfigShape,
      MESSAGING_GRPC_PORT: env.port(50053),
      MESSAGING_HOST: z.string().default('0.0.0.0'),
      MESSAGING_METRICS_PORT: env.port(9103),
      /** Commerce (host:port): translations are debited there; unset means paid translation is unavailable. */
      COMMERCE_ADDR: address(),
      /** Social (host:port): blocked pairs can neither chat nor mail; unset means no block checks. */
      SOCIAL_ADDR: address(),
      /**
       * User (host:port): recipients' "who may start a chat with me", and its account-event outbox says
       * which members to erase (docs/privacy.md); unset: everyone the tiers allow, and no erasures.
       */
      USER_ADDR: address(),
      /** How often the user service's outbox is read for erasures. */
      ERASURE_POLL_MS: z.coerce.number().int().positive().default(5_000),
      /** Seconds a block check's answer is trusted (a new block stops a running chat within this time). */
      BLOCK_CACHE_SECONDS: z.coerce.number().min(0).default(10),
      /** LibreTranslate-compatible endpoint for pairs other than zh <-> cht; unset answers -503 for them. */
      TRANSLATE_URL: env.optionalUrl(),
      TRANSLATE_API_KEY: z.string().optional(),
      TRANSLATE_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
      /** Messages a day a member without Send_chat_messages_for_free may send as replies. */
      FREE_CHAT_DAILY: z.coerce.number().int().min(0).default(5),
      /**
       * The first-message allowance of new accounts and risk cases (docs/safety.md); off: every sender
       * may start chats as the tiers allow (the signals and the risk queue still count).
       */
      FIRST_MESSAGE_ALLOWANCE: z
        .enum(['on', 'off'])
        .default('on')
        .transform((v) => v === 'on'),
      /** Seconds a sender's standing (registration time, risk case) is kept for the allowance. */
      FIRST_MESSAGE_STANDING_SECONDS: z.coerce.number().min(0).default(30),
      /** Largest number of chat messages stored in one transaction. */
      STORE_BATCH_MAX: z.coerce.number().int().positive().max(5000).default(500),
      /**
       * Push services a subscription may name (comma-separated `host`, `*.domain` or `host:port`);
       * unset: the browsers' own (docs/notifications.md). The notifier reads the same variable.
       */
      PUSH_ALLOWED_HOSTS: z.string().optional().transform(parsePushHosts),
    },
    source,
  );
}

export type MessagingConfig = ReturnType<typeof readMessagingConfig>;
