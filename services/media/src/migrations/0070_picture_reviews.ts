import type { Migration } from '@kindred/kit';

/**
 * Photo review (docs/staff-api.md): every new avatar and album photo waits for staff in
 * `picture_reviews`; a picture without a row (uploaded before review existed) counts as approved.
 * Each member upload keeps a 64-bit perceptual hash (dHash) on its object; the review row keeps it
 * with its four 16-bit bands as tokens `band * 65536 + value`, so that the pictures within 3 bits
 * (one band at least is equal) are found through the GIN index instead of a scan. A flat picture
 * (one colour) has no hash: it says nothing about who is in it. A rejected
 * picture's row outlives its object: its hash refuses the same picture uploaded again.
 */
export const pictureReviews: Migration = {
  name: '0070_picture_reviews',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      ALTER TABLE objects ADD COLUMN picture_hash bigint;
      CREATE TABLE picture_reviews (
        id bigserial PRIMARY KEY,
        key text UNIQUE,
        user_id bigint NOT NULL,
        kind text NOT NULL CHECK (kind IN ('avatar', 'photo')),
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
        picture_hash bigint,
        hash_bands int[],
        reason text NOT NULL DEFAULT '',
        staff_id bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      );
      CREATE INDEX picture_reviews_queue ON picture_reviews (created_at, id) WHERE state = 'pending';
      CREATE INDEX picture_reviews_member ON picture_reviews (user_id, id DESC);
      CREATE INDEX picture_reviews_bands ON picture_reviews USING gin (hash_bands);
    `);
  },
};
