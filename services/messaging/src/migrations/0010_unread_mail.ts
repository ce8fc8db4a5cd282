import type { Migration } from '@kindred/kit';

/**
 * The mailbox's unread badge counts only unread rows, straight off a partial index, however much mail
 * a member has kept (docs/scale/queries.md).
 */
export const unreadMail: Migration = {
  name: '0010-unread-mail',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`CREATE INDEX mails_unread ON "${schema}".mails (recipient_id) WHERE status = 0;`);
  },
};
