import type { Transaction } from 'sequelize';
import { ACTIVITY, listed, memberFilter, pageIds } from './memberListing';
import { NoticeTables } from './noticeTables';
import type { Account, ListingAnchor, MemberQuery, NewAccount, SignInRecorded, UserStore } from './userStore';

export interface AccountRow {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  sex: number;
  birthday: string;
  country: string;
  signature: string;
  avatar: string;
  pending_avatar?: string;
  status: number;
  role: Account['role'];
  laid: string;
  invitation_code: string;
  overduedate_1: string;
  overduedate_2: string;
  last_login_at: Date | null;
  signup_ip: string;
  rejection_reason: string;
  totp_secret: string;
  totp_enabled: boolean;
  created_at: Date;
  erased_at?: Date | null;
  deletion_due_at?: Date | null;
  verified_at?: Date | null;
}

export const toAccount = (row: AccountRow): Account => ({
  id: Number(row.id),
  username: row.username,
  email: row.email,
  passwordHash: row.password_hash,
  sex: row.sex,
  birthday: Number(row.birthday),
  country: row.country,
  signature: row.signature,
  avatar: row.avatar,
  pendingAvatar: row.pending_avatar ?? '',
  status: row.status,
  role: row.role,
  laid: row.laid,
  invitationCode: row.invitation_code,
  overdue1: Number(row.overduedate_1),
  overdue2: Number(row.overduedate_2),
  lastLoginTime: row.last_login_at ? Math.floor(row.last_login_at.getTime() / 1000) : 0,
  signupIp: row.signup_ip ?? '',
  rejectionReason: row.rejection_reason ?? '',
  totpSecret: row.totp_secret ?? '',
  totpEnabled: row.totp_enabled ?? false,
  createTime: row.created_at ? Math.floor(row.created_at.getTime() / 1000) : 0,
  erased: row.erased_at != null,
  deletionPending: row.deletion_due_at != null,
  verified: row.verified_at != null,
});

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** UserStore on PostgreSQL through Sequelize, in the `user_svc` schema. */
export class DatabaseUserStore extends NoticeTables implements UserStore {
  private readonly table = (name: string) => this.t(name);

  private async one(sql: string, replacements: Record<string, unknown>, transaction?: Transaction) {
    const [row] = await this.rows<AccountRow>(sql, replacements, transaction);
    return row ? toAccount(row) : null;
  }

  async createAccount(a: NewAccount): Promise<Account> {
    const account = await this.one(
      `INSERT INTO ${this.t('accounts')} (username, email, password_hash, sex, birthday, country, laid, invitation_code, invited_by, status, signup_ip)
       VALUES (:username, :email, :passwordHash, :sex, :birthday, :country, :laid, :invitationCode, :invitedBy, :status, :signupIp) RETURNING *`,
      { ...a, signupIp: a.signupIp ?? '' },
    );
    if (a.status === 1) await this.recordEvent('joined', account!.id);
    return account!;
  }

  findById(id: number) {
    return this.one(`SELECT * FROM ${this.t('accounts')} WHERE id = :id`, { id });
  }

  async findByIds(ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await this.rows<AccountRow>(`SELECT * FROM ${this.t('accounts')} WHERE id IN (:ids)`, { ids });
    return rows.map(toAccount);
  }

  findByLogin(account: string) {
    return this.one(
      `SELECT * FROM ${this.t('accounts')} WHERE lower(username) = lower(:account) OR lower(email) = lower(:account)
       ORDER BY (lower(username) = lower(:account)) DESC LIMIT 1`,
      { account },
    );
  }

  findByUsername(username: string) {
    return this.one(`SELECT * FROM ${this.t('accounts')} WHERE lower(username) = lower(:username)`, { username });
  }

  findByEmail(email: string) {
    return this.one(`SELECT * FROM ${this.t('accounts')} WHERE lower(email) = lower(:email)`, { email });
  }

  findByInvitationCode(code: string) {
    return this.one(`SELECT * FROM ${this.t('accounts')} WHERE invitation_code = :code`, { code });
  }

  async updateProfile(
    id: number,
    fields: Partial<Pick<Account, 'email' | 'sex' | 'birthday' | 'country' | 'avatar' | 'signature'>>,
  ) {
    const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return;
    const sets = entries.map(([k]) => `${k} = :${k}`).join(', ');
    await this.db.query(`UPDATE ${this.t('accounts')} SET ${sets} WHERE id = :id`, {
      replacements: { ...Object.fromEntries(entries), id },
    });
    await this.wrote(id);
  }

  async setPasswordHash(id: number, passwordHash: string) {
    await this.db.query(`UPDATE ${this.t('accounts')} SET password_hash = :passwordHash WHERE id = :id`, {
      replacements: { id, passwordHash },
    });
  }

  async setStatus(id: number, status: number) {
    await this.db.query(`UPDATE ${this.t('accounts')} SET status = :status WHERE id = :id`, {
      replacements: { id, status },
    });
  }

  async touchLogin(id: number): Promise<SignInRecorded> {
    // last_login_at is the lists' order: a member hiding their online status does not move up by signing
    // in, or the order would tell others they are active (docs/member-settings.md).
    const [row] = await this.rows<{ was_pending: boolean; moved_at: string | null }>(
      `UPDATE ${this.t('accounts')} a SET
         last_login_at = CASE WHEN EXISTS (SELECT 1 FROM ${this.t('member_settings')} privacy
           WHERE privacy.user_id = :id AND privacy.hide_online) THEN a.last_login_at ELSE now() END,
         deletion_requested_at = NULL, deletion_due_at = NULL
       FROM (SELECT deletion_requested_at IS NOT NULL AS pending FROM ${this.t('accounts')}
             WHERE id = :id FOR UPDATE) was
       WHERE a.id = :id AND a.erased_at IS NULL
       RETURNING was.pending AS was_pending,
         CASE WHEN a.last_login_at = now() THEN floor(extract(epoch FROM now())) END AS moved_at`,
      { id },
    );
    return {
      movedAt: row?.moved_at == null ? null : Number(row.moved_at),
      deletionCancelled: row?.was_pending === true,
    };
  }

  async setAvatar(id: number, avatar: string, quiet = false) {
    await this.db.transaction(async (transaction) => {
      await this.db.query(
        `UPDATE ${this.t('accounts')} SET avatar = :avatar,
           pending_avatar = CASE WHEN pending_avatar = :avatar THEN '' ELSE pending_avatar END
         WHERE id = :id`,
        { replacements: { id, avatar }, transaction },
      );
      if (!quiet) await this.recordEvent('avatar_changed', id, transaction);
    });
    await this.wrote(id);
  }

  async setPendingAvatar(id: number, avatar: string) {
    await this.db.query(`UPDATE ${this.t('accounts')} SET pending_avatar = :avatar WHERE id = :id`, {
      replacements: { id, avatar },
    });
    await this.wrote(id);
  }

  private async recordEvent(type: string, userId: number, transaction?: Transaction) {
    await this.db.query(`INSERT INTO ${this.t('account_events')} (type, user_id) VALUES (:type, :userId)`, {
      replacements: { type, userId },
      transaction,
    });
  }

  async createSession(
    userId: number,
    tokenHash: string,
    expiresAt: Date,
    opened = { userAgent: '', country: '', remembered: false },
  ) {
    // FOR SHARE waits for an erasure holding the account row and then sees it erased: no row is written.
    const written = await this.rows<{ id: string }>(
      `INSERT INTO ${this.t('sessions')} (user_id, token_hash, expires_at, user_agent, country, remembered)
       SELECT a.id, :tokenHash, :expiresAt, :userAgent, :country, :remembered FROM ${this.t('accounts')} a
       WHERE a.id = :userId AND a.erased_at IS NULL FOR SHARE
       RETURNING id`,
      { userId, tokenHash, expiresAt, ...opened },
    );
    return written.length === 1;
  }

  async findSessionUser(tokenHash: string, slideSeconds = 0, absoluteDays = 90) {
    // Sliding never passes the absolute end (sign-in + absoluteDays); the WHERE also ends sessions that
    // slid past it before it existed.
    const [row] = await this.rows<{ user_id: string }>(
      `UPDATE ${this.t('sessions')} SET last_used_at = now(),
         expires_at = CASE WHEN remembered THEN least(greatest(expires_at, now() + make_interval(secs => :slideSeconds)),
           created_at + make_interval(days => :absoluteDays)) ELSE expires_at END
       WHERE token_hash = :tokenHash AND revoked_at IS NULL AND expires_at > now()
         AND created_at + make_interval(days => :absoluteDays) > now() RETURNING user_id`,
      { tokenHash, slideSeconds, absoluteDays },
    );
    return row ? Number(row.user_id) : null;
  }

  async revokeSession(tokenHash: string) {
    const [row] = await this.rows<{ user_id: string }>(
      `UPDATE ${this.t('sessions')} SET revoked_at = now() WHERE token_hash = :tokenHash AND revoked_at IS NULL RETURNING user_id`,
      { tokenHash },
    );
    return row ? Number(row.user_id) : null;
  }

  async revokeSessionsOf(userId: number, exceptTokenHash = '') {
    const rows = await this.rows<{ token_hash: string }>(
      `UPDATE ${this.t('sessions')} SET revoked_at = now()
       WHERE user_id = :userId AND revoked_at IS NULL AND token_hash <> :exceptTokenHash RETURNING token_hash`,
      { userId, exceptTokenHash },
    );
    return rows.map((r) => r.token_hash);
  }

  async createPasswordReset(userId: number, codeHash: string, expiresAt: Date) {
    await this.db.query(
      `INSERT INTO ${this.t('password_resets')} (user_id, code_hash, expires_at) VALUES (:userId, :codeHash, :expiresAt)`,
      { replacements: { userId, codeHash, expiresAt } },
    );
  }

  async consumePasswordReset(codeHash: string) {
    const [row] = await this.rows<{ user_id: string }>(
      `UPDATE ${this.t('password_resets')} SET used_at = now()
       WHERE code_hash = :codeHash AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      { codeHash },
    );
    return row ? Number(row.user_id) : null;
  }

  async countMembers(q: Omit<MemberQuery, 'limit' | 'offset' | 'orderBy'>) {
    const filter = memberFilter(this.table, q);
    const [row] = await this.replicaRows<{ count: string }>(
      q.excludeId || null,
      `SELECT count(*) FROM ${this.t('accounts')} WHERE ${filter.sql}`,
      filter.replacements,
    );
    return Number(row?.count ?? 0);
  }

  /** The page's ids from the listing index alone (index-only, however deep), then those rows (docs/scale/queries.md). */
  async listMembers(q: MemberQuery) {
    const page = pageIds(this.table, q);
    const rows = await this.replicaRows<AccountRow & { hides_online: boolean | null }>(
      q.excludeId || null,
      `SELECT a.*, privacy.hide_online AS hides_online FROM (${page.sql}) page
       JOIN ${this.t('accounts')} a ON a.id = page.id
       LEFT JOIN ${this.t('member_settings')} privacy ON privacy.user_id = a.id
       ORDER BY ${page.order.replace(/\b(last_login_at|id)\b/g, 'a.$1')}`,
      page.replacements,
    );
    return rows.map((row) => ({ ...toAccount(row), hidesOnline: row.hides_online === true }));
  }

  async listMemberIds(q: MemberQuery) {
    const own = `(SELECT hide_from_lists FROM ${this.t('member_settings')} WHERE user_id = :excludeId) AS excluded_hides`;
    const page = pageIds(this.table, q, `, ${own}`);
    const rows = await this.replicaRows<{ id: string; excluded_hides: boolean | null }>(
      q.excludeId || null,
      page.sql,
      page.replacements,
    );
    return { ids: rows.map((row) => Number(row.id)), excludedHides: rows[0] && rows[0].excluded_hides === true };
  }

  async listMemberPlaces(q: MemberQuery) {
    // From the listing index's own expression, so that the page stays index-only.
    const place = `, CASE WHEN ${ACTIVITY} = '-infinity' THEN 0
      ELSE floor(extract(epoch FROM ${ACTIVITY}) * 1000000)::bigint END AS activity_us`;
    // A name search within one sex reads member_name_parts (no last_login_at there): a single-page list.
    const placed = q.orderBy === 'last_active' && !(q.username && q.sex !== undefined);
    const page = pageIds(this.table, q, placed ? place : '');
    const rows = await this.rows<{ id: string; activity_us?: string }>(page.sql, page.replacements);
    return { ids: rows.map((row) => Number(row.id)), activities: rows.map((row) => Number(row.activity_us ?? 0)) };
  }

  async anchorOf(userId: number): Promise<ListingAnchor | null> {
    const [row] = await this.rows<{ activity: string; id: string }>(
      `SELECT ${ACTIVITY}::text AS activity, id FROM ${this.t('accounts')} WHERE id = :userId`,
      { userId },
    );
    return row ? { activity: row.activity, id: Number(row.id) } : null;
  }

  async listingAnchors(every: number): Promise<ListingAnchor[]> {
    const rows = await this.replicaRows<{ activity: string; id: string }>(
      null,
      `SELECT activity::text AS activity, id FROM (
         SELECT ${ACTIVITY} AS activity, id, row_number() OVER (ORDER BY ${ACTIVITY} DESC, id DESC) AS n
         FROM ${this.t('accounts')} WHERE status = 1 AND role = 'member' AND ${listed(this.table)}
       ) ranked WHERE n % :every = 0 ORDER BY n`,
      { every },
    );
    return rows.map((row) => ({ activity: row.activity, id: Number(row.id) }));
  }

  async tierAuthorities() {
    const rows = await this.rows<{ vip: number; authority: string }>(
      `SELECT vip, authority FROM ${this.t('tier_authorities')} ORDER BY vip, authority`,
    );
    const lists: Record<0 | 1 | 2, string[]> = { 0: [], 1: [], 2: [] };
    for (const row of rows) lists[row.vip as 0 | 1 | 2].push(row.authority);
    return lists;
  }

  async grantMembership(userId: number, tier: 1 | 2, months: number, key: string, extend: (current: number) => number) {
    return this.db.transaction(async (transaction) => {
      const account = await this.one(
        `SELECT * FROM ${this.t('accounts')} WHERE id = :userId FOR UPDATE`,
        { userId },
        transaction,
      );
      if (!account) return null as unknown as Account;
      const granted = await this.rows<{ idempotency_key: string }>(
        `INSERT INTO ${this.t('membership_grants')} (idempotency_key, user_id, tier, months)
         VALUES (:key, :userId, :tier, :months) ON CONFLICT DO NOTHING RETURNING idempotency_key`,
        { key, userId, tier, months },
        transaction,
      );
      if (granted.length === 0) return account;
      const column = tier === 2 ? 'overduedate_2' : 'overduedate_1';
      const deadline = extend(tier === 2 ? account.overdue2 : account.overdue1);
      return (await this.one(
        `UPDATE ${this.t('accounts')} SET ${column} = :deadline WHERE id = :userId RETURNING *`,
        { deadline, userId },
        transaction,
      ))!;
    });
  }

  async reviewRegistration(userId: number, approve: boolean) {
    return this.db.transaction(async (transaction) => {
      const rows = await this.rows<{ id: string }>(
        `UPDATE ${this.t('accounts')} SET status = :status WHERE id = :userId AND status = 2 RETURNING id`,
        { userId, status: approve ? 1 : 3 },
        transaction,
      );
      if (rows.length === 0) return false;
      if (approve) await this.recordEvent('joined', userId, transaction);
      return true;
    });
  }

  async listAccountEvents(afterId: number, limit: number) {
    const rows = await this.rows<{ id: string; type: string; user_id: string; created_at: Date }>(
      `SELECT * FROM ${this.t('account_events')} WHERE id > :afterId ORDER BY id LIMIT :limit`,
      { afterId, limit },
    );
    return rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      userId: Number(r.user_id),
      createTime: seconds(r.created_at),
    }));
  }
}
