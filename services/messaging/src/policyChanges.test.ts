import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createLogger, publishChangedAccounts } from '@kindred/kit';
import { watchPolicyChanges } from './policyChanges';

/** Against the machine's Redis, on channels of this run's own prefix. */
describe('policy changes', () => {
  const keyPrefix = `t${randomBytes(4).toString('hex')}:`;
  const publisher = new Redis('redis://127.0.0.1:6379');
  const forgotten: number[][] = [];
  const watch = watchPolicyChanges({
    redis: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_CLUSTER_NODES: [] },
    keyPrefix,
    logger: createLogger('policy-changes-test', 'silent'),
    members: { forget: (ids) => forgotten.push(ids) },
  });
  afterAll(async () => {
    watch.close();
    await publisher.quit();
  });

  it("forgets a member's kept reach on a change of theirs, and not on a sign-in, which changes none of it", async () => {
    // Subscribed once an announcement gets through.
    for (let tries = 0; forgotten.length === 0 && tries < 50; tries++) {
      await publishChangedAccounts(publisher, keyPrefix, [1]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    forgotten.length = 0;
    await publishChangedAccounts(publisher, keyPrefix, [7], 'signin', 1_796_000_000);
    await publishChangedAccounts(publisher, keyPrefix, [8], 'card');
    await publishChangedAccounts(publisher, keyPrefix, [9]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(forgotten).toEqual([[8], [9]]);
  });
});
