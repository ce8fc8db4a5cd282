import type { Migration } from '@kindred/kit';

/**
 * Name search among the opposite sex (`search_opposite_sex`: sex, `username ILIKE`, last_active order,
 * 30 rows). With no index holding sex, a common name part ("m12") walked `accounts_activity` in order
 * and read each member's row for sex and name: ~4,800 rows at 100,000 members (13 ms), ten times
 * fewer at 10,000. This index holds one sex's listing in its order with the name included, so the walk
 * is index-only over that sex and stops after 30 matches; a rare name still comes from the trigram
 * index (docs/scale/queries.md).
 */
export const oppositeSexSearch: Migration = {
  name: '0031_opposite_sex_search',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      CREATE INDEX accounts_sex_activity ON "${schema}".accounts
        (status, role, sex, (coalesce(last_login_at, '-infinity'::timestamptz)) DESC, id DESC)
        INCLUDE (last_login_at, username);
    `);
  },
};
