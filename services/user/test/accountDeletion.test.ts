import pino from 'pino';
import { Client } from 'pg';
import { createClient, loadContract } from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import type { ProtoGrpcType } from '@kindred/kit/generated/user';
import { readUserConfig, startUserService } from '../src';

const DAY = 86_400_000;

/** The grace period on a clock the test moves: a sign-in cancels it, its end erases the account once. */
it('keeps the account through the grace period, cancels on sign-in, and erases once when it ends', async () => {
  const database = await createTestDatabase();
  let now = Date.UTC(2026, 0, 1);
  const service = await startUserService(
    readUserConfig({
      DATABASE_URL: database.url,
      USER_GRPC_PORT: '0',
      REDIS_KEY_PREFIX: `grace${process.pid}:`,
      REGISTRATION_REVIEW: 'off',
      ADMIN_PASSWORD: 'Admin-Passw0rd',
      SERVICE_PASSWORD: 'Service-Passw0rd',
      ACCOUNT_DELETION_GRACE_DAYS: '14',
      ACCOUNT_DELETION_POLL_MS: '3600000',
    }),
    { logger: pino({ level: 'silent' }), metricsPort: null, now: () => now },
  );
  const contract = loadContract<ProtoGrpcType>('user').kindred.user.v1;
  const address = `127.0.0.1:${service.port}`;
  const users = createClient(contract.UserService, address);
  const memberData = createClient(contract.MemberDataService, address);
  const db = new Client({ connectionString: database.url });
  await db.connect();
  try {
    const registered = await users.Register({
      username: 'leaving',
      email: 'leaving@example.com',
      password: 'Passw0rd!',
      sex: 0,
      birthday: Date.UTC(1990, 0, 1),
      country: 'TW',
    });
    const id = Number(registered.user!.id);
    await expect(memberData.RequestAccountDeletion({ user_id: id, password: 'wrong' })).rejects.toMatchObject({
      reason: 'wrong_password',
    });
    const pending = await memberData.RequestAccountDeletion({ user_id: id, password: 'Passw0rd!' });
    expect(pending.due_time).toBe((now + 14 * DAY) / 1000);
    expect((await memberData.ListPendingDeletions({})).deletions.map((d) => d.user_id)).toEqual([id]);

    now += 13 * DAY;
    expect(await service.eraseDue!()).toBe(0);
    await users.Login({ account: 'leaving', password: 'Passw0rd!' });
    expect(await memberData.GetAccountDeletion({ user_id: id })).toMatchObject({ due_time: 0 });

    await memberData.RequestAccountDeletion({ user_id: id, password: 'Passw0rd!' });
    now += 14 * DAY + 1000;
    expect(await service.eraseDue!()).toBe(1);
    expect(await service.eraseDue!()).toBe(0);
    const { rows } = await db.query(
      `SELECT username, email, erased_at IS NOT NULL AS erased FROM user_svc.accounts WHERE id = $1`,
      [id],
    );
    expect(rows).toEqual([{ username: `deleted-${id}`, email: `deleted-${id}`, erased: true }]);
    const events = await db.query(`SELECT type FROM user_svc.account_events WHERE user_id = $1 AND type = 'erased'`, [
      id,
    ]);
    expect(events.rowCount).toBe(1);
    await expect(users.Login({ account: 'leaving', password: 'Passw0rd!' })).rejects.toMatchObject({
      reason: 'wrong_credentials',
    });
    expect((await users.GetMembers({ ids: [id], with_erased: true })).members[0]?.username).toBe('deleted member');
  } finally {
    await db.end();
    users.close();
    memberData.close();
    await service.stop();
    await database.drop();
  }
});

/** The user service on a test database, with a clock the test moves and a pg client beside it. */
async function userServiceAt(clock: { now: number }) {
  const database = await createTestDatabase();
  const service = await startUserService(
    readUserConfig({
      DATABASE_URL: database.url,
      USER_GRPC_PORT: '0',
      REDIS_KEY_PREFIX: `race${process.pid}:`,
      REGISTRATION_REVIEW: 'off',
      ADMIN_PASSWORD: 'Admin-Passw0rd',
      SERVICE_PASSWORD: 'Service-Passw0rd',
      ACCOUNT_DELETION_GRACE_DAYS: '14',
      ACCOUNT_DELETION_POLL_MS: '3600000',
    }),
    { logger: pino({ level: 'silent' }), metricsPort: null, now: () => clock.now },
  );
  const contract = loadContract<ProtoGrpcType>('user').kindred.user.v1;
  const address = `127.0.0.1:${service.port}`;
  const users = createClient(contract.UserService, address);
  const memberData = createClient(contract.MemberDataService, address);
  const db = new Client({ connectionString: database.url });
  await db.connect();
  const registered = await users.Register({
    username: 'racing',
    email: 'racing@example.com',
    password: 'Passw0rd!',
    sex: 0,
    birthday: Date.UTC(1990, 0, 1),
    country: 'TW',
  });
  return {
    id: Number(registered.user!.id),
    url: database.url,
    service,
    users,
    memberData,
    db,
    async stop() {
      await db.end();
      users.close();
      memberData.close();
      await service.stop();
      await database.drop();
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('erases nothing when a sign-in cancelled the deletion after the job found it due', async () => {
  const clock = { now: Date.UTC(2026, 0, 1) };
  const t = await userServiceAt(clock);
  try {
    await t.memberData.RequestAccountDeletion({ user_id: t.id, password: 'Passw0rd!' });
    clock.now += 15 * DAY;
    // A sign-in is cancelling the deletion (its write holds the account row) as the job starts.
    const signIn = new Client({ connectionString: t.url });
    await signIn.connect();
    await signIn.query('BEGIN');
    await signIn.query(
      'UPDATE user_svc.accounts SET deletion_requested_at = NULL, deletion_due_at = NULL WHERE id = $1',
      [t.id],
    );
    const job = t.service.eraseDue!();
    await pause(300);
    await signIn.query('COMMIT');
    await signIn.end();
    expect(await job).toBe(0);
    const { rows } = await t.db.query('SELECT username, erased_at FROM user_svc.accounts WHERE id = $1', [t.id]);
    expect(rows).toEqual([{ username: 'racing', erased_at: null }]);
    await t.users.Login({ account: 'racing', password: 'Passw0rd!' });
  } finally {
    await t.stop();
  }
});

it('writes no session onto an account erased while its sign-in was on the way', async () => {
  const clock = { now: Date.UTC(2026, 0, 1) };
  const t = await userServiceAt(clock);
  try {
    // The erasure holds the account row while the sign-in checks the (still valid) password.
    const erasure = new Client({ connectionString: t.url });
    await erasure.connect();
    await erasure.query('BEGIN');
    await erasure.query('UPDATE user_svc.accounts SET erased_at = now(), status = 3 WHERE id = $1', [t.id]);
    const signIn = t.users.Login({ account: 'racing', password: 'Passw0rd!' });
    await pause(500);
    await erasure.query('DELETE FROM user_svc.sessions WHERE user_id = $1', [t.id]);
    await erasure.query('COMMIT');
    await erasure.end();
    await expect(signIn).rejects.toMatchObject({ reason: 'wrong_credentials' });
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM user_svc.sessions WHERE user_id = $1', [t.id]);
    expect(rows).toEqual([{ n: 0 }]);
    // Signing in again, now that the account is erased, is refused before any password check matters.
    await expect(t.users.Login({ account: 'racing', password: 'Passw0rd!' })).rejects.toMatchObject({
      reason: 'wrong_credentials',
    });
  } finally {
    await t.stop();
  }
});
