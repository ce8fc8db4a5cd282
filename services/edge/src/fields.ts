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

/** Ids as "1,2,3" (forms) or an array (JSON), 1 to `max` of them. */
export const idList = (max: number) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
      z.array(id()).min(1, 'required').max(max, 'too_many'),
    )
    .transform((ids) => [...new Set(ids)]);

/** Names as "A,B" (forms) or an array (JSON); an empty string is the empty list. */
export const nameList = (max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(z.string().trim().min(1).max(60)).max(max, 'too_many'),
  );

/** Money as a string with up to two decimals, e.g. "12.50"; `signed` also takes "-3.00". */
export const money = (signed = false) =>
  z
    .string({ error: 'required' })
    .trim()
    .regex(signed ? /^-?\d{1,9}(\.\d{1,2})?$/ : /^\d{1,9}(\.\d{1,2})?$/, 'format')
    .refine((v) => Number(v) !== 0, 'zero');

/** A time in seconds since the epoch; 0 or missing means "not set". */
export const seconds = () => z.coerce.number({ error: 'invalid' }).int('invalid').min(0, 'invalid').default(0);

/** A checkbox as a form sends it: 1/0 or true/false. */
export const flag = () =>
  z.preprocess(
    (v) => (typeof v === 'boolean' || typeof v === 'number' ? String(v) : v),
    z.enum(['1', '0', 'true', 'false'], { error: 'invalid' }).transform((v) => v === '1' || v === 'true'),
  );
