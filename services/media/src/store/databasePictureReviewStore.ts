import { SchemaStore } from '@kindred/kit';
import { SAME_PICTURE_DISTANCE, hashBands } from '../domain/pictureHash';
import type {
  PictureReviewRecord,
  PictureReviewStore,
  ReviewDecision,
  ReviewKind,
  ReviewState,
} from './pictureReviewStore';

interface ReviewRow {
  id: string;
  user_id: string;
  kind: ReviewKind;
  key: string | null;
  state: ReviewState;
  reason: string;
  staff_id: string;
  created_at: Date;
  decided_at: Date | null;
  shared_with?: string[] | null;
}

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

const toReview = (row: ReviewRow): PictureReviewRecord => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  kind: row.kind,
  key: row.key,
  state: row.state,
  reason: row.reason,
  staffId: Number(row.staff_id),
  createTime: seconds(row.created_at),
  decideTime: seconds(row.decided_at),
  sharedWith: (row.shared_with ?? []).map(Number),
});

const COLUMNS = 'id, user_id, kind, key, state, reason, staff_id, created_at, decided_at';
/** Accounts other than the row's with a picture within the distance, found through a shared band. */
const SHARED_WITH = (t: (name: string) => string) => `ARRAY(
  SELECT DISTINCT o.user_id FROM ${t('picture_reviews')} o
  WHERE o.hash_bands && r.hash_bands AND o.user_id <> r.user_id AND o.user_id > 0
    AND bit_count((o.picture_hash # r.picture_hash)::bit(64)) <= ${SAME_PICTURE_DISTANCE}
  ORDER BY o.user_id LIMIT 20) AS shared_with`;

/** PictureReviewStore on PostgreSQL, in the `media_svc` schema. */
export class DatabasePictureReviewStore extends SchemaStore implements PictureReviewStore {
  async add(review: {
    userId: number;
    kind: ReviewKind;
    key: string;
    hash: bigint | null;
    state: 'pending' | 'approved';
  }) {
    const [row] = await this.rows<ReviewRow>(
      `INSERT INTO ${this.t('picture_reviews')} (user_id, kind, key, state, picture_hash, hash_bands, decided_at)
       VALUES (:userId, :kind, :key, :state, :hash, ARRAY[:bands]::int[],
         CASE WHEN :state = 'approved' THEN now() END)
       RETURNING ${COLUMNS}`,
      {
        ...review,
        hash: review.hash === null ? null : review.hash.toString(),
        bands: review.hash === null ? null : hashBands(review.hash),
      },
    );
    return toReview(row!);
  }

  async find(id: number) {
    const [row] = await this.rows<ReviewRow>(`SELECT ${COLUMNS} FROM ${this.t('picture_reviews')} WHERE id = :id`, {
      id,
    });
    return row ? toReview(row) : null;
  }

  async decide(id: number, decision: ReviewDecision) {
    const [row] = await this.rows<ReviewRow>(
      `UPDATE ${this.t('picture_reviews')} SET state = :state, reason = :reason, staff_id = :staffId, key = :key,
         decided_at = now()
       WHERE id = :id AND state = 'pending' RETURNING ${COLUMNS}`,
      { id, ...decision },
    );
    return row ? toReview(row) : null;
  }

  async pendingPage(offset: number, limit: number) {
    const rows = await this.rows<ReviewRow>(
      `SELECT ${COLUMNS.split(', ')
        .map((c) => `r.${c}`)
        .join(', ')}, ${SHARED_WITH((name) => this.t(name))}
       FROM ${this.t('picture_reviews')} r WHERE r.state = 'pending'
       ORDER BY r.created_at, r.id LIMIT :limit OFFSET :offset`,
      { limit, offset },
    );
    const [count] = await this.rows<{ n: string }>(
      `SELECT count(*) AS n FROM ${this.t('picture_reviews')} WHERE state = 'pending'`,
    );
    return { items: rows.map(toReview), total: Number(count?.n ?? 0) };
  }

  async ofMember(userId: number, limit: number) {
    const rows = await this.rows<ReviewRow>(
      `SELECT ${COLUMNS} FROM ${this.t('picture_reviews')} WHERE user_id = :userId ORDER BY id DESC LIMIT :limit`,
      { userId, limit },
    );
    return rows.map(toReview);
  }

  async pendingAvatarsOf(userId: number) {
    const rows = await this.rows<ReviewRow>(
      `SELECT ${COLUMNS} FROM ${this.t('picture_reviews')}
       WHERE user_id = :userId AND kind = 'avatar' AND state = 'pending' ORDER BY id`,
      { userId },
    );
    return rows.map(toReview);
  }

  async removeUndecided(key: string) {
    await this.db.query(`DELETE FROM ${this.t('picture_reviews')} WHERE key = :key AND state <> 'rejected'`, {
      replacements: { key },
    });
  }

  async isNearRejected(hash: bigint) {
    const [row] = await this.rows<{ id: string }>(
      `SELECT id FROM ${this.t('picture_reviews')}
       WHERE state = 'rejected' AND hash_bands && ARRAY[:bands]::int[]
         AND bit_count((picture_hash # CAST(:hash AS bigint))::bit(64)) <= ${SAME_PICTURE_DISTANCE}
       LIMIT 1`,
      { bands: hashBands(hash), hash: hash.toString() },
    );
    return row !== undefined;
  }

  async lastApprovedAvatar(userId: number, except: string) {
    const [row] = await this.rows<{ key: string }>(
      `SELECT o.key FROM ${this.t('objects')} o LEFT JOIN ${this.t('picture_reviews')} r ON r.key = o.key
       WHERE o.user_id = :userId AND o.kind = 'avatar' AND o.key <> :except AND coalesce(r.state, 'approved') = 'approved'
       ORDER BY o.created_at DESC LIMIT 1`,
      { userId, except },
    );
    return row?.key ?? null;
  }

  async avatarStates(userId: number) {
    return this.rows<{ key: string; state: ReviewState }>(
      `SELECT o.key, coalesce(r.state, 'approved') AS state
       FROM ${this.t('objects')} o LEFT JOIN ${this.t('picture_reviews')} r ON r.key = o.key
       WHERE o.user_id = :userId AND o.kind = 'avatar'`,
      { userId },
    );
  }

  async pendingCounts() {
    const rows = await this.rows<{ kind: ReviewKind; n: string }>(
      `SELECT kind, count(*) AS n FROM ${this.t('picture_reviews')} WHERE state = 'pending' GROUP BY kind`,
    );
    const counts: Record<ReviewKind, number> = { avatar: 0, photo: 0 };
    for (const row of rows) counts[row.kind] = Number(row.n);
    return counts;
  }
}
