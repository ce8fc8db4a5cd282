import { SchemaStore } from '@kindred/kit';
import type { ExportState, MemberExportRecord, MemberExportStore, MemberPicture } from './memberExportStore';
import { exportKey } from '../domain/exportKeys';

interface ExportRow {
  id: string;
  user_id: string;
  staff_id: string;
  state: ExportState;
  token: string;
  size: string;
  attempts: number;
  created_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
}

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

const toExport = (row: ExportRow): MemberExportRecord => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  staffId: Number(row.staff_id),
  state: row.state,
  token: row.token,
  size: Number(row.size),
  attempts: row.attempts,
  requestTime: seconds(row.created_at),
  readyTime: seconds(row.ready_at),
  expireTime: seconds(row.expires_at),
});

/** MemberExportStore on PostgreSQL, in the `media_svc` schema. */
export class DatabaseMemberExportStore extends SchemaStore implements MemberExportStore {
  async addExport(userId: number, staffId: number, token: string, sinceLimit: Date | null) {
    return this.db.transaction(async (transaction) => {
      // One request at a time per member, so that two quick clicks cannot both pass the daily limit.
      await this.db.query('SELECT pg_advisory_xact_lock(:lock)', {
        replacements: { lock: Number(userId) % 2_000_000_000 },
        transaction,
      });
      if (sinceLimit) {
        const recent = await this.rows(
          `SELECT 1 AS one FROM ${this.t('member_exports')}
           WHERE user_id = :userId AND staff_id = 0 AND state <> 'failed' AND created_at > :sinceLimit LIMIT 1`,
          { userId, sinceLimit },
          transaction,
        );
        if (recent.length > 0) return null;
      }
      const [row] = await this.rows<ExportRow>(
        `INSERT INTO ${this.t('member_exports')} (user_id, staff_id, token) VALUES (:userId, :staffId, :token) RETURNING *`,
        { userId, staffId, token },
        transaction,
      );
      return toExport(row!);
    });
  }

  async listExports(userId: number) {
    const rows = await this.rows<ExportRow>(
      `SELECT * FROM ${this.t('member_exports')} WHERE user_id = :userId ORDER BY id DESC LIMIT 20`,
      { userId },
    );
    return rows.map(toExport);
  }

  async listOpenExports() {
    const rows = await this.rows<ExportRow>(
      `SELECT * FROM ${this.t('member_exports')} WHERE state IN ('pending', 'ready') ORDER BY created_at, id LIMIT 200`,
    );
    return rows.map(toExport);
  }

  async claimPending(maxAttempts: number) {
    const [row] = await this.rows<ExportRow>(
      `UPDATE ${this.t('member_exports')} SET attempts = attempts + 1
       WHERE id = (SELECT id FROM ${this.t('member_exports')} WHERE state = 'pending' AND attempts < :maxAttempts
                   ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      { maxAttempts },
    );
    return row ? toExport(row) : null;
  }

  async markReady(id: number, size: number, expiresAt: Date) {
    await this.db.query(
      `UPDATE ${this.t('member_exports')} SET state = 'ready', size = :size, ready_at = now(), expires_at = :expiresAt
       WHERE id = :id`,
      { replacements: { id, size, expiresAt } },
    );
  }

  async markFailed(id: number, giveUp: boolean) {
    if (!giveUp) return;
    await this.db.query(`UPDATE ${this.t('member_exports')} SET state = 'failed' WHERE id = :id`, {
      replacements: { id },
    });
  }

  async expiredExports(now: Date) {
    const rows = await this.rows<ExportRow>(
      `SELECT * FROM ${this.t('member_exports')} WHERE state = 'ready' AND expires_at <= :now ORDER BY id LIMIT 100`,
      { now },
    );
    return rows.map(toExport);
  }

  async markExpired(id: number) {
    await this.db.query(`UPDATE ${this.t('member_exports')} SET state = 'expired' WHERE id = :id`, {
      replacements: { id },
    });
  }

  async findReady(token: string, now: Date) {
    const [row] = await this.rows<ExportRow>(
      `SELECT * FROM ${this.t('member_exports')} WHERE token = :token AND state = 'ready' AND expires_at > :now`,
      { token, now },
    );
    return row ? toExport(row) : null;
  }

  async pictures(userId: number): Promise<MemberPicture[]> {
    const rows = await this.rows<{ key: string; kind: string; content_type: string; created_at: Date }>(
      `SELECT key, kind, content_type, created_at FROM ${this.t('objects')} WHERE user_id = :userId ORDER BY created_at, key`,
      { userId },
    );
    return rows.map((r) => ({
      key: r.key,
      kind: r.kind,
      contentType: r.content_type,
      createTime: seconds(r.created_at),
    }));
  }

  async photos(userId: number) {
    const rows = await this.rows<{ id: string; key: string; album: string; created_at: Date }>(
      `SELECT id, key, 'photos' AS album, created_at FROM ${this.t('photos')} WHERE user_id = :userId
       UNION ALL
       SELECT id, key, 'backgrounds' AS album, created_at FROM ${this.t('back_photos')} WHERE user_id = :userId
       ORDER BY created_at, id`,
      { userId },
    );
    return rows.map((r) => ({ id: Number(r.id), key: r.key, album: r.album, createTime: seconds(r.created_at) }));
  }

  async objectKeysOf(userId: number) {
    const objects = await this.rows<{ key: string }>(`SELECT key FROM ${this.t('objects')} WHERE user_id = :userId`, {
      userId,
    });
    const exports = await this.rows<{ token: string }>(
      `SELECT token FROM ${this.t('member_exports')} WHERE user_id = :userId AND state IN ('pending', 'ready')`,
      { userId },
    );
    return [...objects.map((o) => o.key), ...exports.map((e) => exportKey(e.token))];
  }

  async forgetMember(userId: number) {
    await this.db.transaction(async (transaction) => {
      await this.db.query(
        `DELETE FROM ${this.t('photos')} WHERE user_id = :userId;
         DELETE FROM ${this.t('back_photos')} WHERE user_id = :userId;
         DELETE FROM ${this.t('objects')} WHERE user_id = :userId
           AND NOT EXISTS (SELECT 1 FROM ${this.t('photos')} p WHERE p.key = objects.key)
           AND NOT EXISTS (SELECT 1 FROM ${this.t('back_photos')} b WHERE b.key = objects.key);
         DELETE FROM ${this.t('member_exports')} WHERE user_id = :userId;`,
        { replacements: { userId }, transaction },
      );
    });
  }
}
