import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createClient, createLogger, loadContract } from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import type { ProtoGrpcType } from '@kindred/kit/generated/user';
import type { Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import { readUserConfig, startUserService } from '../src';

/**
 * search_opposite_sex reads two- and three-letter terms from `member_name_parts` (migration 0032): it
 * answers the members the plain query over the accounts names, in its order, for every term and after
 * members sign in, are renamed, change sex, leave the listing or hide from it.
 */
describe('name search among the opposite sex', () => {
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
        REDIS_KEY_PREFIX: `ns${randomBytes(4).toString('hex')}:`,
        REGISTRATION_REVIEW: 'off',
        ADMIN_PASSWORD: 'Admin-Passw0rd',
        SERVICE_PASSWORD: 'Service-Passw0rd',
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

  const names = ['Ann', 'anna_1', 'JoANN', 'Bob12', 'b_12', 'zq9', 'Ünal', 'ünsal', 'a%b', 'x_y', 'Nanna'];
  // Members of both sexes, some never signed in, some at one shared second (the id breaks the tie).
  const addMembers = (round: string) =>
    db.query(
      `
      INSERT INTO user_svc.accounts (username, email, password_hash, sex, birthday, invitation_code, status, last_login_at)
      SELECT n || $2 || g, n || $2 || g || '@example.com', 'x', g % 2, 0, 'NS' || n || $2 || g, 1,
        CASE WHEN g % 7 = 0 THEN NULL WHEN g % 5 = 0 THEN '2026-01-01T00:00:00Z'
             ELSE now() - g * interval '1 minute' END
      FROM unnest($1::text[]) n, generate_series(1, 12) g`,
      [names, round],
    );

  const viewer = (id: number, sex: number): Caller => ({
    user_id: id,
    username: 'viewer',
    vip: 2,
    sex,
    status: 1,
    role: 'member',
    authorities: ['Search_users'],
  });

  const plain = async (caller: Caller, term: string) => {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM user_svc.accounts a WHERE status = 1 AND role = 'member' AND id <> $1 AND sex = $2
         AND username ILIKE $3 AND NOT EXISTS (SELECT 1 FROM user_svc.member_settings s WHERE s.user_id = a.id AND s.hide_from_lists)
       ORDER BY coalesce(last_login_at, '-infinity') DESC, id DESC LIMIT 30`,
      [caller.user_id, caller.sex === 1 ? 0 : 1, pattern],
    );
    return rows.map((r) => Number(r.id));
  };

  const terms = [
    'an',
    'AN',
    'nn',
    'ann',
    'NNA',
    'b1',
    '12',
    'b_1',
    '_1',
    'zq',
    'ün',
    'ÜNA',
    '%b',
    'a%',
    'x_',
    'q',
    '.1',
    'anna',
    'nna.',
  ];

  const expectPlainAnswers = async (callers: Caller[]) => {
    for (const caller of callers) {
      for (const term of terms) {
        const { member_ids } = await user.SearchOppositeSex({ caller, username: term, ids_only: true });
        const { members } = await user.SearchOppositeSex({ caller, username: term });
        const expected = await plain(caller, term);
        expect({ term, sex: caller.sex, ids: member_ids }).toEqual({ term, sex: caller.sex, ids: expected });
        expect(members.map((m) => m.id)).toEqual(expected);
      }
    }
  };

  it('answers the plain query for every term, also after members change', async () => {
    await addMembers('.');
    const { rows } = await db.query<{ id: string; sex: number }>(
      `SELECT id, sex FROM user_svc.accounts WHERE username LIKE 'Ann.%' ORDER BY id`,
    );
    const callers = rows.slice(0, 2).map((r) => viewer(Number(r.id), r.sex));
    await expectPlainAnswers(callers);
    expect(
      (await db.query(`SELECT count(*)::int AS n FROM user_svc.member_name_parts WHERE part = 'ann'`)).rows[0].n,
    ).toBeGreaterThan(30);

    await db.query(
      `UPDATE user_svc.accounts SET last_login_at = now() + interval '1 hour' WHERE username LIKE 'Bob12.%'`,
    );
    await db.query(`UPDATE user_svc.accounts SET username = 'Zanny' || id WHERE username LIKE 'x_y.1%'`);
    await db.query(`UPDATE user_svc.accounts SET sex = 1 - sex WHERE username LIKE 'JoANN.%'`);
    await db.query(`UPDATE user_svc.accounts SET status = 3 WHERE username LIKE 'anna\\_1.2%'`);
    await db.query(`UPDATE user_svc.accounts SET role = 'staff' WHERE username = 'Nanna.3'`);
    await db.query(`UPDATE user_svc.accounts SET status = 1 WHERE username = 'anna_1.2'`);
    await db.query(`DELETE FROM user_svc.accounts WHERE username = 'Nanna.4'`);
    const { rows: hiding } = await db.query<{ id: string }>(
      `SELECT id FROM user_svc.accounts WHERE username LIKE 'Ann.1%'`,
    );
    for (const { id } of hiding) {
      await user.SaveMemberSettings({
        user_id: Number(id),
        settings: {
          general: true,
          delivery: 'Automatically',
          privacy: { hide_from_lists: true, chat_from: 'everyone' },
        },
      });
    }
    await addMembers(':');
    await expectPlainAnswers(callers);
  });
});
