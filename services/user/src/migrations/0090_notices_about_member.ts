import type { Migration } from '@kindred/kit';

/**
 * The member a notice names (a gift's giver), so that erasing that member rewrites exactly their
 * notices and no other (docs/privacy.md): the name scrub is scoped by this id, never a text search.
 */
export const noticesAboutMember: Migration = {
  name: '0090_notices_about_member',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      ALTER TABLE notices ADD COLUMN about_member_id bigint;
      CREATE INDEX notices_about_member ON notices (about_member_id) WHERE about_member_id IS NOT NULL;
    `);
  },
};
