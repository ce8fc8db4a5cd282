import type { Migration } from '@kindred/kit';

/** Wallets and the append-only ledger, gifts, packages, orders, payment events, sandbox checkouts. */
export const ledgerAndOrders: Migration = {
  name: '0001_ledger_and_orders',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";

      CREATE TABLE wallets (
        user_id bigint PRIMARY KEY,
        balance numeric(12,2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE ledger_entries (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES wallets(user_id),
        delta numeric(12,2) NOT NULL CHECK (delta <> 0),
        balance_after numeric(12,2) NOT NULL CHECK (balance_after >= 0),
        reason text NOT NULL,
        ref_type text NOT NULL DEFAULT '',
        ref_id text NOT NULL DEFAULT '',
        idempotency_key text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX ledger_entries_user ON ledger_entries (user_id, id);

      -- The ledger is history: rows are added, never changed or removed.
      CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger_entries is append-only';
      END $$;
      CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
        FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

      CREATE TABLE gift_categories (
        id bigserial PRIMARY KEY,
        classifye text NOT NULL,
        classifyc text NOT NULL,
        classifyf text NOT NULL,
        sort int NOT NULL DEFAULT 0
      );

      CREATE TABLE gifts (
        id bigserial PRIMARY KEY,
        category_id bigint NOT NULL REFERENCES gift_categories(id),
        path text NOT NULL DEFAULT '',
        art text NOT NULL DEFAULT '',
        picture_stored boolean NOT NULL DEFAULT false,
        price numeric(12,2) NOT NULL CHECK (price > 0),
        titlee text NOT NULL,
        titlec text NOT NULL,
        titlef text NOT NULL,
        infoe text NOT NULL DEFAULT '',
        infoc text NOT NULL DEFAULT '',
        infof text NOT NULL DEFAULT '',
        sort int NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true
      );
      CREATE INDEX gifts_category ON gifts (category_id, sort, id);

      CREATE TABLE gift_sends (
        id bigserial PRIMARY KEY,
        giver_id bigint NOT NULL,
        giver_name text NOT NULL,
        recipient_id bigint NOT NULL,
        gift_id bigint NOT NULL REFERENCES gifts(id),
        number int NOT NULL CHECK (number > 0),
        message text NOT NULL DEFAULT '',
        total numeric(12,2) NOT NULL CHECK (total > 0),
        idempotency_key text NOT NULL UNIQUE,
        notified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX gift_sends_recipient ON gift_sends (recipient_id, id DESC);
      CREATE INDEX gift_sends_unnotified ON gift_sends (id) WHERE notified_at IS NULL;

      CREATE TABLE recharge_packages (
        id bigserial PRIMARY KEY,
        price numeric(12,2) NOT NULL CHECK (price > 0),
        sort int NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true
      );

      CREATE TABLE upgrade_tiers (
        tier smallint PRIMARY KEY CHECK (tier IN (1, 2)),
        base_price numeric(12,2) NOT NULL CHECK (base_price > 0)
      );

      CREATE TABLE upgrade_packages (
        id bigserial PRIMARY KEY,
        tier smallint NOT NULL REFERENCES upgrade_tiers(tier),
        months int NOT NULL CHECK (months > 0),
        price numeric(12,2) NOT NULL CHECK (price > 0),
        sort int NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true
      );

      CREATE TABLE payment_sessions (
        guid uuid PRIMARY KEY,
        user_id bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );

      CREATE TABLE orders (
        id bigserial PRIMARY KEY,
        order_no text NOT NULL UNIQUE,
        guid uuid NOT NULL UNIQUE REFERENCES payment_sessions(guid),
        user_id bigint NOT NULL,
        gainer_id bigint NOT NULL,
        order_type smallint NOT NULL CHECK (order_type IN (1, 2)),
        package_id bigint NOT NULL DEFAULT 0,
        tier smallint NOT NULL DEFAULT 0,
        months int NOT NULL DEFAULT 0,
        amount numeric(12,2) NOT NULL CHECK (amount > 0),
        currency text NOT NULL DEFAULT 'USD',
        pay_type smallint NOT NULL CHECK (pay_type BETWEEN 0 AND 5),
        provider text NOT NULL,
        state text NOT NULL CHECK (state IN ('created', 'pending', 'paid', 'failed', 'expired')),
        provider_ref text NOT NULL DEFAULT '',
        answer_type text NOT NULL DEFAULT '',
        answer_content text NOT NULL DEFAULT '',
        card_brand text NOT NULL DEFAULT '',
        card_last4 text NOT NULL DEFAULT '',
        failure_reason text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        fulfilled_at timestamptz
      );
      CREATE INDEX orders_user ON orders (user_id, id DESC);
      CREATE INDEX orders_open ON orders (created_at) WHERE state IN ('created', 'pending');
      CREATE INDEX orders_unfulfilled ON orders (id) WHERE state = 'paid' AND fulfilled_at IS NULL;

      -- Every accepted provider notification, once: a replayed one finds its row and changes nothing.
      CREATE TABLE payment_events (
        provider text NOT NULL,
        event_id text NOT NULL,
        order_no text NOT NULL,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, event_id)
      );

      -- The sandbox processor's own records: a fake outside party keeps its checkouts apart from orders.
      CREATE TABLE sandbox_checkouts (
        reference text PRIMARY KEY,
        merchant_order text NOT NULL UNIQUE,
        amount numeric(12,2) NOT NULL,
        currency text NOT NULL,
        description text NOT NULL,
        state text NOT NULL CHECK (state IN ('open', 'paid', 'declined', 'expired')),
        card_last4 text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        decided_at timestamptz
      );
    `);
  },
};
