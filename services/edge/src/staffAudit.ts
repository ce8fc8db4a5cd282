import type { Caller, RouteContext } from './route';

export interface StaffActionEntry {
  /** e.g. `member.suspend` (the list is in docs/staff-api.md). */
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one row of the append-only audit log (user service) for a staff action that changed
 * something. Called after the change succeeded; a failure to record is a fault the staff member sees.
 */
export async function recordStaffAction(ctx: RouteContext, caller: Caller, entry: StaffActionEntry): Promise<void> {
  await ctx.clients.userStaff.RecordStaffAction({
    staff_id: caller.user_id,
    action: entry.action,
    target_type: entry.targetType,
    target_id: String(entry.targetId),
    before_json: JSON.stringify(entry.before ?? null),
    after_json: JSON.stringify(entry.after ?? null),
  });
}

export interface StaffReadEntry {
  /** e.g. `member.viewed`, `cs.chat_viewed` (docs/staff-api.md). */
  action: string;
  targetType: string;
  targetId: string | number;
}

/** One row per staff member, read and target in this window: a console that refreshes does not flood the log. */
const READ_WINDOW_SECONDS = 300;

/**
 * Records that a staff member read members' content (break-glass accountability, docs/privacy.md):
 * who read what and when, never what it said. Before the content is answered: no row, no read.
 */
export async function recordStaffRead(ctx: RouteContext, caller: Caller, entry: StaffReadEntry): Promise<void> {
  const key = `audit:read:${caller.user_id}:${entry.action}:${entry.targetType}:${entry.targetId}`;
  const first = await ctx.redis.set(key, '1', 'EX', READ_WINDOW_SECONDS, 'NX').catch(() => 'OK');
  if (first !== 'OK') return;
  try {
    await recordStaffAction(ctx, caller, entry);
  } catch (err) {
    // The next read must try to record again.
    await ctx.redis.del(key).catch(() => undefined);
    throw err;
  }
}
