import type { Migration } from '@kindred/kit';

/**
 * The member listing's index for keyset paging, and name search (`username ILIKE '%abc%'`) through a trigram index instead of reading every member
 * (docs/scale/queries.md). pg_trgm is a trusted extension: the service's role may create it; it
 * lives once per database, so the operator class is named in whatever schema already holds it.
 */
export const memberSearch: Migration = {
  name: '0010_member_search',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      DO $$
      DECLARE trgm_schema text;
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          CREATE EXTENSION pg_trgm WITH SCHEMA "${schema}";
        END IF;
        SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'pg_trgm';
        EXECUTE format('CREATE INDEX accounts_username_trgm ON %I.accounts USING gin (username %I.gin_trgm_ops)',
          '${schema}', trgm_schema);
      END $$;
      -- The last_active listing with never-signed-in members last, in a form keyset paging can seek;
      -- last_login_at included so that the listing's scans are index-only.
      CREATE INDEX accounts_activity ON "${schema}".accounts
        (status, role, (coalesce(last_login_at, '-infinity'::timestamptz)) DESC, id DESC) INCLUDE (last_login_at);
    `);
  },
};
