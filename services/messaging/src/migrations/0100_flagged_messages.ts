import type { Migration } from '@kindred/kit';

/**
 * A chat message or mail whose wording the check flagged and the sender sent anyway (docs/safety.md):
 * its recipient is asked "Does this bother you?". A constant default adds the column without
 * rewriting the table.
 */
export const flaggedMessages: Migration = {
  name: '0100_flagged_messages',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      ALTER TABLE "${schema}".messages ADD COLUMN flagged boolean NOT NULL DEFAULT false;
      ALTER TABLE "${schema}".mails ADD COLUMN flagged boolean NOT NULL DEFAULT false;
    `);
  },
};
