/**
 * The SQL side of `mayList` (packages/rules/src/visibility.ts) for the member lists: a member others
 * may list does not hide from lists and has not asked for deletion. The rest of the rule lives in the
 * listing index's own columns (`status = 1` holds no suspended or erased account) and in the page's
 * `blocked_ids` (the blocked pairs are social's). Both clauses read small partial indexes
 * (`member_settings_unlisted`, `accounts_deletion_pending`, migration 0040), so the listing's scans stay
 * index-only; the same rule is written into `listed_before_any` (migration 0040).
 */
export function listedToOthers(table: (name: string) => string, member: string): string {
  return `NOT EXISTS (SELECT 1 FROM ${table('member_settings')} hidden
      WHERE hidden.user_id = ${member}.id AND hidden.hide_from_lists)
    AND ${member}.id NOT IN (SELECT pending.id FROM ${table('accounts')} pending WHERE pending.deletion_due_at IS NOT NULL)`;
}
