import { z } from 'zod';

/**
 * Reads the variables a service declares, once, and freezes them.
 * A missing or malformed variable stops the process with the variable's name.
 */
export function readConfig<S extends z.ZodRawShape>(
  shape: S,
  env: NodeJS.ProcessEnv = process.env,
): Readonly<z.infer<z.ZodObject<S>>> {
  const parsed = z.object(shape).safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return Object.freeze(parsed.data);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Common variable shapes. */
export const env = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  url: (fallback: string) => z.string().url().default(fallback),
  optionalUrl: () =>
    z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.string().url().optional()),
  flag: (fallback: boolean) =>
    z
      .enum(['on', 'off', 'true', 'false', '1', '0'])
      .default(fallback ? 'on' : 'off')
      .transform((v) => v === 'on' || v === 'true' || v === '1'),
  /** Comma-separated URLs, each checked as `url` checks one; empty (the default) means none. */
  urlList: () =>
    z
      .string()
      .default('')
      .transform((value, ctx) => {
        const urls = value
          .split(',')
          .map((u) => u.trim())
          .filter((u) => u !== '');
        for (const url of urls) {
          if (!z.string().url().safeParse(url).success) {
            ctx.addIssue({ code: z.ZodIssueCode.custom, message: `"${redactUrl(url)}" is not a URL` });
            return z.NEVER;
          }
        }
        return urls;
      }),
  logLevel: () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated `host:port` seeds of a Redis Cluster; empty (the default) means none. */
  redisNodes: () =>
    z
      .string()
      .default('')
      .transform((value, ctx) => {
        const nodes = parseRedisNodes(value);
        if (typeof nodes === 'string') {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: nodes });
          return z.NEVER;
        }
        return nodes;
      }),
};

/** A URL as a log or an error may show it: without its password. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z][\w+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
}

/** One seed of a Redis Cluster. */
export interface RedisNode {
  host: string;
  port: number;
}

const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])$/;

/** `host:port,host:port` as seeds, or what is wrong with the first bad one. */
export function parseRedisNodes(value: string): RedisNode[] | string {
  const nodes: RedisNode[] = [];
  for (const seed of value.split(',').map((s) => s.trim())) {
    if (seed === '') continue;
    const colon = seed.lastIndexOf(':');
    const host = seed.slice(0, colon);
    const port = Number(seed.slice(colon + 1));
    if (colon < 1 || !HOST.test(host) || !/^\d+$/.test(seed.slice(colon + 1)) || port < 1 || port > 65535) {
      return `"${seed}" is not host:port (a host name or address, a port from 1 to 65535)`;
    }
    nodes.push({ host: host.startsWith('[') ? host.slice(1, -1) : host, port });
  }
  return nodes;
}

/** Variables every service reads. */
export const baseConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: env.logLevel(),
  DATABASE_URL: env.url('postgres://postgres@127.0.0.1:5432/kindred'),
  /** Read replicas of DATABASE_URL: the lists and read-mostly reads go to them (readPath.ts). */
  DATABASE_READ_URL: env.urlList(),
  /** A replica further behind the primary than this is left out until it catches up. */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(0).default(1_000),
  /** How often each replica's lag (and whether it answers) is checked. */
  DATABASE_READ_CHECK_MS: z.coerce.number().int().min(100).default(1_000),
  REDIS_URL: env.url('redis://127.0.0.1:6379'),
  /** Seeds of a Redis Cluster: when given, every Redis connection is a cluster one and REDIS_URL is unused. */
  REDIS_CLUSTER_NODES: env.redisNodes(),
  /** Run the migrations and exit (the Kubernetes migration Job / Helm hook). */
  MIGRATE_ONLY: env.flag(false),
  /** Prefix of every Redis key (and pub/sub channel) this deployment uses; lets stacks share a Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]*$/)
    .default(''),
};
