import type { MemberQuery } from './userStore';

/** The term lengths `member_name_parts` holds whole (migration 0032): the term is then one part. */
const PART_LENGTHS = new Set([2, 3]);

export interface PageSql {
  sql: string;
  order: string;
  replacements: Record<string, unknown>;
}

/**
 * A name search within one sex as one range of `member_name_parts_listing`, in listing order: the same
 * members, in the same order, as `username ILIKE '%term%' AND sex = :sex` over the listed accounts
 * (docs/scale/queries.md). Null for any other query, which the accounts' own indexes serve.
 */
export function namePartsPage(
  table: (name: string) => string,
  q: MemberQuery,
  order: string,
  columns: string,
): PageSql | null {
  const term = q.username ?? '';
  if (
    q.orderBy !== 'last_active' ||
    q.sex === undefined ||
    !PART_LENGTHS.has([...term].length) ||
    q.ids ||
    q.withAvatar ||
    q.after
  )
    return null;
  const sql = `SELECT id${columns} FROM ${table('member_name_parts')} p
    WHERE part = lower(:term) AND sex = :sex AND id <> :excludeId
      AND NOT EXISTS (SELECT 1 FROM ${table('member_settings')} hidden WHERE hidden.user_id = p.id AND hidden.hide_from_lists)
    ORDER BY activity DESC, id DESC LIMIT :limit OFFSET :offset`;
  return {
    sql,
    order,
    replacements: { term, sex: q.sex, excludeId: q.excludeId, limit: q.limit, offset: q.offset },
  };
}
