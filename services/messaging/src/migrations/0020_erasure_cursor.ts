import { EVENT_CURSORS_TABLE, type Migration } from '@kindred/kit';

/** The cursor of the account-erasure outbox follower (docs/privacy.md). */
export const erasureCursor: Migration = {
  name: '0020-erasure-cursor',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`SET LOCAL search_path TO "${schema}"; ${EVENT_CURSORS_TABLE};`);
  },
};
