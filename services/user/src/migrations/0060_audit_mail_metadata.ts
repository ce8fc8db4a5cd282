import type { Migration } from '@kindred/kit';

/**
 * The audit log records that customer service mailed a member, not what the mail said
 * (docs/staff-api.md): earlier `cs.mail` rows lose their text and keep its length. The table is
 * append-only for everyone else; only this migration lifts the guard, in its own transaction.
 */
export const auditMailMetadata: Migration = {
  name: '0060_audit_mail_metadata',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      ALTER TABLE staff_actions DISABLE TRIGGER staff_actions_no_change;
      UPDATE staff_actions
        SET after = jsonb_build_object('mail_id', after->'mail_id', 'length', char_length(after->>'content'))
        WHERE action = 'cs.mail' AND after ? 'content';
      ALTER TABLE staff_actions ENABLE TRIGGER staff_actions_no_change;
    `);
  },
};
