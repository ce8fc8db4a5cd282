import { z } from 'zod';

/**
 * Field shapes shared by the routes. Forms send strings: these coerce, trim and bound them, and
 * name the rule that failed (the code in `data.errors`).
 */
export const id = () =>
  z.coerce.number({ error: 'invalid' }).int('invalid').positive('invalid').max(Number.MAX_SAFE_INTEGER, 'invalid');

export const page = () =>
  z.coerce.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(10_000, 'invalid').default(1);

/** Keyset paging: the id of the last item a scrolling client holds; 0 (the default) starts at the newest. */
export const cursor = () =>
  z.coerce
    .number({ error: 'invalid' })
    .int('invalid')
    .min(0, 'invalid')
    .max(Number.MAX_SAFE_INTEGER, 'invalid')
    .default(0)
    .describe('Keyset cursor: the id of the oldest item already shown (0 or absent: from the newest)');

export const text = (max: number) => z.string({ error: 'required' }).trim().max(max, 'too_long');

export const requiredText = (max: number) => text(max).min(1, 'required');

/** Optional text: a missing field is the empty string. */
export const optionalText = (max: number) => text(max).default('');

export const sex = () =>
  z.coerce
    .number({ error: 'invalid' })
    .int('invalid')
    .refine((v) => v === 0 || v === 1, 'invalid');

/** A millisecond timestamp, as the spec sends birthdays. */
export const millis = () => z.coerce.number({ error: 'invalid' }).int('invalid');

export const none = () => z.object({}).loose();

/**
 * The client's key for one attempt of a send (a UUID is fine): a retried call with the same key does
 * the send once and answers it again. Optional; a call without one is a new send each time.
 */
export const idempotencyKey = () =>
  z
    .string()
    .trim()
    .regex(/^[\w:.-]{8,128}$/, 'invalid')
    .optional();
