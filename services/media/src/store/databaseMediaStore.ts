import { SchemaStore } from '@kindred/kit';
import type { MediaStore, ObjectKind, ObjectRecord, PhotoRecord } from './mediaStore';

interface ObjectRow {
  key: string;
  user_id: string;
  kind: ObjectKind;
  content_type: string;
  size: number;
  width: number;
  height: number;
  picture_hash?: string | null;
}

interface PhotoRow {
  id: string;
  user_id: string;
  key: string;
  created_at: Date;
  review?: PhotoRecord['review'];
}

const toObject = (row: ObjectRow): ObjectRecord => ({
  key: row.key,
  userId: Number(row.user_id),
  kind: row.kind,
  contentType: row.content_type,
  size: row.size,
  width: row.width,
  height: row.height,
  pictureHash: row.picture_hash == null ? null : BigInt(row.picture_hash),
});

const toPhoto = (row: PhotoRow): PhotoRecord => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  key: row.key,
  createTime: Math.floor(row.created_at.getTime() / 1000),
  ...(row.review ? { review: row.review } : {}),
});

/** MediaStore on PostgreSQL through Sequelize, in the `media_svc` schema. */
export class DatabaseMediaStore extends SchemaStore implements MediaStore {
  async recordObject(o: ObjectRecord) {
    await this.db.query(
      `INSERT INTO ${this.t('objects')} (key, user_id, kind, content_type, size, width, height, picture_hash)
       VALUES (:key, :userId, :kind, :contentType, :size, :width, :height, :pictureHash)
       ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type, size = EXCLUDED.size,
         width = EXCLUDED.width, height = EXCLUDED.height, picture_hash = EXCLUDED.picture_hash, created_at = now()`,
      { replacements: { ...o, pictureHash: o.pictureHash == null ? null : o.pictureHash.toString() } },
    );
  }

  async findObject(key: string) {
    const [row] = await this.rows<ObjectRow>(`SELECT * FROM ${this.t('objects')} WHERE key = :key`, { key });
    return row ? toObject(row) : null;
  }

  async forgetObject(key: string) {
    await this.db.query(
      `DELETE FROM ${this.t('objects')} o WHERE key = :key
       AND NOT EXISTS (SELECT 1 FROM ${this.t('photos')} WHERE key = o.key)
       AND NOT EXISTS (SELECT 1 FROM ${this.t('back_photos')} WHERE key = o.key)`,
      { replacements: { key } },
    );
  }

  async avatarKeysOf(userId: number) {
    const rows = await this.rows<{ key: string }>(
      `SELECT key FROM ${this.t('objects')} WHERE user_id = :userId AND kind = 'avatar'`,
      { userId },
    );
    return rows.map((row) => row.key);
  }

  private async insert(table: string, userId: number, key: string) {
    const [row] = await this.rows<PhotoRow>(
      `INSERT INTO ${this.t(table)} (user_id, key) VALUES (:userId, :key) RETURNING id, user_id, key, created_at`,
      { userId, key },
    );
    return toPhoto(row!);
  }

  private async find(table: string, id: number) {
    const [row] = await this.rows<PhotoRow>(
      `SELECT id, user_id, key, created_at FROM ${this.t(table)} WHERE id = :id`,
      { id },
    );
    return row ? toPhoto(row) : null;
  }

  private async count(table: string, userId: number) {
    const [row] = await this.rows<{ n: string }>(`SELECT count(*) AS n FROM ${this.t(table)} WHERE user_id = :userId`, {
      userId,
    });
    return Number(row?.n ?? 0);
  }

  addPhoto(userId: number, key: string) {
    return this.insert('photos', userId, key);
  }

  async listPhotos(userId: number) {
    const rows = await this.rows<PhotoRow>(
      `SELECT p.id, p.user_id, p.key, p.created_at, coalesce(r.state, 'approved') AS review
       FROM ${this.t('photos')} p LEFT JOIN ${this.t('picture_reviews')} r ON r.key = p.key
       WHERE p.user_id = :userId ORDER BY p.created_at DESC, p.id DESC`,
      { userId },
    );
    return rows.map(toPhoto);
  }

  findPhoto(id: number) {
    return this.find('photos', id);
  }

  async deletePhoto(id: number) {
    await this.db.query(`DELETE FROM ${this.t('photos')} WHERE id = :id`, { replacements: { id } });
  }

  async deletePhotoByKey(key: string) {
    await this.db.query(`DELETE FROM ${this.t('photos')} WHERE key = :key`, { replacements: { key } });
  }

  countPhotos(userId: number) {
    return this.count('photos', userId);
  }

  addBackPhoto(userId: number, key: string) {
    return this.insert('back_photos', userId, key);
  }

  async listBackPhotos(userIds: number[]) {
    if (userIds.length === 0) return [];
    const rows = await this.rows<PhotoRow>(
      `SELECT id, user_id, key, created_at FROM ${this.t('back_photos')} WHERE user_id IN (:userIds) ORDER BY user_id, id DESC`,
      { userIds },
    );
    return rows.map(toPhoto);
  }

  findBackPhoto(id: number) {
    return this.find('back_photos', id);
  }

  async deleteBackPhoto(id: number) {
    await this.db.query(`DELETE FROM ${this.t('back_photos')} WHERE id = :id`, { replacements: { id } });
  }

  countBackPhotos(userId: number) {
    return this.count('back_photos', userId);
  }
}
