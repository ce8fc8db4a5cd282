import type { Migration } from '@kindred/kit';

/**
 * Verification selfies (docs/safety.md, "Verified profiles") are the member's objects too, kept under
 * `selfies/` until staff decide: recorded so that an erasure removes them with the member's pictures.
 */
export const verificationSelfies: Migration = {
  name: '0080_verification_selfies',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      ALTER TABLE "${schema}".objects DROP CONSTRAINT objects_kind_check;
      ALTER TABLE "${schema}".objects ADD CONSTRAINT objects_kind_check
        CHECK (kind IN ('post', 'background', 'avatar', 'photo', 'gift', 'selfie'));
    `);
  },
};
