import { z } from 'zod';
import { baseConfigShape, env, readConfig } from '@kindred/kit';

const address = (fallback: string) =>
  z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'host:port expected')
    .default(fallback);

/** The chat node's configuration, read once. */
export function readChatConfig(source: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    {
      ...baseConfigShape,
      CHAT_PORT: env.port(8090),
      CHAT_HOST: z.string().default('0.0.0.0'),
      USER_ADDR: address('127.0.0.1:50051'),
      MESSAGING_ADDR: address('127.0.0.1:50053'),
      GRPC_DEADLINE_MS: z.coerce.number().int().positive().default(5000),
      /** A send messaging has not answered within this time is answered with an error frame (resend it). */
      CHAT_STORE_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
      /** Per-socket frame rate limit (token bucket): sustained frames a second and burst. */
      CHAT_RATE_PER_SEC: z.coerce.number().positive().default(20),
      CHAT_RATE_BURST: z.coerce.number().int().positive().default(40),
      /** A socket whose unsent output passes this many bytes is closed (slow or stuck reader). */
      CHAT_MAX_BUFFERED_BYTES: z.coerce
        .number()
        .int()
        .positive()
        .default(1024 * 1024),
      /** Frames above this size are answered with an error and not parsed. */
      CHAT_FRAME_MAX_BYTES: z.coerce
        .number()
        .int()
        .positive()
        .default(64 * 1024),
      /** Seconds after which a member's rights (vip, authorities) are read again without a reconnect. */
      CHAT_RIGHTS_REFRESH_SECONDS: z.coerce.number().positive().default(60),
      /** How long a node keeps a member card (name, avatar, vip) for contact lists; 0 asks every time. */
      MEMBER_CARD_TTL_MS: z.coerce.number().int().min(0).default(10_000),
      /**
       * How long a node keeps a contact page messaging answered (dropped at once when messaging
       * announces a change to the member's chats, src/chatPages.ts); 0 asks messaging every time.
       */
      CHAT_PAGES_MS: z.coerce.number().int().min(0).default(60_000),
      /** At most this many pages are kept per node, the oldest member's first out (~9 KB a contacts page). */
      CHAT_PAGES_MAX: z.coerce.number().int().positive().default(10_000),
      /** Seconds between presence refreshes of the members connected here (TTL is 60 s). */
      CHAT_PRESENCE_HEARTBEAT_SECONDS: z.coerce.number().positive().default(20),
      /** On stop, sockets are closed spread over this window (0: all at once), see src/drain.ts. */
      CHAT_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    },
    source,
  );
}

export type ChatConfig = ReturnType<typeof readChatConfig>;
