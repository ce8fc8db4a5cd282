import type { Migration } from '@kindred/kit';

/**
 * Photo review (docs/staff-api.md): an avatar waiting for staff is its owner's alone. `avatar` stays
 * the picture everyone sees (cards, lists, search's "with photo"); `pending_avatar` is the one its
 * owner sees meanwhile, set and cleared by the media service.
 */
export const pendingAvatar: Migration = {
  name: '0120_pending_avatar',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`ALTER TABLE "${schema}".accounts ADD COLUMN pending_avatar text NOT NULL DEFAULT ''`);
  },
};
