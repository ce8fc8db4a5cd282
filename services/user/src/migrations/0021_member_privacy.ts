import type { Migration } from '@kindred/kit';

/** The privacy controls of the settings pages (docs/member-settings.md); no row means all off. */
export const memberPrivacy: Migration = {
  name: '0021_member_privacy',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      ALTER TABLE member_settings
        ADD COLUMN hide_online boolean NOT NULL DEFAULT false,
        ADD COLUMN chat_from text NOT NULL DEFAULT 'everyone' CHECK (chat_from IN ('everyone', 'following', 'nobody')),
        ADD COLUMN hide_from_lists boolean NOT NULL DEFAULT false,
        ADD COLUMN hide_from_visitors boolean NOT NULL DEFAULT false;
      CREATE INDEX member_settings_unlisted ON member_settings (user_id) WHERE hide_from_lists;
    `);
  },
};
