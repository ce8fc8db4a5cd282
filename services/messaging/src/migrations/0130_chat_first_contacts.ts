import type { Migration } from '@kindred/kit';

/**
 * A chat thread started with someone the sender had already mailed (or been mailed by) continues a
 * contact: it does not count toward the first-message allowance (docs/safety.md, "Scam and spam
 * signals"), as a mail to someone already chatted with does not. Threads stored before this migration
 * keep counting as starts, as they did.
 */
export const chatFirstContacts: Migration = {
  name: '0130_chat_first_contacts',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      ALTER TABLE "${schema}".threads ADD COLUMN starts_contact boolean NOT NULL DEFAULT true;
      DROP INDEX "${schema}".threads_started_by;
      CREATE INDEX threads_first_contacts ON "${schema}".threads (started_by, created_at) WHERE starts_contact;
    `);
  },
};
