import { SchemaStore } from '@kindred/kit';
import type {
  ExportEvent,
  ExportState,
  MemberExportRecord,
  MemberExportStore,
  MemberPicture,
  NewExport,
} from './memberExportStore';

interface ExportRow {
  id: string;
  user_id: string;
  staff_id: string;
  state: ExportState;
  object_key: string;
  size: string;
  attempts: number;
  reason: string;
  approver_id: string;
  created_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
  decided_at: Date | null;
  downloaded_at: Date | null;
}

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

const toExport = (row: ExportRow): MemberExportRecord => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  staffId: Number(row.staff_id),
  state: row.state,
  objectKey: row.object_key,
  size: Number(row.size),
  attempts: row.attempts,
  reason: row.reason,
  approverId: Number(row.approver_id),
  requestTime: seconds(row.created_at),
  readyTime: seconds(row.ready_at),
  expireTime: seconds(row.expires_at),
  decideTime: seconds(row.decided_at),
  downloadTime: seconds(row.downloaded_at),
});

/** MemberExportStore on PostgreSQL, in the `media_svc` schema. */
export class DatabaseMemberExportStore extends SchemaStore implements MemberExportStore {
  async addExport({ userId, staffId, reason, objectKey, sinceLimit }: NewExport) {
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
        `INSERT INTO ${this.t('member_exports')} (user_id, staff_id, reason, object_key, state)
         VALUES (:userId, :staffId, :reason, :objectKey, :state) RETURNING *`,
        { userId, staffId, reason, objectKey, state: staffId > 0 ? 'awaiting' : 'pending' },
        transaction,
      );
      await this.rows(
        `INSERT INTO ${this.t('member_export_events')} (export_id, user_id, actor_id, event)
         VALUES (:id, :userId, :actorId, 'requested') RETURNING id`,
        { id: row!.id, userId, actorId: staffId > 0 ? staffId : userId },
        transaction,
      );
      return toExport(row!);
    });
  }

  async findExport(id: number) {
    const [row] = await this.rows<ExportRow>(`SELECT * FROM ${this.t('member_exports')} WHERE id = :id`, { id });
    return row ? toExport(row) : null;
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
      `SELECT * FROM ${this.t('member_exports')} WHERE state IN ('awaiting', 'pending', 'ready')
       ORDER BY created_at, id LIMIT 200`,
    );
    return rows.map(toExport);
  }

  async decide(id: number, staffId: number, approve: boolean) {
    const [row] = await this.rows<ExportRow>(
      `UPDATE ${this.t('member_exports')}
       SET state = :state, approver_id = :staffId, decided_at = now()
       WHERE id = :id AND state = 'awaiting' AND (NOT :approve OR staff_id <> :staffId)
       RETURNING *`,
      { id, staffId, approve, state: approve ? 'pending' : 'declined' },
    );
    return row ? toExport(row) : null;
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

  async markReady(id: number, size: number, expiresAt: Date, tokenHash: string) {
    await this.db.query(
      `UPDATE ${this.t('member_exports')}
       SET state = 'ready', size = :size, ready_at = now(), expires_at = :expiresAt, token_hash = :tokenHash
       WHERE id = :id AND state = 'pending'`,
      { replacements: { id, size, expiresAt, tokenHash } },
    );
  }

  async markFailed(id: number, giveUp: boolean) {
    if (!giveUp) return;
    await this.db.query(
      `UPDATE ${this.t('member_exports')} SET state = 'failed' WHERE id = :id AND state = 'pending'`,
      {
        replacements: { id },
      },
    );
  }

  async expiredExports(now: Date) {
    const rows = await this.rows<ExportRow>(
      `SELECT * FROM ${this.t('member_exports')} WHERE state = 'ready' AND expires_at <= :now ORDER BY id LIMIT 100`,
      { now },
    );
    return rows.map(toExport);
  }

  async markExpired(id: number) {
    await this.db.query(
      `UPDATE ${this.t('member_exports')} SET state = 'expired', token_hash = NULL WHERE id = :id AND state = 'ready'`,
      { replacements: { id } },
    );
  }

  async findByToken(tokenHash: string, userId: number) {
    const [row] = await this.rows<ExportRow>(
      `SELECT * FROM ${this.t('member_exports')} WHERE token_hash = :tokenHash AND user_id = :userId`,
      { tokenHash, userId },
    );
    return row ? toExport(row) : null;
  }

  async claimDownload(id: number, now: Date) {
    const rows = await this.rows<{ id: string }>(
      `UPDATE ${this.t('member_exports')} SET state = 'downloaded', downloaded_at = :now
       WHERE id = :id AND state = 'ready' AND expires_at > :now RETURNING id`,
      { id, now },
    );
    return rows.length > 0;
  }

  async objectsToRemove(downloadedBefore: Date) {
    const rows = await this.rows<ExportRow>(
      `SELECT * FROM ${this.t('member_exports')}
       WHERE object_removed_at IS NULL
         AND (state IN ('failed', 'expired', 'declined') OR (state = 'downloaded' AND downloaded_at < :downloadedBefore))
       ORDER BY id LIMIT 100`,
      { downloadedBefore },
    );
    return rows.map(toExport);
  }

  async markObjectRemoved(id: number) {
    await this.db.query(`UPDATE ${this.t('member_exports')} SET object_removed_at = now() WHERE id = :id`, {
      replacements: { id },
    });
  }

  async knownObjectKeys(keys: string[]) {
    if (keys.length === 0) return new Set<string>();
    const rows = await this.rows<{ object_key: string }>(
      `SELECT object_key FROM ${this.t('member_exports')} WHERE object_key IN (:keys)`,
      { keys },
    );
    return new Set(rows.map((r) => r.object_key));
  }

  async addEvent(record: MemberExportRecord, event: ExportEvent, actorId: number) {
    await this.db.query(
      `INSERT INTO ${this.t('member_export_events')} (export_id, user_id, actor_id, event)
       VALUES (:exportId, :userId, :actorId, :event)`,
      { replacements: { exportId: record.id, userId: record.userId, actorId, event } },
    );
  }

  async pictures(userId: number): Promise<MemberPicture[]> {
    const rows = await this.rows<{ key: string; kind: string; content_type: string; created_at: Date }>(
      // A verification selfie waiting for staff is not the member's picture to take out (docs/privacy.md).
      `SELECT key, kind, content_type, created_at FROM ${this.t('objects')}
       WHERE user_id = :userId AND kind <> 'selfie' ORDER BY created_at, key`,
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
    const exports = await this.rows<{ object_key: string }>(
      `SELECT object_key FROM ${this.t('member_exports')} WHERE user_id = :userId`,
      { userId },
    );
    return [...objects.map((o) => o.key), ...exports.map((e) => e.object_key)];
  }

  async forgetMember(userId: number) {
    await this.db.transaction(async (transaction) => {
      await this.db.query(
        `DELETE FROM ${this.t('photos')} WHERE user_id = :userId;
         DELETE FROM ${this.t('back_photos')} WHERE user_id = :userId;
         DELETE FROM ${this.t('objects')} WHERE user_id = :userId
           AND NOT EXISTS (SELECT 1 FROM ${this.t('photos')} p WHERE p.key = objects.key)
           AND NOT EXISTS (SELECT 1 FROM ${this.t('back_photos')} b WHERE b.key = objects.key);
         DELETE FROM ${this.t('member_exports')} WHERE user_id = :userId;
         DELETE FROM ${this.t('member_export_events')} WHERE user_id = :userId;
         DELETE FROM ${this.t('picture_reviews')} WHERE user_id = :userId AND state <> 'rejected';
         UPDATE ${this.t('picture_reviews')} SET user_id = 0, key = NULL, reason = '' WHERE user_id = :userId;`,
        { replacements: { userId }, transaction },
      );
    });
  }
}
