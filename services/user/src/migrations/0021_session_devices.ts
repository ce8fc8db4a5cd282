import type { Migration } from '@kindred/kit';

/**
 * What a member's sessions list shows (docs/member-settings.md): the browser's user agent and the
 * country the ingress reported at sign-in, the last use, and whether "remember me" was ticked (a
 * remembered session slides: each use pushes its end out again).
 */
export const sessionDevices: Migration = {
  name: '0021_session_devices',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      ALTER TABLE sessions
        ADD COLUMN user_agent text NOT NULL DEFAULT '',
        ADD COLUMN country text NOT NULL DEFAULT '',
        ADD COLUMN remembered boolean NOT NULL DEFAULT true,
        ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
      ALTER TABLE sessions ALTER COLUMN remembered SET DEFAULT false;
      -- Members' sessions so far lasted the full 30 days; staff sessions never slide.
      UPDATE sessions SET remembered = false WHERE user_id IN (SELECT id FROM accounts WHERE role <> 'member');
    `);
  },
};
