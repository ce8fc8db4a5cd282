import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Sequelize } from 'sequelize';
import { createLogger, ownWritesInRedis, ownWritesWindowMs, parseLsn, replicaName, type Replica } from '../src';
import { ReplicaWatch } from '../src/runtime/replicaWatch';

const logger = createLogger('kit-test', 'silent');

/** A server that answers the watch's one question with what the test sets. */
function fakeServer(answer: () => Record<string, string | null>): Sequelize {
  return { query: async () => [answer()] } as unknown as Sequelize;
}

describe('WAL positions', () => {
  it('compare as numbers, across the high half', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('not/a position')).toThrow(/WAL position/);
  });

  it('name a replica without its password', () => {
    expect(replicaName('postgres://app:secret@replica-1.db:6432/kindred?sslmode=require')).toBe(
      'replica-1.db:6432/kindred',
    );
  });
});

describe('ReplicaWatch', () => {
  let primaryLsn = '0/100';
  let replayed: string | null = '0/100';
  let answers = true;
  const replica: Replica = {
    name: 'standby',
    db: {
      query: async () => {
        if (!answers) throw new Error('connection refused');
        return [{ replayed }];
      },
    } as unknown as Sequelize,
    usable: false,
    lagMs: null,
    reason: 'not checked yet',
  };
  const watch = new ReplicaWatch({
    primary: fakeServer(() => ({ lsn: primaryLsn })),
    replicas: [replica],
    maxLagMs: 500,
    checkMs: 1_000,
    logger,
  });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('uses a replica that has replayed what the primary wrote, however long the primary was idle', async () => {
    await watch.check();
    expect(replica).toMatchObject({ usable: true, lagMs: 0 });
    await sleep(200);
    await watch.check();
    expect(replica).toMatchObject({ usable: true, lagMs: 0 });
  });

  it('measures the lag from the oldest primary position the replica has not replayed', async () => {
    primaryLsn = '0/200';
    await watch.check();
    expect(replica.usable).toBe(true);
    await sleep(250);
    primaryLsn = '0/300';
    await watch.check();
    expect(replica.lagMs).toBeGreaterThanOrEqual(250);
    expect(replica.usable).toBe(true);
    await sleep(350);
    await watch.check();
    expect(replica).toMatchObject({ usable: false, reason: expect.stringMatching(/^behind by \d+ ms$/) });
    // Past 0/200 (read 600 ms ago), not 0/300 (350 ms ago): behind by the younger one.
    replayed = '0/250';
    await watch.check();
    expect(replica.lagMs).toBeGreaterThanOrEqual(350);
    expect(replica.lagMs).toBeLessThan(500);
    expect(replica.usable).toBe(true);
    replayed = '0/300';
    await watch.check();
    expect(replica).toMatchObject({ usable: true, lagMs: 0, reason: '' });
  });

  it('leaves out a replica that does not answer, or is no standby, until it is well again', async () => {
    answers = false;
    await watch.check();
    expect(replica).toMatchObject({ usable: false, lagMs: null, reason: expect.stringMatching(/^unreachable/) });
    answers = true;
    replayed = null;
    await watch.check();
    expect(replica).toMatchObject({ usable: false, reason: 'not a standby' });
    replayed = '0/300';
    await watch.check();
    expect(replica.usable).toBe(true);
    watch.takeOut(replica, 'unreachable (read failed)');
    expect(replica.usable).toBe(false);
  });
});

describe('own writes in Redis', () => {
  const prefix = `kit-own-writes-${randomBytes(4).toString('hex')}:`;
  const redis = new Redis({ keyPrefix: prefix });
  afterAll(() => redis.disconnect());

  it('send a member who wrote to the primary for the window, in every process of the service', async () => {
    const window = ownWritesWindowMs(100, 50);
    expect(window).toBe(200);
    const [pod1, pod2] = [
      ownWritesInRedis(redis, 'user_svc', window, logger),
      ownWritesInRedis(redis, 'user_svc', window, logger),
    ];
    const otherService = ownWritesInRedis(redis, 'social_svc', window, logger);
    await pod1.wrote(7);
    expect(await pod1.wroteRecently(7)).toBe(true);
    expect(await pod2.wroteRecently(7)).toBe(true);
    expect(await pod2.wroteRecently(8)).toBe(false);
    expect(await otherService.wroteRecently(7)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, window + 50));
    expect(await pod1.wroteRecently(7)).toBe(false);
    expect(await pod2.wroteRecently(7)).toBe(false);
  });

  it('send a member to the primary while Redis cannot say', async () => {
    const away = new Redis({ port: 1, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    away.on('error', () => undefined);
    const writes = ownWritesInRedis(away, 'user_svc', 1_000, logger);
    expect(await writes.wroteRecently(9)).toBe(true);
    away.disconnect();
  });
});
