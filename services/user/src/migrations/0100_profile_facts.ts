import type { Migration } from '@kindred/kit';

/**
 * Profile facts (docs/member-settings.md) and discovery search's filters (docs/discovery.md). The facts
 * live on `accounts` so that one query filters them with sex, birthday, country and avatar, and the
 * planner can AND the indexes below in one bitmap scan before the listing order is applied. Each index
 * holds the listed population only (`status = 1 AND role = 'member'`, as every listing query says):
 * age ranges by sex, country by sex, the city as the search compares it (lower case), and the interest
 * tags as a GIN array index for `interests @> ARRAY[...]`.
 */
export const profileFacts: Migration = {
  name: '0100_profile_facts',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      ALTER TABLE accounts
        ADD COLUMN about text NOT NULL DEFAULT '',
        ADD COLUMN city text NOT NULL DEFAULT '',
        ADD COLUMN interests text[] NOT NULL DEFAULT '{}',
        ADD COLUMN looking_for text NOT NULL DEFAULT '',
        ADD COLUMN height_cm smallint NOT NULL DEFAULT 0,
        ADD COLUMN languages text[] NOT NULL DEFAULT '{}';
      CREATE INDEX accounts_discover_age ON accounts (sex, birthday) WHERE status = 1 AND role = 'member';
      CREATE INDEX accounts_discover_country ON accounts (country, sex) WHERE status = 1 AND role = 'member';
      CREATE INDEX accounts_discover_city ON accounts (lower(city)) WHERE status = 1 AND role = 'member';
      CREATE INDEX accounts_discover_interests ON accounts USING gin (interests) WHERE status = 1 AND role = 'member';
    `);
  },
};
