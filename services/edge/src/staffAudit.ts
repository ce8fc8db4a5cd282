import { recordStaffReadOnce, type StaffReadEntry } from '@kindred/kit';
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

/**
 * Records that a staff member read members' content (break-glass accountability, docs/privacy.md):
 * who read what and when, never what it said; once per staff member, read and target in kit's window.
 */
export function recordStaffRead(ctx: RouteContext, caller: Caller, entry: StaffReadEntry): Promise<void> {
  return recordStaffReadOnce(ctx.redis, caller.user_id, entry, () => recordStaffAction(ctx, caller, entry));
}
