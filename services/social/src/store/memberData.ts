import type { FollowPair } from '@kindred/kit';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/**
 * Erases what social holds of a member (docs/privacy.md): follows both ways, posts, reports filed
 * by or about them, blocks both ways. Deletes only, so running it again changes nothing. Answers the
 * follows it removed, for the edges' kept follower counts.
 */
export async function eraseMember(
  db: Sequelize,
  schema: string,
  userId: number,
  transaction: Transaction,
): Promise<FollowPair[]> {
  const t = (table: string) => `"${schema}".${table}`;
  const follows = await db.query<{ follower_id: string; target_id: string }>(
    `DELETE FROM ${t('follows')} WHERE follower_id = :userId OR target_id = :userId RETURNING follower_id, target_id`,
    { type: QueryTypes.SELECT, replacements: { userId }, transaction },
  );
  await db.query(
    `DELETE FROM ${t('trends')} WHERE author_id = :userId;
     DELETE FROM ${t('reports')} WHERE reporter_id = :userId OR target_id = :userId;
     DELETE FROM ${t('blocks')} WHERE user_id = :userId OR target_id = :userId;`,
    { replacements: { userId }, transaction },
  );
  return follows.map((f): FollowPair => [Number(f.follower_id), Number(f.target_id)]);
}

/**
 * The member's own social data for "Download my data"; others appear by id only. Followers are others'
 * acts: only those others may list now (`listed`, the visibility policy's `mayList`) are named, as the
 * member's own "who follows me" list shows them (a follower hiding from lists, pending deletion or
 * erased is not); whom the member follows is their own act and stays whole.
 */
export async function exportMember(
  db: Sequelize,
  schema: string,
  userId: number,
  listed: (ids: number[]) => Promise<Set<number>>,
): Promise<Record<string, unknown>> {
  const t = (table: string) => `"${schema}".${table}`;
  const rows = (sql: string) => db.query(sql, { type: QueryTypes.SELECT, replacements: { userId } });
  const followers = (await rows(
    `SELECT follower_id AS member_id, created_at FROM ${t('follows')} WHERE target_id = :userId ORDER BY created_at`,
  )) as Array<{ member_id: string | number }>;
  const shown = await listed(followers.map((f) => Number(f.member_id)));
  return {
    'follows.json': {
      following: await rows(
        `SELECT target_id AS member_id, created_at FROM ${t('follows')} WHERE follower_id = :userId ORDER BY created_at`,
      ),
      followers: followers.filter((f) => shown.has(Number(f.member_id))),
    },
    'posts.json': await rows(
      `SELECT id, type, content, img, created_at FROM ${t('trends')} WHERE author_id = :userId ORDER BY id`,
    ),
    'reports.json': await rows(
      `SELECT id, target_id AS reported_member_id, types, repeats, status, created_at FROM ${t('reports')}
       WHERE reporter_id = :userId ORDER BY id`,
    ),
    'blocks.json': await rows(
      `SELECT target_id AS member_id, created_at FROM ${t('blocks')} WHERE user_id = :userId ORDER BY created_at`,
    ),
  };
}
