import type { Migration } from '@kindred/kit';

/** Stored objects (who uploaded what), photos and background photos. */
export const media: Migration = {
  name: '0001_media',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      CREATE TABLE objects (
        key text PRIMARY KEY,
        user_id bigint NOT NULL,
        kind text NOT NULL CHECK (kind IN ('post', 'background', 'avatar', 'photo')),
        content_type text NOT NULL,
        size int NOT NULL,
        width int NOT NULL,
        height int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX objects_user ON objects (user_id, created_at DESC);

      CREATE TABLE photos (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL,
        key text NOT NULL REFERENCES objects(key),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX photos_user ON photos (user_id, created_at DESC, id DESC);

      CREATE TABLE back_photos (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL,
        key text NOT NULL REFERENCES objects(key),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX back_photos_user ON back_photos (user_id, id DESC);
    `);
  },
};
