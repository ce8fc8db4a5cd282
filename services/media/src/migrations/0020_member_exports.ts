import { EVENT_CURSORS_TABLE, type Migration } from '@kindred/kit';

/** "Download my data" exports (docs/privacy.md) and the cursor of the account-erasure follower. */
export const memberExports: Migration = {
  name: '0020_member_exports',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      CREATE TABLE member_exports (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL,
        staff_id bigint NOT NULL DEFAULT 0,
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'ready', 'failed', 'expired')),
        token text NOT NULL UNIQUE,
        size bigint NOT NULL DEFAULT 0,
        attempts int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        ready_at timestamptz,
        expires_at timestamptz
      );
      CREATE INDEX member_exports_member ON member_exports (user_id, created_at DESC);
      CREATE INDEX member_exports_open ON member_exports (state, created_at) WHERE state IN ('pending', 'ready');
      ${EVENT_CURSORS_TABLE};
    `);
  },
};
