import { listedToOthers } from './listedToOthers';
import { namePartsPage, type PageSql } from './namePartsPage';
import type { MemberQuery } from './userStore';

/** The last_active order, as the accounts_activity index (migration 0010) holds it. */
export const ACTIVITY = `coalesce(last_login_at, '-infinity'::timestamptz)`;

type Table = (name: string) => string;

/** Members hiding from lists or pending deletion are in no listing (docs/privacy.md, "Who sees whom"). */
export const listed = (table: Table): string => listedToOthers(table, table('accounts'));

/** The listing's WHERE over `accounts`, for a page or its count. */
export function memberFilter(table: Table, q: Omit<MemberQuery, 'limit' | 'offset' | 'orderBy'>) {
  const where = [`status = 1`, `role = 'member'`, `id <> :excludeId`, listed(table)];
  if (q.username) where.push(`username ILIKE :pattern`);
  // Two letters have no trigram: their pair is looked up in accounts_username_bigrams (migration 0030).
  if (q.username && [...q.username].length === 2)
    where.push(`${table('username_bigrams')}(username) @> ARRAY[lower(:username)]`);
  if (q.sex !== undefined) where.push(`sex = :sex`);
  if (q.withAvatar) where.push(`avatar <> ''`);
  if (q.ids) where.push(q.ids.length ? `id IN (:ids)` : 'false');
  if (q.blockedIds?.length) where.push(`id NOT IN (:blockedIds)`);
  const discover = q.discover ?? {};
  if (discover.bornAfter !== undefined) where.push(`birthday > :bornAfter`);
  if (discover.bornUpTo !== undefined) where.push(`birthday <= :bornUpTo`);
  if (discover.country) where.push(`country = :country`);
  if (discover.city) where.push(`lower(city) = lower(:city)`);
  if (discover.interests?.length) where.push(`interests @> ARRAY[:interests]::text[]`);
  const anchor = q.seek ?? q.after;
  if (anchor) where.push(`(${ACTIVITY}, id) < (CAST(:afterActivity AS timestamptz), :afterId)`);
  const pattern = q.username ? `%${q.username.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const after = anchor ? { afterActivity: anchor.activity, afterId: anchor.id } : {};
  const { discover: _nested, seek: _seek, ...flat } = q;
  return { sql: where.join(' AND '), replacements: { ...flat, ...discover, ...after, pattern } };
}

/** A listing page's ids, in its order (with `columns` after each). */
export function pageIds(table: Table, q: MemberQuery, columns = ''): PageSql {
  const order = q.orderBy === 'newest' ? 'id DESC' : `${ACTIVITY} DESC, id DESC`;
  const byNamePart = namePartsPage(table, q, order, columns);
  if (byNamePart) return byNamePart;
  const filter = memberFilter(table, q);
  // Boundaries count every member: skip one more for each left out (the caller, the blocked pairs)
  // who is listed before it (migration 0040).
  const offset = q.after
    ? `:offset + ${table('listed_before_any')}(ARRAY[:leftOut]::bigint[], CAST(:afterActivity AS timestamptz), :afterId)`
    : ':offset';
  return {
    sql: `SELECT id${columns} FROM ${table('accounts')} WHERE ${filter.sql} ORDER BY ${order} LIMIT :limit OFFSET ${offset}`,
    order,
    replacements: {
      ...filter.replacements,
      leftOut: [q.excludeId, ...(q.blockedIds ?? [])],
      limit: q.limit,
      offset: q.offset,
    },
  };
}
