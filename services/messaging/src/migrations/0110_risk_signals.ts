import type { Migration } from '@kindred/kit';

/**
 * Scam and spam signals (docs/safety.md, "Scam and spam signals"): the events they are counted from
 * (first messages, blocks and reports received; 30 days), the staff risk queue's cases, the recipient's
 * warning on a stored first message (`messages.caution`), and the index that counts the threads a
 * sender started in the last hour (the first-message allowance). Events carry kinds, counts and a
 * fingerprint, never message text.
 */
export const riskSignals: Migration = {
  name: '0110_risk_signals',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      CREATE TABLE "${schema}".risk_events (
        id bigserial PRIMARY KEY,
        member_id bigint NOT NULL,
        kind text NOT NULL CHECK (kind IN ('first_message', 'blocked', 'reported')),
        at bigint NOT NULL,
        other_id bigint,
        fingerprint text,
        patterns text[] NOT NULL DEFAULT '{}'
      );
      CREATE INDEX risk_events_member ON "${schema}".risk_events (member_id, at);
      CREATE INDEX risk_events_other ON "${schema}".risk_events (other_id) WHERE other_id IS NOT NULL;

      CREATE TABLE "${schema}".risk_cases (
        member_id bigint PRIMARY KEY,
        state text NOT NULL CHECK (state IN ('open', 'limited', 'suspended', 'cleared')),
        score integer NOT NULL,
        reasons jsonb NOT NULL DEFAULT '[]',
        opened_at bigint NOT NULL,
        updated_at bigint NOT NULL,
        decided_by bigint,
        decided_at bigint
      );
      CREATE INDEX risk_cases_queue ON "${schema}".risk_cases (state, score DESC, updated_at DESC);

      ALTER TABLE "${schema}".messages ADD COLUMN caution text;
      CREATE INDEX threads_started_by ON "${schema}".threads (started_by, created_at);
    `);
  },
};
