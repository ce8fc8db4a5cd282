import type { Migration } from '@kindred/kit';

/**
 * A mail that starts contact (the pair had neither mailed nor chatted before) counts toward its sender's
 * first-message allowance, as a chat thread they start does (docs/safety.md, "Scam and spam signals").
 * Mails stored before this migration count as continuing: nothing sent earlier is held against anyone.
 * A first mail with a pattern carries the recipient's warning, as a first chat message does (`caution`).
 */
export const mailFirstContacts: Migration = {
  name: '0120_mail_first_contacts',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      ALTER TABLE "${schema}".mails ADD COLUMN starts_contact boolean NOT NULL DEFAULT false;
      ALTER TABLE "${schema}".mails ADD COLUMN caution text;
      CREATE INDEX mails_first_contacts ON "${schema}".mails (sender_id, created_at) WHERE starts_contact;
    `);
  },
};
