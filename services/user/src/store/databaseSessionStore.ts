import { SchemaStore } from '@kindred/kit';
import type { SessionStore, StoredSession } from '../domain/memberSessions';

type SessionRow = {
  id: string;
  token_hash: string;
  user_agent: string;
  country: string;
  created_at: Date;
  last_used_at: Date;
};

/** The member-facing view of `sessions`: listing and ending one by id. */
export class DatabaseSessionStore extends SchemaStore implements SessionStore {
  async listOpenSessions(userId: number): Promise<StoredSession[]> {
    const rows = await this.rows<SessionRow>(
      `SELECT id, token_hash, user_agent, country, created_at, last_used_at FROM ${this.t('sessions')}
       WHERE user_id = :userId AND revoked_at IS NULL AND expires_at > now()
       ORDER BY last_used_at DESC, id DESC LIMIT 100`,
      { userId },
    );
    return rows.map((row) => ({
      id: Number(row.id),
      tokenHash: row.token_hash,
      userAgent: row.user_agent,
      country: row.country,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
    }));
  }

  async revokeSessionById(userId: number, sessionId: number): Promise<string | null> {
    const [row] = await this.rows<{ token_hash: string }>(
      `UPDATE ${this.t('sessions')} SET revoked_at = now()
       WHERE id = :sessionId AND user_id = :userId AND revoked_at IS NULL AND expires_at > now() RETURNING token_hash`,
      { userId, sessionId },
    );
    return row?.token_hash ?? null;
  }

  async revokeSessionsOf(userId: number, exceptTokenHash = ''): Promise<string[]> {
    const rows = await this.rows<{ token_hash: string }>(
      `UPDATE ${this.t('sessions')} SET revoked_at = now()
       WHERE user_id = :userId AND revoked_at IS NULL AND token_hash <> :exceptTokenHash RETURNING token_hash`,
      { userId, exceptTokenHash },
    );
    return rows.map((r) => r.token_hash);
  }

  async openTokenHashes(userId: number, tokenHashes: string[]): Promise<string[]> {
    const rows = await this.rows<{ token_hash: string }>(
      `SELECT token_hash FROM ${this.t('sessions')}
       WHERE user_id = :userId AND token_hash IN (:tokenHashes) AND revoked_at IS NULL AND expires_at > now()`,
      { userId, tokenHashes },
    );
    return rows.map((r) => r.token_hash);
  }
}
