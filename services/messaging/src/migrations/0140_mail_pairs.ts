import type { Migration } from '@kindred/kit';

/**
 * Whether two members have mailed (store/contactBetween.ts) is asked for each new chat thread, each
 * chat batch that spends a first-message allowance and each mail: by sender and recipient, not through
 * the recipient's whole mailbox (`mails_recipient`), which for a much-mailed member is tens of
 * thousands of rows a question.
 */
export const mailPairs: Migration = {
  name: '0140_mail_pairs',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`CREATE INDEX mails_pairs ON "${schema}".mails (sender_id, recipient_id);`);
  },
};
