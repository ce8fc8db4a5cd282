import { SchemaStore } from '@kindred/kit';

export interface PushSubscriptionRow {
  endpoint: string;
  user_id: number;
  session_token_hash: string;
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
      `INSERT INTO ${this.t('push_subscriptions')}
         (endpoint, user_id, session_token_hash, p256dh, auth, time_zone, previews, layout)
       VALUES (:endpoint, :user_id, :session_token_hash, :p256dh, :auth, :time_zone, :previews, :layout)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id,
         session_token_hash = EXCLUDED.session_token_hash, p256dh = EXCLUDED.p256dh,
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

  /** These sessions ended (sign-out, ended from the sessions list, password change, deletion). */
  async removeSessions(tokenHashes: string[]): Promise<number> {
    if (tokenHashes.length === 0) return 0;
    const rows = await this.rows<{ endpoint: string }>(
      `DELETE FROM ${this.t('push_subscriptions')} WHERE session_token_hash IN (:tokenHashes) RETURNING endpoint`,
      { tokenHashes },
    );
    return rows.length;
  }

  forMember(userId: number): Promise<PushSubscriptionRow[]> {
    return this.rows<PushSubscriptionRow>(
      `SELECT endpoint, user_id::int AS user_id, session_token_hash, p256dh, auth, time_zone, previews, layout
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

/**
 * The first words of what an event is about, read from the stored row (the stream carries none):
 * only the recipient's own message or mail, and nothing once it is gone.
 */
export class NotifiedItems extends SchemaStore {
  async words(event: { topic: string; to: number; item: number }): Promise<string> {
    const table = event.topic === 'new_chat_message' ? 'messages' : event.topic === 'new_mail' ? 'mails' : '';
    if (!table || !(event.item > 0)) return '';
    const [row] = await this.rows<{ content: string }>(
      `SELECT content FROM ${this.t(table)} WHERE id = :item AND recipient_id = :to`,
      { item: event.item, to: event.to },
    );
    return row?.content ?? '';
  }
}
