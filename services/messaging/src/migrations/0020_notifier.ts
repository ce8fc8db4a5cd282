import type { Migration } from '@kindred/kit';

/** The notifier's own tables in the messaging schema (docs/notifications.md). */
export const notifier: Migration = {
  name: '0020-notifier',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      CREATE TABLE "${schema}".push_subscriptions (
        endpoint text PRIMARY KEY,
        user_id bigint NOT NULL,
        p256dh text NOT NULL,
        auth text NOT NULL,
        time_zone text NOT NULL DEFAULT '',
        previews boolean NOT NULL DEFAULT false,
        layout text NOT NULL DEFAULT 'm',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX push_subscriptions_user ON "${schema}".push_subscriptions (user_id);

      CREATE TABLE "${schema}".digest_items (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL,
        topic text NOT NULL,
        from_id bigint NOT NULL,
        preview text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX digest_items_user ON "${schema}".digest_items (user_id, id);

      CREATE TABLE "${schema}".digests_sent (
        user_id bigint PRIMARY KEY,
        sent_at timestamptz NOT NULL
      );
    `);
  },
};
