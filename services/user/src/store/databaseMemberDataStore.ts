import type { Transaction } from 'sequelize';
import { ACCOUNT_ERASED, SchemaStore } from '@kindred/kit';
import { ERASED_MEMBER_NAME } from '../domain/erasedMember';
import type { Erasure, MemberDataStore, PendingDeletion } from './memberDataStore';

interface DeletionRow {
  id: string;
  username: string;
  deletion_requested_at: Date;
  deletion_due_at: Date;
}

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

const toDeletion = (row: DeletionRow): PendingDeletion => ({
  userId: Number(row.id),
  username: row.username,
  requestTime: seconds(row.deletion_requested_at),
  dueTime: seconds(row.deletion_due_at),
});

/** MemberDataStore on PostgreSQL, in the user service's schema. */
export class DatabaseMemberDataStore extends SchemaStore implements MemberDataStore {
  async requestDeletion(userId: number, dueAt: Date): Promise<void> {
    await this.db.query(
      `UPDATE ${this.t('accounts')} SET deletion_requested_at = now(), deletion_due_at = :dueAt
       WHERE id = :userId AND erased_at IS NULL`,
      { replacements: { userId, dueAt } },
    );
  }

  async findDeletion(userId: number): Promise<PendingDeletion | null> {
    const rows = await this.rows<DeletionRow>(
      `SELECT id, username, deletion_requested_at, deletion_due_at FROM ${this.t('accounts')}
       WHERE id = :userId AND deletion_due_at IS NOT NULL`,
      { userId },
    );
    return rows[0] ? toDeletion(rows[0]) : null;
  }

  async pendingDeletions(): Promise<PendingDeletion[]> {
    const rows = await this.rows<DeletionRow>(
      `SELECT id, username, deletion_requested_at, deletion_due_at FROM ${this.t('accounts')}
       WHERE deletion_due_at IS NOT NULL ORDER BY deletion_due_at, id`,
    );
    return rows.map(toDeletion);
  }

  async dueDeletions(now: Date, limit: number): Promise<number[]> {
    const rows = await this.rows<{ id: string }>(
      `SELECT id FROM ${this.t('accounts')} WHERE deletion_due_at <= :now ORDER BY deletion_due_at LIMIT :limit`,
      { now, limit },
    );
    return rows.map((row) => Number(row.id));
  }

  async erase(userId: number, now: Date): Promise<Erasure> {
    return this.db.transaction(async (transaction) => {
      // The due time is read again under the row lock: a sign-in that cancelled the deletion a moment
      // ago (touchLogin clears it) wins, and nothing is erased.
      const [before] = await this.rows<{ username: string }>(
        `SELECT username FROM ${this.t('accounts')}
         WHERE id = :userId AND erased_at IS NULL AND deletion_due_at <= :now FOR UPDATE`,
        { userId, now },
        transaction,
      );
      if (!before) return { erased: false, revokedTokenHashes: [] };
      await this.scrubNotices(userId, before.username, transaction);
      const erased = await this.rows<{ id: string }>(
        `UPDATE ${this.t('accounts')} SET
           username = 'deleted-' || id, email = 'deleted-' || id, password_hash = '', signature = '',
           avatar = '', pending_avatar = '', country = '', laid = '', birthday = 0, signup_ip = '', rejection_reason = '',
           about = '', city = '', interests = '{}', looking_for = '', height_cm = 0, languages = '{}',
           totp_secret = '', totp_enabled = false, invitation_code = 'deleted-' || id, status = 3,
           last_login_at = NULL, deletion_due_at = NULL, verified_at = NULL, erased_at = now()
         WHERE id = :userId AND erased_at IS NULL RETURNING id`,
        { userId },
        transaction,
      );
      const revoked = await this.rows<{ token_hash: string }>(
        `DELETE FROM ${this.t('sessions')} WHERE user_id = :userId RETURNING token_hash`,
        { userId },
        transaction,
      );
      await this.db.query(
        `DELETE FROM ${this.t('password_resets')} WHERE user_id = :userId;
         DELETE FROM ${this.t('email_changes')} WHERE user_id = :userId;
         DELETE FROM ${this.t('notices')} WHERE user_id = :userId;
         DELETE FROM ${this.t('member_settings')} WHERE user_id = :userId;
         DELETE FROM ${this.t('saved_searches')} WHERE user_id = :userId;
         DELETE FROM ${this.t('verification_requests')} WHERE user_id = :userId;
         UPDATE ${this.t('accounts')} SET invited_by = NULL WHERE invited_by = :userId;`,
        { replacements: { userId }, transaction },
      );
      if (erased.length > 0) {
        await this.db.query(`INSERT INTO ${this.t('account_events')} (type, user_id) VALUES (:type, :userId)`, {
          replacements: { type: ACCOUNT_ERASED, userId },
          transaction,
        });
      }
      return { erased: erased.length > 0, revokedTokenHashes: revoked.map((row) => row.token_hash) };
    });
  }

  /**
   * Other members' notices that name the member (gifts from them) keep the gift but lose the giver's
   * name and message (`<name> x<n> <gift>: <message>` becomes `deleted member x<n> <gift>`). Only
   * notices recorded as about the member are touched, never a text search over everyone's (a member
   * named `come` leaves "Welcome" alone). Gift notices from before that record (about_member_id
   * empty) are recognised by their exact `<name> x` start.
   */
  private async scrubNotices(userId: number, username: string, transaction: Transaction): Promise<void> {
    await this.db.query(
      `UPDATE ${this.t('notices')} SET
         content = :erasedName || coalesce(substring(content from '^\\S+( x[0-9]+ [^:]*)'), ''),
         about_member_id = NULL
       WHERE type = 'gift' AND (about_member_id = :userId
         OR (about_member_id IS NULL AND substr(content, 1, char_length(:username) + 2) = :username || ' x'))`,
      { replacements: { userId, username, erasedName: ERASED_MEMBER_NAME }, transaction },
    );
  }

  async exportAreas(userId: number): Promise<Record<string, unknown>> {
    const [profile] = await this.rows(
      `SELECT id, username, email, sex, birthday, country, signature, avatar, laid, invitation_code, verified_at,
              about, city, interests, looking_for, height_cm, languages,
              overduedate_1 AS vip_until, overduedate_2 AS svip_until, created_at, last_login_at
       FROM ${this.t('accounts')} WHERE id = :userId`,
      { userId },
    );
    const settings = await this.rows(
      `SELECT general, delivery, updated_at FROM ${this.t('member_settings')} WHERE user_id = :userId`,
      { userId },
    );
    const notices = await this.rows(
      `SELECT id, type, status, gift, content, created_at FROM ${this.t('notices')} WHERE user_id = :userId ORDER BY id`,
      { userId },
    );
    const sessions = await this.rows(
      `SELECT id, created_at, expires_at, revoked_at FROM ${this.t('sessions')} WHERE user_id = :userId ORDER BY id`,
      { userId },
    );
    const memberships = await this.rows(
      `SELECT tier, months, created_at FROM ${this.t('membership_grants')} WHERE user_id = :userId ORDER BY created_at`,
      { userId },
    );
    // Where their verification stands, never the selfie (media removed it once staff decided).
    const verification = await this.rows(
      `SELECT pose, state, reason, asked_at, submitted_at, decided_at FROM ${this.t('verification_requests')}
       WHERE user_id = :userId ORDER BY id`,
      { userId },
    );
    return {
      'profile.json': profile ?? null,
      'settings.json': settings[0] ?? null,
      'notices.json': notices,
      'sessions.json': sessions,
      'memberships.json': memberships,
      'verification.json': verification,
    };
  }
}
