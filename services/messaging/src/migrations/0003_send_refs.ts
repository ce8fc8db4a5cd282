import type { Migration } from '@kindred/kit';

/**
 * A member's own id for a chat message (the frame's `ref`) and for a mail send (the idempotency key):
 * a resend after a lost acknowledgement finds the stored row instead of storing a second one.
 */
export const sendRefs: Migration = {
  name: '0003-send-refs',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      ALTER TABLE "${schema}".messages ADD COLUMN ref text;
      CREATE UNIQUE INDEX messages_sender_ref ON "${schema}".messages (sender_id, ref) WHERE ref IS NOT NULL;
      ALTER TABLE "${schema}".mails ADD COLUMN idempotency_key text;
      CREATE UNIQUE INDEX mails_sender_key ON "${schema}".mails (sender_id, idempotency_key)
        WHERE idempotency_key IS NOT NULL;
    `);
  },
};
