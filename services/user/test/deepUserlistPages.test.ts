import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createClient, createLogger, loadContract } from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import type { ProtoGrpcType } from '@kindred/kit/generated/user';
import type { Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import { readUserConfig, startUserService } from '../src';

/**
 * Every userlist page, the deep ones started from the kept page boundaries, names the members the plain
 * `OFFSET` query names; and again once the boundaries are read anew after members signed in, joined,
 * left the listing or hid from it.
 */
describe('deep userlist pages', () => {
  const pageSize = 4;
  const ttlMs = 100;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: Awaited<ReturnType<typeof startUserService>>;
  let db: Client;
  let user: ReturnType<typeof createClient<InstanceType<ProtoGrpcType['kindred']['user']['v1']['UserService']>>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await startUserService(
      readUserConfig({
        DATABASE_URL: database.url,
        USER_GRPC_PORT: '0',
        REDIS_KEY_PREFIX: `dp${randomBytes(4).toString('hex')}:`,
        REGISTRATION_REVIEW: 'off',
        ADMIN_PASSWORD: 'Admin-Passw0rd',
        SERVICE_PASSWORD: 'Service-Passw0rd',
        MEMBER_PAGE_SIZE: String(pageSize),
        MEMBER_PAGE_BOUNDARIES_MS: String(ttlMs),
        LOG_LEVEL: 'silent',
      }),
      { logger: createLogger('test', 'silent'), metricsPort: null },
    );
    db = new Client({ connectionString: database.url });
    await db.connect();
    user = createClient(loadContract<ProtoGrpcType>('user').kindred.user.v1.UserService, `127.0.0.1:${service.port}`);
  });

  afterAll(async () => {
    await db?.end();
    user?.close();
    await service?.stop();
    await database?.drop();
  });

  // Some never signed in, some at one shared second (the id breaks the tie).
  const addMembers = (prefix: string, count: number) =>
    db.query(
      `INSERT INTO user_svc.accounts (username, email, password_hash, sex, birthday, invitation_code, status, last_login_at)
       SELECT $1 || g, $1 || g || '@example.com', 'x', g % 2, 0, 'DP' || $1 || g, 1,
         CASE WHEN g % 9 = 0 THEN NULL WHEN g % 4 = 0 THEN '2026-01-01T00:00:00Z' ELSE now() - g * interval '1 minute' END
       FROM generate_series(1, $2::int) g`,
      [prefix, count],
    );

  const listing = async (viewerId: number) => {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM user_svc.accounts a WHERE status = 1 AND role = 'member' AND id <> $1
         AND NOT EXISTS (SELECT 1 FROM user_svc.member_settings s WHERE s.user_id = a.id AND s.hide_from_lists)
       ORDER BY coalesce(last_login_at, '-infinity') DESC, id DESC`,
      [viewerId],
    );
    return rows.map((r) => Number(r.id));
  };

  const expectEveryPage = async (caller: Caller) => {
    const order = await listing(Number(caller.user_id));
    const lastPage = Math.ceil(order.length / pageSize);
    for (let page = 1; page <= lastPage + 1; page++) {
      const expected = order.slice((page - 1) * pageSize, page * pageSize);
      const byId = await user.ListMembers({ caller, page, ids_only: true });
      const cards = await user.ListMembers({ caller, page });
      expect({ page, ids: byId.member_ids }).toEqual({ page, ids: expected });
      expect(cards.members.map((m) => m.id)).toEqual(expected);
      expect(byId.last_page).toBe(lastPage);
    }
  };

  it('names the members of the plain query on every page, also after members change', async () => {
    await addMembers('deep', 150);
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM user_svc.accounts WHERE username = 'deep40'`);
    const viewerId = Number(rows[0]!.id);
    const caller: Caller = {
      user_id: viewerId,
      username: 'deep40',
      vip: 2,
      sex: 0,
      status: 1,
      role: 'member',
      authorities: [],
    };
    await expectEveryPage(caller);

    await db.query(
      `UPDATE user_svc.accounts SET last_login_at = now() WHERE username IN ('deep130', 'deep77', 'deep9')`,
    );
    await db.query(`UPDATE user_svc.accounts SET status = 3 WHERE username IN ('deep20', 'deep101')`);
    await db.query(`UPDATE user_svc.accounts SET last_login_at = now() + interval '1 minute' WHERE id = $1`, [
      viewerId,
    ]);
    const { rows: hiding } = await db.query<{ id: string }>(
      `SELECT id FROM user_svc.accounts WHERE username = 'deep60'`,
    );
    await user.SaveMemberSettings({
      user_id: Number(hiding[0]!.id),
      settings: { general: true, delivery: 'Automatically', privacy: { hide_from_lists: true, chat_from: 'everyone' } },
    });
    await addMembers('late', 13);
    await new Promise((resolve) => setTimeout(resolve, 2 * ttlMs + 50));
    await expectEveryPage(caller);
  });
});
