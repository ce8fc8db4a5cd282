import type { Migration } from '@kindred/kit';

/**
 * Exports delivered only to their member (docs/privacy.md): the download token is kept as a SHA-256
 * hash and works once, the object has its own random key (the token no longer names it), staff
 * requests wait for a second staff member's approval, and every step of an export is an event row.
 */
export const exportAccess: Migration = {
  name: '0060_export_access',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      ALTER TABLE member_exports
        ADD COLUMN object_key text,
        ADD COLUMN token_hash text UNIQUE,
        ADD COLUMN reason text NOT NULL DEFAULT '',
        ADD COLUMN approver_id bigint NOT NULL DEFAULT 0,
        ADD COLUMN decided_at timestamptz,
        ADD COLUMN downloaded_at timestamptz,
        ADD COLUMN object_removed_at timestamptz;
      UPDATE member_exports SET object_key = 'exports/' || token || '.zip',
        token_hash = CASE WHEN state = 'ready' THEN encode(sha256(convert_to(token, 'UTF8')), 'hex') END;
      ALTER TABLE member_exports ALTER COLUMN object_key SET NOT NULL, ADD CONSTRAINT member_exports_object_key UNIQUE (object_key);
      ALTER TABLE member_exports DROP COLUMN token;
      ALTER TABLE member_exports DROP CONSTRAINT IF EXISTS member_exports_state_check;
      ALTER TABLE member_exports ADD CONSTRAINT member_exports_state_check
        CHECK (state IN ('awaiting', 'declined', 'pending', 'ready', 'downloaded', 'failed', 'expired'));
      DROP INDEX IF EXISTS member_exports_open;
      CREATE INDEX member_exports_open ON member_exports (state, created_at)
        WHERE state IN ('awaiting', 'pending', 'ready');
      CREATE TABLE member_export_events (
        id bigserial PRIMARY KEY,
        export_id bigint NOT NULL,
        user_id bigint NOT NULL,
        actor_id bigint NOT NULL DEFAULT 0,
        event text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX member_export_events_export ON member_export_events (export_id, id);
    `);
  },
};
