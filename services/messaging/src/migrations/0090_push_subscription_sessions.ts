import type { Migration } from '@kindred/kit';

/**
 * A push subscription belongs to the session that made it (docs/notifications.md): it goes when that
 * session ends. Subscriptions kept before sessions were recorded belong to none and go now; the
 * browser subscribes again at its next sign-in.
 */
export const pushSubscriptionSessions: Migration = {
  name: '0090-push-subscription-sessions',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      ALTER TABLE "${schema}".push_subscriptions ADD COLUMN session_token_hash text NOT NULL DEFAULT '';
      DELETE FROM "${schema}".push_subscriptions WHERE session_token_hash = '';
      CREATE INDEX push_subscriptions_session ON "${schema}".push_subscriptions (session_token_hash);
    `);
  },
};
