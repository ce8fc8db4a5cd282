import { z } from 'zod';
import { baseConfigShape, env, readConfig } from '@kindred/kit';

/** The media service's configuration, read once from the environment. */
export function readMediaConfig(source: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    {
      ...baseConfigShape,
      MEDIA_GRPC_PORT: env.port(50055),
      /** Prometheus /metrics port; 0 turns it off. */
      MEDIA_METRICS_PORT: env.port(9105),
      /** The user service: the avatar of an uploaded avatar is set there. */
      USER_ADDR: z
        .string()
        .regex(/^[\w.-]+:\d+$/, 'host:port expected')
        .default('127.0.0.1:50051'),
      /** The services whose parts "Download my data" gathers (docs/privacy.md). */
      SOCIAL_ADDR: z
        .string()
        .regex(/^[\w.-]+:\d+$/, 'host:port expected')
        .default('127.0.0.1:50052'),
      MESSAGING_ADDR: z
        .string()
        .regex(/^[\w.-]+:\d+$/, 'host:port expected')
        .default('127.0.0.1:50053'),
      COMMERCE_ADDR: z
        .string()
        .regex(/^[\w.-]+:\d+$/, 'host:port expected')
        .default('127.0.0.1:50054'),
      /** The site's address: export links in notices and mails point at its edge. */
      SITE_URL: env.url('http://localhost:8080'),
      /** Days an export's link works; its file is removed after them. */
      EXPORT_LINK_DAYS: z.coerce.number().positive().default(7),
      /** How often pending exports are built, expired ones removed and erasures read from user's outbox. */
      MEMBER_DATA_POLL_MS: z.coerce.number().int().positive().default(5_000),
      /** SSE-S3 for exports: `auto` uses it when the store supports it. */
      S3_EXPORT_ENCRYPTION: z.enum(['auto', 'on', 'off']).default('auto'),
      /** S3 API: a MinIO in production, the local S3-compatible server in development. */
      S3_ENDPOINT: env.url('http://127.0.0.1:4568'),
      S3_ACCESS_KEY: z.string().min(1).default('S3RVER'),
      S3_SECRET_KEY: z.string().min(1).default('S3RVER'),
      S3_BUCKET: z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'bucket name expected')
        .default('kindred-media'),
      S3_REGION: z.string().default('us-east-1'),
      /** Seed the demo members' photos and backgrounds (make dev); the members come from user's demo seed. */
      DEMO_SEED: env.flag(false),
    },
    source,
  );
}

export type MediaConfig = ReturnType<typeof readMediaConfig>;
