import type { Migration } from '@kindred/kit';

/** The topics as they were then; later topics add their column in a migration of their own (0110). */
const TOPICS = [
  'profile_comments',
  'status_comments',
  'status_likes',
  'wall_posts',
  'new_mail',
  'new_chat_message',
  'photo_comments',
  'video_comments',
  'credits_received',
  'gift_received',
];

/** The settings pages of each member (docs/member-settings.md); no row means the defaults. */
export const memberSettings: Migration = {
  name: '0003_member_settings',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      CREATE TABLE member_settings (
        user_id bigint PRIMARY KEY REFERENCES accounts(id),
        general boolean NOT NULL DEFAULT true,
        ${TOPICS.map((topic) => `notify_${topic} boolean NOT NULL DEFAULT true,`).join('\n        ')}
        delivery text NOT NULL DEFAULT 'Automatically' CHECK (delivery IN ('Immediately', 'Automatically', 'never')),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  },
};
