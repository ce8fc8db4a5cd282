import type { Migration } from '@kindred/kit';

/** Accounts, sessions, password resets, notices, tier authorities, membership grants, account events. */
export const accounts: Migration = {
  name: '0001_accounts',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      CREATE TABLE accounts (
        id bigserial PRIMARY KEY,
        username text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        sex smallint NOT NULL CHECK (sex IN (0, 1)),
        birthday bigint NOT NULL,
        country text NOT NULL DEFAULT '',
        signature text NOT NULL DEFAULT '',
        avatar text NOT NULL DEFAULT '',
        status smallint NOT NULL DEFAULT 2 CHECK (status IN (1, 2, 3)),
        role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'staff', 'admin')),
        laid text NOT NULL DEFAULT '',
        invitation_code text NOT NULL UNIQUE,
        invited_by bigint REFERENCES accounts(id),
        overduedate_1 bigint NOT NULL DEFAULT 0,
        overduedate_2 bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz
      );
      CREATE UNIQUE INDEX accounts_username_key ON accounts (lower(username));
      CREATE UNIQUE INDEX accounts_email_key ON accounts (lower(email));
      CREATE INDEX accounts_listing ON accounts (status, role, last_login_at DESC NULLS LAST, id DESC);

      CREATE TABLE sessions (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES accounts(id),
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL;

      CREATE TABLE password_resets (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES accounts(id),
        code_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );

      CREATE TABLE notices (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES accounts(id),
        type text NOT NULL CHECK (type IN ('gift', 'report')),
        status smallint NOT NULL DEFAULT 0,
        gift text NOT NULL DEFAULT '',
        content text NOT NULL DEFAULT '',
        idempotency_key text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX notices_user ON notices (user_id, id DESC);

      CREATE TABLE tier_authorities (
        vip smallint NOT NULL CHECK (vip IN (0, 1, 2)),
        authority text NOT NULL,
        PRIMARY KEY (vip, authority)
      );

      CREATE TABLE membership_grants (
        idempotency_key text PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES accounts(id),
        tier smallint NOT NULL,
        months int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE account_events (
        id bigserial PRIMARY KEY,
        type text NOT NULL,
        user_id bigint NOT NULL REFERENCES accounts(id),
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  },
};
