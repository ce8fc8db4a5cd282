import type { Migration } from '@kindred/kit';

/**
 * What the staff console needs (docs/staff-api.md): the staff member and reason of each credit
 * adjustment (kept beside the append-only ledger, keyed by the entry's idempotency key), refunded
 * orders, and the sandbox processor's own record of the refunds it made.
 */
export const staffConsole: Migration = {
  name: '0003_staff_console',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      CREATE TABLE ledger_notes (
        idempotency_key text PRIMARY KEY REFERENCES ledger_entries(idempotency_key),
        staff_id bigint NOT NULL,
        note text NOT NULL
      );

      ALTER TABLE orders DROP CONSTRAINT orders_state_check;
      ALTER TABLE orders ADD CONSTRAINT orders_state_check
        CHECK (state IN ('created', 'pending', 'paid', 'failed', 'expired', 'refunded'));
      ALTER TABLE orders
        ADD COLUMN refund_reason text NOT NULL DEFAULT '',
        ADD COLUMN refund_ref text NOT NULL DEFAULT '',
        ADD COLUMN refunded_at timestamptz;
      CREATE INDEX orders_created ON orders (created_at);

      CREATE TABLE sandbox_refunds (
        reference text PRIMARY KEY,
        checkout_reference text NOT NULL UNIQUE REFERENCES sandbox_checkouts(reference),
        amount numeric(12,2) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  },
};
