import type { Migration } from '@kindred/kit';

/**
 * Saved searches (docs/discovery.md, "Saved searches"): a member's named discovery filters, at most 10
 * (the domain counts them under the owner's row lock), with the sex resolved when saved. The notice
 * sweep reads `account_events` ('joined': a member newly listed) after its cursor, a single row that
 * one replica at a time holds (`FOR UPDATE SKIP LOCKED`); it starts at the newest event, so the members
 * who were there before the migration are nobody's news. The member settings gain the topic's
 * checkbox, on for everyone as the others are by default.
 */
export const savedSearches: Migration = {
  name: '0110_saved_searches',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      CREATE TABLE saved_searches (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        name text NOT NULL,
        sex smallint NOT NULL,
        age_min smallint NOT NULL DEFAULT 0,
        age_max smallint NOT NULL DEFAULT 0,
        country text NOT NULL DEFAULT '',
        city text NOT NULL DEFAULT '',
        online boolean NOT NULL DEFAULT false,
        with_photo boolean NOT NULL DEFAULT false,
        interests text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX saved_searches_owner ON saved_searches (user_id, id);
      CREATE INDEX saved_searches_sex ON saved_searches (sex);
      CREATE TABLE saved_search_cursor (
        id smallint PRIMARY KEY CHECK (id = 1),
        last_event_id bigint NOT NULL
      );
      INSERT INTO saved_search_cursor (id, last_event_id) SELECT 1, coalesce(max(id), 0) FROM account_events;
      ALTER TABLE member_settings ADD COLUMN notify_saved_search_match boolean NOT NULL DEFAULT true;
    `);
  },
};
