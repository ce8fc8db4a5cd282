import { SchemaStore } from '@kindred/kit';
import type {
  VerificationDecision,
  VerificationMember,
  VerificationRecord,
  VerificationStore,
  WaitingVerification,
} from './verificationStore';

interface RequestRow {
  id: string;
  user_id: string;
  pose: string;
  state: VerificationRecord['state'];
  selfie_key: string | null;
  reason: string;
  staff_id: string | null;
  asked_at: Date;
  submitted_at: Date | null;
  decided_at: Date | null;
}

interface WaitingRow extends RequestRow {
  username: string;
  avatar: string;
}

const ms = (date: Date | null) => (date ? date.getTime() : 0);

const toRecord = (row: RequestRow): VerificationRecord => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  pose: row.pose,
  state: row.state,
  selfieKey: row.selfie_key,
  reason: row.reason,
  staffId: Number(row.staff_id ?? 0),
  askedAt: ms(row.asked_at),
  submittedAt: ms(row.submitted_at),
  decidedAt: ms(row.decided_at),
});

const toWaiting = (row: WaitingRow): WaitingVerification => ({
  ...toRecord(row),
  username: row.username,
  avatar: row.avatar,
});

/** VerificationStore on PostgreSQL (migration 0130), in the user service's schema. */
export class DatabaseVerificationStore extends SchemaStore implements VerificationStore {
  async member(userId: number): Promise<VerificationMember | null> {
    const [row] = await this.rows<{ status: number; avatar: string; verified: boolean }>(
      `SELECT status, avatar, verified_at IS NOT NULL AS verified FROM ${this.t('accounts')}
       WHERE id = :userId AND erased_at IS NULL`,
      { userId },
    );
    return row ? { status: row.status, avatar: row.avatar, verified: row.verified } : null;
  }

  async openRequest(userId: number): Promise<VerificationRecord | null> {
    const [row] = await this.rows<RequestRow>(
      `SELECT * FROM ${this.t('verification_requests')} WHERE user_id = :userId AND state IN ('asked', 'pending')`,
      { userId },
    );
    return row ? toRecord(row) : null;
  }

  async latest(userId: number): Promise<VerificationRecord | null> {
    const [row] = await this.rows<RequestRow>(
      `SELECT * FROM ${this.t('verification_requests')} WHERE user_id = :userId ORDER BY id DESC LIMIT 1`,
      { userId },
    );
    return row ? toRecord(row) : null;
  }

  async ask(userId: number, pose: string, now: Date): Promise<VerificationRecord | null> {
    // The partial unique index keeps one open request a member: a new pose replaces the one asked,
    // and a request already waiting for staff stays as it is (no row answered).
    const [row] = await this.rows<RequestRow>(
      `INSERT INTO ${this.t('verification_requests')} (user_id, pose, state, asked_at)
       VALUES (:userId, :pose, 'asked', :now)
       ON CONFLICT (user_id) WHERE state IN ('asked', 'pending')
       DO UPDATE SET pose = EXCLUDED.pose, asked_at = EXCLUDED.asked_at
         WHERE verification_requests.state = 'asked'
       RETURNING *`,
      { userId, pose, now },
    );
    return row ? toRecord(row) : null;
  }

  async submit(id: number, pose: string, selfieKey: string, now: Date): Promise<VerificationRecord | null> {
    const [row] = await this.rows<RequestRow>(
      `UPDATE ${this.t('verification_requests')} SET state = 'pending', selfie_key = :selfieKey, submitted_at = :now
       WHERE id = :id AND state = 'asked' AND pose = :pose RETURNING *`,
      { id, pose, selfieKey, now },
    );
    return row ? toRecord(row) : null;
  }

  async pendingPage(offset: number, limit: number): Promise<{ items: WaitingVerification[]; total: number }> {
    const rows = await this.rows<WaitingRow & { total: string }>(
      `SELECT r.*, a.username, a.avatar, count(*) OVER () AS total
       FROM ${this.t('verification_requests')} r JOIN ${this.t('accounts')} a ON a.id = r.user_id
       WHERE r.state = 'pending' ORDER BY r.submitted_at, r.id LIMIT :limit OFFSET :offset`,
      { limit, offset },
    );
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && offset > 0) {
      const [count] = await this.rows<{ total: string }>(
        `SELECT count(*) AS total FROM ${this.t('verification_requests')} WHERE state = 'pending'`,
      );
      total = Number(count?.total ?? 0);
    }
    return { items: rows.map(toWaiting), total };
  }

  async pendingOf(userId: number): Promise<WaitingVerification | null> {
    const [row] = await this.rows<WaitingRow>(
      `SELECT r.*, a.username, a.avatar
       FROM ${this.t('verification_requests')} r JOIN ${this.t('accounts')} a ON a.id = r.user_id
       WHERE r.user_id = :userId AND r.state = 'pending'`,
      { userId },
    );
    return row ? toWaiting(row) : null;
  }

  async decide(userId: number, decision: VerificationDecision): Promise<VerificationRecord | null> {
    return this.db.transaction(async (transaction) => {
      const [before] = await this.rows<RequestRow>(
        `SELECT * FROM ${this.t('verification_requests')} WHERE user_id = :userId AND state = 'pending' FOR UPDATE`,
        { userId },
        transaction,
      );
      if (!before) return null;
      const [decided] = await this.rows<RequestRow>(
        `UPDATE ${this.t('verification_requests')}
         SET state = :state, reason = :reason, staff_id = :staffId, decided_at = :now, selfie_key = NULL
         WHERE id = :id RETURNING *`,
        {
          id: before.id,
          state: decision.approve ? 'approved' : 'refused',
          reason: decision.reason,
          staffId: decision.staffId,
          now: decision.now,
        },
        transaction,
      );
      if (decision.approve) {
        await this.db.query(
          `UPDATE ${this.t('accounts')} SET verified_at = :now WHERE id = :userId AND erased_at IS NULL`,
          { replacements: { userId, now: decision.now }, transaction },
        );
      }
      return { ...toRecord(decided!), selfieKey: before.selfie_key };
    });
  }
}
