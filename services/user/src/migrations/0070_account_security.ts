import type { Migration } from '@kindred/kit';

/**
 * Step-up for what takes an account (docs/privacy.md): an email change waits for the new address to
 * confirm it and can be undone from the old one for a week ("this wasn't me"); each link's code is
 * kept hashed and works once. A staff two-factor code works once too: the last 30-second step used
 * is kept per account and a code of that step or an earlier one is refused.
 */
export const accountSecurity: Migration = {
  name: '0070_account_security',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      ALTER TABLE accounts ADD COLUMN totp_last_step bigint NOT NULL DEFAULT 0;
      CREATE TABLE email_changes (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES accounts(id),
        kind text NOT NULL CHECK (kind IN ('confirm', 'revert')),
        code_hash text NOT NULL UNIQUE,
        old_email text NOT NULL,
        new_email text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX email_changes_user ON email_changes (user_id);
    `);
  },
};
