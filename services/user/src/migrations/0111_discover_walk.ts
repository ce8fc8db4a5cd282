import type { Migration } from '@kindred/kit';

/**
 * Discovery search with broad filters walks one sex's listing in order (`accounts_sex_activity`,
 * 0031) and tests each member against the age range, country and photo until a page is full. With
 * those columns only in the table, each member tested was a heap read: an age range and a country
 * read ~450 rows for a page at 10,000 members (27-50 ms on a loaded two-core machine). The same index
 * with birthday, country and avatar included keeps the walk index-only (1.5 ms there), for the page
 * and its count alike (docs/discovery.md, "Indexes"). Same key, same name: the listing's other walks
 * (name search among a sex, suggestions' pool) are unchanged.
 */
export const discoverWalk: Migration = {
  name: '0111_discover_walk',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      CREATE INDEX accounts_sex_activity_walk ON "${schema}".accounts
        (status, role, sex, (coalesce(last_login_at, '-infinity'::timestamptz)) DESC, id DESC)
        INCLUDE (last_login_at, username, birthday, country, avatar);
      DROP INDEX "${schema}".accounts_sex_activity;
      ALTER INDEX "${schema}".accounts_sex_activity_walk RENAME TO accounts_sex_activity;
    `);
  },
};
