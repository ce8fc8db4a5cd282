import { SchemaStore } from '@kindred/kit';
import { toAccount, type AccountRow } from './databaseUserStore';
import type { AccountSearch, StaffActionFilter, StaffActionRecord, StaffStore } from './staffStore';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** StaffStore on PostgreSQL, in the user service's schema. */
export class DatabaseStaffStore extends SchemaStore implements StaffStore {
  async searchAccounts(search: AccountSearch) {
    const where: string[] = [];
    const q = search.q?.trim() ?? '';
    if (q) {
      where.push(
        /^\d+$/.test(q)
          ? `(id = :id OR username ILIKE :pattern OR email ILIKE :pattern)`
          : `(username ILIKE :pattern OR email ILIKE :pattern)`,
      );
    }
    if (search.status) where.push(`status = :status`);
    const sql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const replacements = {
      id: /^\d{1,15}$/.test(q) ? Number(q) : 0,
      pattern: `%${escapeLike(q)}%`,
      status: search.status ?? 0,
      limit: search.limit,
      offset: search.offset,
    };
    const [counted] = await this.rows<{ count: string }>(
      `SELECT count(*) FROM ${this.t('accounts')} ${sql}`,
      replacements,
    );
    const rows = await this.rows<AccountRow>(
      `SELECT * FROM ${this.t('accounts')} ${sql} ORDER BY id ${search.oldestFirst ? 'ASC' : 'DESC'} LIMIT :limit OFFSET :offset`,
      replacements,
    );
    return { accounts: rows.map(toAccount), total: Number(counted?.count ?? 0) };
  }

  async review(userId: number, approve: boolean, reason: string) {
    return this.db.transaction(async (transaction) => {
      const rows = await this.rows<{ id: string }>(
        `UPDATE ${this.t('accounts')} SET status = :status, rejection_reason = :reason
         WHERE id = :userId AND status = 2 RETURNING id`,
        { userId, status: approve ? 1 : 3, reason: approve ? '' : reason },
        transaction,
      );
      if (rows.length === 0) return false;
      if (approve) {
        await this.db.query(`INSERT INTO ${this.t('account_events')} (type, user_id) VALUES ('joined', :userId)`, {
          replacements: { userId },
          transaction,
        });
      }
      return true;
    });
  }

  async setStatus(userId: number, status: number) {
    return this.db.transaction(async (transaction) => {
      const [before] = await this.rows<AccountRow>(
        `SELECT * FROM ${this.t('accounts')} WHERE id = :userId FOR UPDATE`,
        { userId },
        transaction,
      );
      if (!before) return null;
      await this.db.query(
        `UPDATE ${this.t('accounts')} SET status = :status${status === 1 ? `, rejection_reason = ''` : ''}
         WHERE id = :userId AND erased_at IS NULL`,
        { replacements: { userId, status }, transaction },
      );
      return toAccount(before);
    });
  }

  async setTotp(userId: number, secret: string, enabled: boolean) {
    await this.db.query(
      `UPDATE ${this.t('accounts')} SET totp_secret = :secret, totp_enabled = :enabled WHERE id = :userId`,
      { replacements: { userId, secret, enabled } },
    );
  }

  async setRole(userId: number, role: string) {
    await this.db.query(`UPDATE ${this.t('accounts')} SET role = :role WHERE id = :userId`, {
      replacements: { userId, role },
    });
  }

  async staffAccounts() {
    const rows = await this.rows<AccountRow>(`SELECT * FROM ${this.t('accounts')} WHERE role <> 'member' ORDER BY id`);
    return rows.map(toAccount);
  }

  async replaceTierAuthorities(vip: number, authorities: string[]) {
    await this.db.transaction(async (transaction) => {
      await this.db.query(`DELETE FROM ${this.t('tier_authorities')} WHERE vip = :vip`, {
        replacements: { vip },
        transaction,
      });
      for (const authority of authorities) {
        await this.db.query(`INSERT INTO ${this.t('tier_authorities')} (vip, authority) VALUES (:vip, :authority)`, {
          replacements: { vip, authority },
          transaction,
        });
      }
    });
  }

  async recordAction(action: Omit<StaffActionRecord, 'id' | 'createTime'>) {
    await this.db.query(
      `INSERT INTO ${this.t('staff_actions')} (staff_id, staff_username, action, target_type, target_id, before, after)
       VALUES (:staffId, :staffUsername, :action, :targetType, :targetId, CAST(:before AS jsonb), CAST(:after AS jsonb))`,
      {
        replacements: {
          ...action,
          before: action.before === undefined ? null : JSON.stringify(action.before),
          after: action.after === undefined ? null : JSON.stringify(action.after),
        },
      },
    );
  }

  async listActions(filter: StaffActionFilter) {
    const where: string[] = [];
    if (filter.staffId) where.push('staff_id = :staffId');
    if (filter.action) where.push('action = :action');
    if (filter.targetId) where.push('target_id = :targetId');
    if (filter.from) where.push('created_at >= to_timestamp(:from)');
    if (filter.to) where.push('created_at < to_timestamp(:to)');
    const sql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const replacements = { ...filter };
    const [counted] = await this.rows<{ count: string }>(
      `SELECT count(*) FROM ${this.t('staff_actions')} ${sql}`,
      replacements,
    );
    const rows = await this.rows<{
      id: string;
      staff_id: string;
      staff_username: string;
      action: string;
      target_type: string;
      target_id: string;
      before: unknown;
      after: unknown;
      created_at: Date;
    }>(`SELECT * FROM ${this.t('staff_actions')} ${sql} ORDER BY id DESC LIMIT :limit OFFSET :offset`, replacements);
    return {
      total: Number(counted?.count ?? 0),
      actions: rows.map((r) => ({
        id: Number(r.id),
        staffId: Number(r.staff_id),
        staffUsername: r.staff_username,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        before: r.before,
        after: r.after,
        createTime: Math.floor(r.created_at.getTime() / 1000),
      })),
    };
  }

  async countPending() {
    const [row] = await this.rows<{ count: string }>(`SELECT count(*) FROM ${this.t('accounts')} WHERE status = 2`);
    return Number(row?.count ?? 0);
  }

  async signupsPerDay(since: Date) {
    const rows = await this.rows<{ day: string; count: string }>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) FROM ${this.t('accounts')}
       WHERE created_at >= :since AND role = 'member' GROUP BY day`,
      { since },
    );
    return rows.map((r) => ({ date: r.day, count: Number(r.count) }));
  }
}
