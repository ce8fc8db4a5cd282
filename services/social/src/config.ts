import { z } from 'zod';
import { baseConfigShape, env, readConfig } from '@kindred/kit';

/** The social service's configuration, read once from the environment. */
export function readSocialConfig(source: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    {
      ...baseConfigShape,
      SOCIAL_GRPC_PORT: env.port(50052),
      /** Prometheus /metrics port; 0 turns it off. */
      SOCIAL_METRICS_PORT: env.port(9102),
      /** The user service: member existence checks and the account-event outbox. */
      USER_ADDR: z
        .string()
        .regex(/^[\w.-]+:\d+$/, 'host:port expected')
        .default('127.0.0.1:50051'),
      /** How often the account-event outbox of user is read for joined / avatar-changed items. */
      SOCIAL_EVENTS_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(1000),
      /** Seed the demo members' posts (make dev); the members come from user's demo seed. */
      DEMO_SEED: env.flag(false),
    },
    source,
  );
}

export type SocialConfig = ReturnType<typeof readSocialConfig>;
