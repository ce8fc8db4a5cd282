import type { Redis } from '../runtime/redis';

/** One row per staff member, read and target in this window: a console that refreshes does not flood the log. */
export const STAFF_READ_WINDOW_SECONDS = 300;

export interface StaffReadEntry {
  /** e.g. `member.viewed`, `cs.chat_viewed` (docs/staff-api.md). */
  action: string;
  targetType: string;
  targetId: string | number;
}

/**
 * A staff member's read of members' content, recorded in the staff audit log (break-glass
 * accountability, docs/privacy.md) by `record`, before the content is answered: no row, no read. Once
 * per staff member, read and target in the window, whichever process serves it (the console's HTTP
 * reads and the live customer-service inbox share the Redis key); a row that could not be written
 * leaves the window open, so the next read tries again.
 */
export async function recordStaffReadOnce(
  redis: Redis,
  staffId: number,
  entry: StaffReadEntry,
  record: () => Promise<unknown>,
): Promise<void> {
  const key = `audit:read:${staffId}:${entry.action}:${entry.targetType}:${entry.targetId}`;
  // Redis away: record every read rather than none.
  const first = await redis.set(key, '1', 'EX', STAFF_READ_WINDOW_SECONDS, 'NX').catch(() => 'OK');
  if (first !== 'OK') return;
  try {
    await record();
  } catch (err) {
    await redis.del(key).catch(() => undefined);
    throw err;
  }
}
