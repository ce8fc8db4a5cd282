import type { Migration } from '@kindred/kit';

/** Follows, newsfeed items, reports, blocks and the account-event cursor. */
export const social: Migration = {
  name: '0001_social',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      CREATE TABLE follows (
        follower_id bigint NOT NULL,
        target_id bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (follower_id, target_id),
        CHECK (follower_id <> target_id)
      );
      CREATE INDEX follows_target ON follows (target_id, follower_id);

      CREATE TABLE trends (
        id bigserial PRIMARY KEY,
        author_id bigint NOT NULL,
        type smallint NOT NULL CHECK (type IN (0, 1, 2)),
        content text NOT NULL DEFAULT '',
        img text NOT NULL DEFAULT '',
        -- The user-service account event a type 0/2 item came from: applied once.
        source_event_id bigint UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX trends_feed ON trends (created_at DESC, id DESC);
      CREATE INDEX trends_author ON trends (author_id, created_at DESC, id DESC);

      CREATE TABLE reports (
        id bigserial PRIMARY KEY,
        reporter_id bigint NOT NULL,
        target_id bigint NOT NULL,
        types smallint[] NOT NULL,
        repeats int NOT NULL DEFAULT 1,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'warned', 'suspended')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX reports_pair ON reports (reporter_id, target_id, created_at DESC);
      CREATE INDEX reports_review ON reports (status, updated_at DESC);

      CREATE TABLE blocks (
        user_id bigint NOT NULL,
        target_id bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, target_id),
        CHECK (user_id <> target_id)
      );
      CREATE INDEX blocks_target ON blocks (target_id, user_id);

      CREATE TABLE event_cursors (
        name text PRIMARY KEY,
        last_id bigint NOT NULL DEFAULT 0
      );
      INSERT INTO event_cursors (name, last_id) VALUES ('account_events', 0);
    `);
  },
};
