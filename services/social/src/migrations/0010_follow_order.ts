import type { Migration } from '@kindred/kit';

/**
 * Follow lists page newest first (i_like by follower, love_me by target) straight off an index, and
 * a member's follower count is an index-only scan of the same index (docs/scale/queries.md). The
 * (target_id, follower_id) index it replaces served only the count.
 */
export const followOrder: Migration = {
  name: '0010_follow_order',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      CREATE INDEX follows_follower_recent ON "${schema}".follows (follower_id, created_at DESC, target_id DESC);
      CREATE INDEX follows_target_recent ON "${schema}".follows (target_id, created_at DESC, follower_id DESC);
      DROP INDEX "${schema}".follows_target;
    `);
  },
};
