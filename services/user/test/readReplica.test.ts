import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Registry } from 'prom-client';
import { createClient, createLogger, loadContract } from '@kindred/kit';
import { startPostgresReplica, type PostgresReplica } from '@kindred/kit/testing';
import type { ProtoGrpcType } from '@kindred/kit/generated/user';
import type { Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import { readUserConfig, startUserService, type RunningService } from '../src';

type UserClient = ReturnType<typeof createClient<InstanceType<ProtoGrpcType['kindred']['user']['v1']['UserService']>>>;

/**
 * DATABASE_READ_URL against a real streaming replica (a primary and a standby of our own, kit's
 * startPostgresReplica): the member lists are answered by the standby, a member's own write is in
 * their next answer even while the standby is behind, and a standby that stops moves the reads to the
 * primary without a failed call.
 */
describe('read replicas', () => {
  let pg: PostgresReplica;
  const services: RunningService[] = [];
  const clients: UserClient[] = [];
  const prefix = `rr${randomBytes(4).toString('hex')}:`;

  const start = async () => {
    const service = await startUserService(
      readUserConfig({
        DATABASE_URL: pg.primaryUrl,
        DATABASE_READ_URL: pg.replicaUrl,
        DATABASE_READ_CHECK_MS: '200',
        // Far enough that a standby held still (replay paused) stays in use: the own-write test needs it.
        DATABASE_READ_MAX_LAG_MS: '30000',
        USER_GRPC_PORT: '0',
        REDIS_KEY_PREFIX: prefix,
        REGISTRATION_REVIEW: 'off',
        ADMIN_PASSWORD: 'Admin-Passw0rd',
        SERVICE_PASSWORD: 'Service-Passw0rd',
        MEMBER_PAGE_SIZE: '4',
        LOG_LEVEL: 'silent',
      }),
      { logger: createLogger('test', 'silent'), metricsPort: null },
    );
    services.push(service);
    const client = createClient(
      loadContract<ProtoGrpcType>('user').kindred.user.v1.UserService,
      `127.0.0.1:${service.port}`,
    );
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    pg = await startPostgresReplica();
    await start();
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const service of services) await service.stop();
    await pg?.stop();
  }, 60_000);

  const ask = async <T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  };

  /** Scans of `user_svc.accounts` the server counted (each server counts its own). */
  const accountScans = async (url: string) => {
    const [row] = await ask<{ scans: string }>(
      url,
      `SELECT coalesce(seq_scan, 0) + coalesce(idx_scan, 0) AS scans FROM pg_stat_user_tables
        WHERE schemaname = 'user_svc' AND relname = 'accounts'`,
    );
    return Number(row?.scans ?? 0);
  };

  const until = async (what: string, done: () => Promise<boolean>, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const metric = async (registry: Registry, name: string, labels: Record<string, string>) => {
    const values = (await registry.getSingleMetric(name)?.get())?.values ?? [];
    const found = values.find((v) => Object.entries(labels).every(([k, value]) => v.labels[k] === value));
    return found?.value;
  };
  const replicaName = () => {
    const url = new URL(pg.replicaUrl);
    return `${url.hostname}:${url.port}${url.pathname}`;
  };

  const register = async (username: string, sex: number) => {
    const { user } = await clients[0]!.Register({
      username,
      email: `${username}@example.com`,
      password: 'Passw0rd!',
      sex,
      birthday: Date.UTC(1990, 4, 1),
      country: 'TW',
    });
    return Number(user!.id);
  };
  const callerOf = (user_id: number, username: string): Caller => ({
    user_id,
    username,
    vip: 2,
    sex: 1,
    status: 1,
    role: 'member',
    authorities: ['Search_users'],
  });

  it('answers the member lists from the replica', async () => {
    const viewer = await register('rrviewer', 1);
    const listed: number[] = [];
    for (let i = 0; i < 6; i++) listed.push(await register(`rrlisted${i}`, i % 2));
    await pg.caughtUp();
    const registry = services[0]!.registry;
    const [scansBefore, answeredBefore] = [
      await accountScans(pg.replicaUrl),
      (await metric(registry, 'kindred_db_reads_total', { target: 'replica' })) ?? 0,
    ];

    const caller = callerOf(viewer, 'rrviewer');
    const user = clients[0]!;
    const first = await user.ListMembers({ caller, page: 1 });
    const second = await user.ListMembers({ caller, page: 2, ids_only: true });
    const named = await user.ListMembers({ caller, page: 1, username: 'rrlisted' });
    const opposite = await user.ListNewOppositeSex({ caller, limit: 30, ids_only: true });
    const seen = [...first.members.map((m) => Number(m.id)), ...second.member_ids.map(Number)];
    expect(seen.sort()).toEqual([...listed].sort());
    expect(named.total).toBe(6);
    expect(opposite.member_ids.map(Number).sort()).toEqual(listed.filter((_, i) => i % 2 === 0).sort());

    expect(
      (await metric(registry, 'kindred_db_reads_total', { target: 'replica' }))! - answeredBefore,
    ).toBeGreaterThanOrEqual(4);
    // The standby's own statistics count the lists' reads of the accounts (a server flushes them within seconds).
    await until('the standby counting the lists', async () => (await accountScans(pg.replicaUrl)) >= scansBefore + 4);
  });

  it('shows a member their own write on the next call while the replica is behind, from every process', async () => {
    const member = await register('rrwriter', 0);
    const other = await register('rrreader', 1);
    const notice = await clients[0]!.CreateNotice({ user_id: member, type: 'system', content: 'welcome' });
    await pg.caughtUp();
    const second = await start();
    await ask(pg.replicaUrl, 'SELECT pg_wal_replay_pause()');
    try {
      await until('replay paused', async () => {
        const [row] = await ask<{ state: string }>(pg.replicaUrl, 'SELECT pg_get_wal_replay_pause_state() AS state');
        return row?.state === 'paused';
      });
      await clients[0]!.MarkNoticeRead({ user_id: member, id: notice.id });
      // The standby is behind: it still holds the notice unread.
      const [onStandby] = await ask<{ status: number }>(
        pg.replicaUrl,
        'SELECT status FROM user_svc.notices WHERE id = $1',
        [notice.id],
      );
      expect(onStandby?.status).toBe(0);

      for (const user of [clients[0]!, second]) {
        const { notices, unread } = await user.ListNotices({ user_id: member });
        expect(notices.find((n) => n.id === notice.id)?.status).toBe(1);
        expect(unread).toBe(0);
      }
      // Another member's reads still go to the standby.
      const registry = services[0]!.registry;
      const before = (await metric(registry, 'kindred_db_reads_total', { target: 'replica' })) ?? 0;
      await clients[0]!.ListMembers({ caller: callerOf(other, 'rrreader'), page: 1, ids_only: true });
      expect((await metric(registry, 'kindred_db_reads_total', { target: 'replica' }))!).toBeGreaterThan(before);
    } finally {
      await ask(pg.replicaUrl, 'SELECT pg_wal_replay_resume()');
    }
  });

  it('moves the reads to the primary when the replica stops, without a failed call', async () => {
    const viewer = await register('rrlate', 1);
    await pg.caughtUp();
    const caller = callerOf(viewer, 'rrlate');
    const user = clients[0]!;
    const registry = services[0]!.registry;
    expect(await metric(registry, 'kindred_db_replica_usable', { replica: replicaName() })).toBe(1);
    const expected = (await user.ListMembers({ caller, page: 1, ids_only: true })).member_ids;
    const primaryBefore = (await metric(registry, 'kindred_db_reads_total', { target: 'primary' })) ?? 0;

    await pg.stopReplica();
    for (let i = 0; i < 10; i++) {
      expect((await user.ListMembers({ caller, page: 1, ids_only: true })).member_ids).toEqual(expected);
    }
    expect(await metric(registry, 'kindred_db_replica_usable', { replica: replicaName() })).toBe(0);
    expect(
      (await metric(registry, 'kindred_db_reads_total', { target: 'primary' }))! - primaryBefore,
    ).toBeGreaterThanOrEqual(10);

    await pg.startReplica();
    await until(
      'the replica in use again',
      async () => (await metric(registry, 'kindred_db_replica_usable', { replica: replicaName() })) === 1,
    );
    const replicaBefore = (await metric(registry, 'kindred_db_reads_total', { target: 'replica' })) ?? 0;
    await user.ListMembers({ caller, page: 1, ids_only: true });
    expect((await metric(registry, 'kindred_db_reads_total', { target: 'replica' }))!).toBeGreaterThan(replicaBefore);
  });
});
