import { z } from 'zod';
import { hostname } from 'node:os';
import { baseConfigShape, ConfigError, env, readConfig } from '@kindred/kit';
import type { ObjectStoreIdentity } from './store/objectStoreCredentials';

/** The local S3 server's keys: development and tests only. */
const LOCAL_STORE_KEY = 'S3RVER';
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** The media service's configuration, read once from the environment. */
export function readMediaConfig(source: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(
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
      /** How often the bucket is swept of exports that are over and objects under exports/ with no row. */
      EXPORT_SWEEP_MS: z.coerce.number().int().positive().default(600_000),
      /** SSE-S3 for exports: `auto` uses it when the store supports it. */
      S3_EXPORT_ENCRYPTION: z.enum(['auto', 'on', 'off']).default('auto'),
      /** S3 API: a MinIO in production, the local S3-compatible server in development. */
      S3_ENDPOINT: env.url('http://127.0.0.1:4568'),
      /** Static keys; both empty means the platform's workload identity (below). Development: the local server's. */
      S3_ACCESS_KEY: optionalText,
      S3_SECRET_KEY: optionalText,
      S3_BUCKET: z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'bucket name expected')
        .default('kindred-media'),
      S3_REGION: z.string().default('us-east-1'),
      /** EKS IAM roles for service accounts mount these two (docs/operations.md, "Managed clouds"). */
      AWS_WEB_IDENTITY_TOKEN_FILE: optionalText,
      AWS_ROLE_ARN: optionalText,
      AWS_ROLE_SESSION_NAME: z
        .string()
        .regex(/^[\w+=,.@-]{2,64}$/, 'an STS role session name expected')
        .optional(),
      /** STS of the pod's region; empty: https://sts.<AWS_REGION or S3_REGION>.amazonaws.com/. */
      AWS_STS_ENDPOINT: env.optionalUrl(),
      AWS_REGION: optionalText,
      /** EKS Pod Identity mounts these two (its agent answers on the node at 169.254.170.23). */
      AWS_CONTAINER_CREDENTIALS_FULL_URI: env.optionalUrl(),
      AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE: optionalText,
      /**
       * Photo review: on, new avatars and album photos are shown to others once staff approve them
       * (pre-moderation); off, at once, and still queued for review (post-moderation).
       */
      PHOTO_PREMODERATION: env.flag(true),
      /** Seed the demo members' photos and backgrounds (make dev); the members come from user's demo seed. */
      DEMO_SEED: env.flag(false),
      /**
       * With DEMO_SEED: a generated portrait avatar and two or three album photos for every demo
       * member; off keeps only the named members' pictures (the test stacks, which start fast).
       */
      DEMO_SEED_PHOTOS: env.flag(true),
      /** The generated demo members user's seed made (its DEMO_SEED_MEMBERS), whose portraits are drawn. */
      DEMO_SEED_MEMBERS: z.coerce.number().int().min(0).max(10_000).default(200),
    },
    source,
  );
  return Object.freeze({ ...config, S3_IDENTITY: objectStoreIdentity(config) });
}

type IdentityVariables = {
  NODE_ENV: string;
  S3_ACCESS_KEY?: string;
  S3_SECRET_KEY?: string;
  S3_REGION: string;
  AWS_WEB_IDENTITY_TOKEN_FILE?: string;
  AWS_ROLE_ARN?: string;
  AWS_ROLE_SESSION_NAME?: string;
  AWS_STS_ENDPOINT?: string;
  AWS_REGION?: string;
  AWS_CONTAINER_CREDENTIALS_FULL_URI?: string;
  AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE?: string;
};

/**
 * Static keys when given; else the web identity EKS mounts (IRSA), else Pod Identity; else, outside
 * production, the local S3 server's keys. Production refuses those keys and a store without credentials.
 */
function objectStoreIdentity(config: IdentityVariables): ObjectStoreIdentity {
  const production = config.NODE_ENV === 'production';
  const { S3_ACCESS_KEY: accessKey, S3_SECRET_KEY: secretKey } = config;
  if (accessKey || secretKey) {
    if (!accessKey || !secretKey)
      throw new ConfigError(`Invalid configuration: ${accessKey ? 'S3_SECRET_KEY' : 'S3_ACCESS_KEY'} must be set too`);
    if (production && (accessKey === LOCAL_STORE_KEY || secretKey === LOCAL_STORE_KEY))
      throw new ConfigError(
        "Invalid configuration: S3_ACCESS_KEY / S3_SECRET_KEY are the local store's keys, refused in production",
      );
    return { kind: 'keys', accessKey, secretKey };
  }
  if (config.AWS_WEB_IDENTITY_TOKEN_FILE && config.AWS_ROLE_ARN) {
    const region = config.AWS_REGION ?? config.S3_REGION;
    return {
      kind: 'webIdentity',
      tokenFile: config.AWS_WEB_IDENTITY_TOKEN_FILE,
      roleArn: config.AWS_ROLE_ARN,
      sessionName:
        config.AWS_ROLE_SESSION_NAME ?? `kindred-media-${hostname()}`.replace(/[^\w+=,.@-]/g, '-').slice(0, 64),
      stsEndpoint: config.AWS_STS_ENDPOINT ?? `https://sts.${region}.amazonaws.com/`,
    };
  }
  if (config.AWS_CONTAINER_CREDENTIALS_FULL_URI && config.AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE)
    return {
      kind: 'podIdentity',
      credentialsUrl: config.AWS_CONTAINER_CREDENTIALS_FULL_URI,
      tokenFile: config.AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE,
    };
  if (production)
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY and S3_SECRET_KEY must be set in production, ' +
        'or AWS_WEB_IDENTITY_TOKEN_FILE and AWS_ROLE_ARN (workload identity)',
    );
  return { kind: 'keys', accessKey: LOCAL_STORE_KEY, secretKey: LOCAL_STORE_KEY };
}

export type MediaConfig = ReturnType<typeof readMediaConfig>;
