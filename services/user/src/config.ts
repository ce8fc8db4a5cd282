import { z } from 'zod';
import { baseConfigShape, env, readConfig } from '@kindred/kit';

export function readUserConfig(source: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    {
      ...baseConfigShape,
      USER_GRPC_PORT: env.port(50051),
      USER_METRICS_PORT: env.port(9101),
      DB_SCHEMA: z
        .string()
        .regex(/^[a-z_]+$/)
        .default('user_svc'),
      /** New registrations wait for staff approval; `off` approves at once (demos). */
      REGISTRATION_REVIEW: env.flag(true),
      /** A "remember me" session lasts this long after its last use. */
      SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
      /** No session lasts longer than this after its sign-in, remembered or not (docs/member-settings.md). */
      SESSION_ABSOLUTE_DAYS: z.coerce.number().int().positive().default(90),
      /** A member session without "remember me" ends this long after sign-in. */
      SESSION_SHORT_TTL_HOURS: z.coerce.number().int().positive().default(24),
      RESET_TTL_MINUTES: z.coerce.number().int().positive().default(30),
      MEMBER_PAGE_SIZE: z.coerce.number().int().min(1).max(100).default(12),
      /** How long a replica keeps where each userlist page starts (docs/scale/queries.md). */
      MEMBER_PAGE_BOUNDARIES_MS: z.coerce.number().int().min(0).default(30_000),
      SMTP_URL: env.url('smtp://127.0.0.1:1025'),
      MAIL_FROM: z.string().default('Kindred <no-reply@kindred.dev>'),
      ADMIN_PASSWORD: z.string().min(8).optional(),
      SERVICE_PASSWORD: z.string().min(8).optional(),
      /** Where generated staff passwords are written once (mode 0600); the log names only the file. */
      STAFF_PASSWORDS_FILE: z.string().min(1).default('.data/staff-passwords'),
      /** `required`: every staff account must sign in with a TOTP code (production sets it). */
      STAFF_2FA: z.enum(['optional', 'required']).default('optional'),
      /** Staff sessions end sooner than members' (docs/staff-api.md). */
      STAFF_SESSION_TTL_HOURS: z.coerce.number().int().positive().default(12),
      /** Days between "delete my account" and the erasure; a sign-in in between cancels it (docs/privacy.md). */
      ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().min(0).default(14),
      /** How often the user service looks for deletions whose grace period has ended. */
      ACCOUNT_DELETION_POLL_MS: z.coerce.number().int().positive().default(60_000),
      /** How often the saved-search notice sweep reads the members who joined (docs/discovery.md). */
      SAVED_SEARCH_SWEEP_MS: z.coerce.number().int().positive().default(60_000),
      /** Seeds the demo members of `make dev` (idempotent). */
      DEMO_SEED: env.flag(false),
      /** How many generated demo members join alice, bob, carol and dave (a test seeds a handful). */
      DEMO_SEED_MEMBERS: z.coerce.number().int().min(0).max(10_000).default(200),
    },
    source,
  );
}

export type UserConfig = ReturnType<typeof readUserConfig>;
