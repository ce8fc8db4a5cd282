import type { Migration } from '@kindred/kit';

/**
 * What the staff console needs (docs/staff-api.md): the sign-up address and a rejection reason on
 * accounts, staff two-factor secrets, notices of type `system`, and the append-only audit log of
 * staff actions (a trigger refuses UPDATE and DELETE, for every role).
 */
export const staffConsole: Migration = {
  name: '0003_staff_console',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      ALTER TABLE accounts
        ADD COLUMN signup_ip text NOT NULL DEFAULT '',
        ADD COLUMN rejection_reason text NOT NULL DEFAULT '',
        ADD COLUMN totp_secret text NOT NULL DEFAULT '',
        ADD COLUMN totp_enabled boolean NOT NULL DEFAULT false;
      CREATE INDEX accounts_review ON accounts (id) WHERE status = 2;
      CREATE INDEX accounts_created ON accounts (created_at);

      ALTER TABLE notices DROP CONSTRAINT notices_type_check;
      ALTER TABLE notices ADD CONSTRAINT notices_type_check CHECK (type IN ('gift', 'report', 'system'));

      CREATE TABLE staff_actions (
        id bigserial PRIMARY KEY,
        staff_id bigint NOT NULL REFERENCES accounts(id),
        staff_username text NOT NULL,
        action text NOT NULL,
        target_type text NOT NULL DEFAULT '',
        target_id text NOT NULL DEFAULT '',
        before jsonb,
        after jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX staff_actions_staff ON staff_actions (staff_id, id DESC);
      CREATE INDEX staff_actions_target ON staff_actions (target_id, id DESC);

      CREATE FUNCTION staff_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'staff_actions is append-only';
      END $$;
      CREATE TRIGGER staff_actions_no_change BEFORE UPDATE OR DELETE ON staff_actions
        FOR EACH ROW EXECUTE FUNCTION staff_actions_append_only();
      CREATE TRIGGER staff_actions_no_truncate BEFORE TRUNCATE ON staff_actions
        FOR EACH STATEMENT EXECUTE FUNCTION staff_actions_append_only();
    `);
  },
};
