import { SchemaStore, type Migration } from '@kindred/kit';

/** The notifier's own tables in the messaging schema (docs/notifications.md). */
export const notifierMigration: Migration = {
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

export interface PushSubscriptionRow {
  endpoint: string;
  user_id: number;
  p256dh: string;
  auth: string;
  time_zone: string;
  previews: boolean;
  layout: string;
}

export class PushSubscriptions extends SchemaStore {
  /** One row per browser: a browser that subscribes again for another member moves to that member. */
  async save(row: PushSubscriptionRow): Promise<void> {
    await this.db.query(
      `INSERT INTO ${this.t('push_subscriptions')} (endpoint, user_id, p256dh, auth, time_zone, previews, layout)
       VALUES (:endpoint, :user_id, :p256dh, :auth, :time_zone, :previews, :layout)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh,
         auth = EXCLUDED.auth, time_zone = EXCLUDED.time_zone, previews = EXCLUDED.previews, layout = EXCLUDED.layout`,
      { replacements: { ...row } },
    );
  }

  async remove(userId: number, endpoint: string): Promise<void> {
    await this.db.query(
      `DELETE FROM ${this.t('push_subscriptions')} WHERE user_id = :userId AND endpoint = :endpoint`,
      {
        replacements: { userId, endpoint },
      },
    );
  }

  /** The push service said this subscription is gone (404/410). */
  async prune(endpoint: string): Promise<void> {
    await this.db.query(`DELETE FROM ${this.t('push_subscriptions')} WHERE endpoint = :endpoint`, {
      replacements: { endpoint },
    });
  }

  forMember(userId: number): Promise<PushSubscriptionRow[]> {
    return this.rows<PushSubscriptionRow>(
      `SELECT endpoint, user_id::int AS user_id, p256dh, auth, time_zone, previews, layout
       FROM ${this.t('push_subscriptions')} WHERE user_id = :userId ORDER BY created_at LIMIT 20`,
      { userId },
    );
  }
}

export interface DigestItem {
  id: number;
  topic: string;
  from_id: number;
  preview: string;
  created_at: Date;
}

export class Digests extends SchemaStore {
  async keep(userId: number, topic: string, fromId: number, preview: string): Promise<void> {
    await this.db.query(
      `INSERT INTO ${this.t('digest_items')} (user_id, topic, from_id, preview) VALUES (:userId, :topic, :fromId, :preview)`,
      { replacements: { userId, topic, fromId, preview } },
    );
  }

  /** Members with kept items and no digest within `sinceMs`, oldest waiting first. */
  async due(sinceMs: number, limit: number): Promise<number[]> {
    const rows = await this.rows<{ user_id: number }>(
      `SELECT i.user_id::int AS user_id FROM ${this.t('digest_items')} i
       LEFT JOIN ${this.t('digests_sent')} d ON d.user_id = i.user_id
       WHERE d.sent_at IS NULL OR d.sent_at < now() - make_interval(secs => :seconds)
       GROUP BY i.user_id ORDER BY min(i.id) LIMIT :limit`,
      { seconds: sinceMs / 1000, limit },
    );
    return rows.map((r) => r.user_id);
  }

  items(userId: number, limit = 50): Promise<DigestItem[]> {
    return this.rows<DigestItem>(
      `SELECT id::int AS id, topic, from_id::int AS from_id, preview, created_at FROM ${this.t('digest_items')}
       WHERE user_id = :userId ORDER BY id LIMIT :limit`,
      { userId, limit },
    );
  }

  /** The digest went out (or was not wanted): its items are done and the day's digest is used. */
  async sent(userId: number, upToId: number): Promise<void> {
    await this.db.transaction(async (transaction) => {
      await this.db.query(`DELETE FROM ${this.t('digest_items')} WHERE user_id = :userId AND id <= :upToId`, {
        replacements: { userId, upToId },
        transaction,
      });
      await this.db.query(
        `INSERT INTO ${this.t('digests_sent')} (user_id, sent_at) VALUES (:userId, now())
         ON CONFLICT (user_id) DO UPDATE SET sent_at = now()`,
        { replacements: { userId }, transaction },
      );
    });
  }

  /** Drops kept items without a digest (the member came back, or turned mail off). */
  async drop(userId: number, upToId: number): Promise<void> {
    await this.db.query(`DELETE FROM ${this.t('digest_items')} WHERE user_id = :userId AND id <= :upToId`, {
      replacements: { userId, upToId },
    });
  }
}
