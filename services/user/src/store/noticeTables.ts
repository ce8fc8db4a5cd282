import { SchemaStore } from '@kindred/kit';
import type { Notice } from './userStore';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A member's notices (gift received, report results) in `notices`: the part of UserStore that is theirs. */
export abstract class NoticeTables extends SchemaStore {
  async listNotices(userId: number) {
    const rows = await this.replicaRows<{
      id: string;
      type: string;
      status: number;
      gift: string;
      content: string;
      created_at: Date;
    }>(userId, `SELECT * FROM ${this.t('notices')} WHERE user_id = :userId ORDER BY id DESC LIMIT 100`, { userId });
    return rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      status: r.status,
      gift: r.gift,
      content: r.content,
      createTime: seconds(r.created_at),
    }));
  }

  async markNoticeRead(userId: number, id: number) {
    const rows = await this.rows<{ id: string }>(
      `UPDATE ${this.t('notices')} SET status = 1 WHERE id = :id AND user_id = :userId RETURNING id`,
      { id, userId },
    );
    return this.wrote(userId, rows.length > 0);
  }

  async createNotice(
    userId: number,
    notice: Omit<Notice, 'id' | 'status' | 'createTime'>,
    idempotencyKey: string | null,
    replace = false,
    aboutMemberId: number | null = null,
  ) {
    const replacements = { userId, ...notice, idempotencyKey, aboutMemberId };
    const onRetry = replace ? 'UPDATE SET content = EXCLUDED.content' : 'NOTHING';
    const inserted = await this.rows<{ id: string; status: number; created_at: Date }>(
      `INSERT INTO ${this.t('notices')} (user_id, type, gift, content, idempotency_key, about_member_id)
       VALUES (:userId, :type, :gift, :content, :idempotencyKey, :aboutMemberId)
       ON CONFLICT (idempotency_key) DO ${onRetry} RETURNING id, status, created_at`,
      replacements,
    );
    const row =
      inserted[0] ??
      (
        await this.rows<{ id: string; status: number; created_at: Date }>(
          `SELECT id, status, created_at FROM ${this.t('notices')} WHERE idempotency_key = :idempotencyKey`,
          replacements,
        )
      )[0]!;
    return { id: Number(row.id), status: row.status, createTime: seconds(row.created_at), ...notice };
  }
}
