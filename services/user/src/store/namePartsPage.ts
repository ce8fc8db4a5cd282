import { listedToOthers } from './listedToOthers';
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
    q.after ||
    q.seek
  )
    return null;
  const blocked = q.blockedIds?.length ? `AND id NOT IN (:blockedIds)` : '';
  const sql = `SELECT id${columns} FROM ${table('member_name_parts')} p
    WHERE part = lower(:term) AND sex = :sex AND id <> :excludeId ${blocked}
      AND ${listedToOthers(table, 'p')}
    ORDER BY activity DESC, id DESC LIMIT :limit OFFSET :offset`;
  return {
    sql,
    order,
    replacements: {
      term,
      sex: q.sex,
      excludeId: q.excludeId,
      blockedIds: q.blockedIds,
      limit: q.limit,
      offset: q.offset,
    },
  };
}
