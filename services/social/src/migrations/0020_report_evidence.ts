import type { Migration } from '@kindred/kit';

/**
 * Messages a reporter attached to a report by their own act (docs/safety.md): staff never browse
 * members' messages, and read these only through the staff API's audited call. They go with the
 * report (an erased member's reports are deleted, and so is their evidence).
 */
export const reportEvidence: Migration = {
  name: '0020_report_evidence',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      CREATE TABLE "${schema}".report_evidence (
        report_id bigint NOT NULL REFERENCES "${schema}".reports (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('chat', 'mail')),
        message_id bigint NOT NULL,
        content text NOT NULL,
        sent_at bigint NOT NULL,
        flagged boolean NOT NULL DEFAULT false,
        attached_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (report_id, kind, message_id)
      );
    `);
  },
};
