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
  logLevel: () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

/** Variables every service reads. */
export const baseConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: env.logLevel(),
  DATABASE_URL: env.url('postgres://postgres@127.0.0.1:5432/kindred'),
  REDIS_URL: env.url('redis://127.0.0.1:6379'),
  /** Prefix of every Redis key (and pub/sub channel) this deployment uses; lets stacks share a Redis. */
  /** Run the migrations and exit (the Kubernetes migration Job / Helm hook). */
  MIGRATE_ONLY: env.flag(false),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]*$/)
    .default(''),
};
