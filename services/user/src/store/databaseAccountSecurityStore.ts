import { SchemaStore } from '@kindred/kit';
import type { AccountSecurityStore, EmailChangeKind, OpenEmailChange } from '../domain/accountSecurity';

/** `email_changes` and the accounts' last two-factor step (migration 0070). */
export class DatabaseAccountSecurityStore extends SchemaStore implements AccountSecurityStore {
  async spendTotpStep(userId: number, step: number): Promise<boolean> {
    const rows = await this.rows<{ id: string }>(
      `UPDATE ${this.t('accounts')} SET totp_last_step = :step WHERE id = :userId AND totp_last_step < :step RETURNING id`,
      { userId, step },
    );
    return rows.length === 1;
  }

  async createEmailChange(change: OpenEmailChange & { kind: EmailChangeKind; codeHash: string; expiresAt: Date }) {
    await this.db.transaction(async (transaction) => {
      // One open link of a kind per account: a newer request makes the older link useless.
      await this.rows(
        `UPDATE ${this.t('email_changes')} SET used_at = now()
         WHERE user_id = :userId AND kind = :kind AND used_at IS NULL RETURNING id`,
        { userId: change.userId, kind: change.kind },
        transaction,
      );
      await this.rows(
        `DELETE FROM ${this.t('email_changes')} WHERE user_id = :userId AND expires_at < now() - interval '1 day' RETURNING id`,
        { userId: change.userId },
        transaction,
      );
      await this.rows(
        `INSERT INTO ${this.t('email_changes')} (user_id, kind, code_hash, old_email, new_email, expires_at)
         VALUES (:userId, :kind, :codeHash, :oldEmail, :newEmail, :expiresAt) RETURNING id`,
        { ...change },
        transaction,
      );
    });
  }

  async consumeEmailChange(kind: EmailChangeKind, codeHash: string): Promise<OpenEmailChange | null> {
    const [row] = await this.rows<{ id: string; user_id: string; old_email: string; new_email: string }>(
      `UPDATE ${this.t('email_changes')} SET used_at = now()
       WHERE kind = :kind AND code_hash = :codeHash AND used_at IS NULL AND expires_at > now()
       RETURNING id, user_id, old_email, new_email`,
      { kind, codeHash },
    );
    return row
      ? { id: Number(row.id), userId: Number(row.user_id), oldEmail: row.old_email, newEmail: row.new_email }
      : null;
  }

  async endEmailChanges(userId: number, kind: EmailChangeKind, afterId = 0): Promise<void> {
    await this.rows(
      `UPDATE ${this.t('email_changes')} SET used_at = now()
       WHERE user_id = :userId AND kind = :kind AND id > :afterId AND used_at IS NULL RETURNING id`,
      { userId, kind, afterId },
    );
  }

  async replaceEmail(userId: number, from: string | null, to: string): Promise<boolean> {
    try {
      const rows = await this.rows<{ id: string }>(
        `UPDATE ${this.t('accounts')} SET email = :to
         WHERE id = :userId AND (CAST(:from AS text) IS NULL OR lower(email) = lower(:from)) RETURNING id`,
        { userId, from, to },
      );
      return rows.length === 1;
    } catch (err) {
      // Another account took the address meanwhile: the unique index refuses it.
      if (String((err as { parent?: { constraint?: string } }).parent?.constraint ?? '').includes('email'))
        return false;
      throw err;
    }
  }

  async endPasswordResets(userId: number): Promise<void> {
    await this.rows(
      `UPDATE ${this.t('password_resets')} SET used_at = now() WHERE user_id = :userId AND used_at IS NULL RETURNING id`,
      { userId },
    );
  }
}
