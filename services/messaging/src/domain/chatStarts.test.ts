import { createLogger } from '@kindred/kit';
import type { SubjectFacts } from '@kindred/rules';
import { ChatStartCache, startKey } from './chatStarts';

const logger = createLogger('test', 'silent');
const facts = (over: Partial<SubjectFacts> = {}): SubjectFacts => ({
  status: 1,
  erased: false,
  deletionPending: false,
  hideFromLists: false,
  hideOnline: false,
  hideFromVisitors: false,
  chatFrom: 'everyone',
  verified: false,
  ...over,
});

function sources(members: Map<number, SubjectFacts>, follows = new Set<string>()) {
  let down = false;
  return {
    setDown: (value: boolean) => void (down = value),
    facts: async (ids: number[]) => {
      if (down) throw new Error('unavailable');
      return new Map(ids.flatMap((id) => (members.has(id) ? [[id, members.get(id)!] as const] : [])));
    },
    follows: async (follower: number, followed: number) => {
      if (down) throw new Error('unavailable');
      return follows.has(`${follower}>${followed}`);
    },
  };
}

it('refuses as the visibility policy says: gone members always, chat_from only a new thread', async () => {
  const members = new Map([
    [10, facts()],
    [11, facts({ chatFrom: 'nobody' })],
    [12, facts({ deletionPending: true })],
    [13, facts({ erased: true, status: 3 })],
    [14, facts({ chatFrom: 'following' })],
  ]);
  const cache = new ChatStartCache(sources(members, new Set(['14>1'])), { ttlMs: 1_000, logger });
  const refused = await cache.refusalsAmong(
    [1, 2].flatMap((s) => [10, 11, 12, 13, 14, 99].map((r) => [s, r] as const)),
  );
  expect(refused.get(startKey(1, 10))).toBeUndefined();
  expect(refused.get(startKey(1, 11))).toEqual({ newThread: 'chat_closed', underWay: null });
  for (const gone of [12, 13, 99]) {
    expect(refused.get(startKey(1, gone))).toEqual({ newThread: 'user_not_found', underWay: 'user_not_found' });
  }
  expect(refused.get(startKey(1, 14))).toBeUndefined();
  expect(refused.get(startKey(2, 14))).toEqual({ newThread: 'chat_closed', underWay: null });
});

it('keeps the last known facts through an outage and answers unavailable for a member never asked', async () => {
  const members = new Map([
    [10, facts({ chatFrom: 'nobody' })],
    [11, facts()],
  ]);
  const source = sources(members);
  let now = 0;
  const cache = new ChatStartCache(source, { ttlMs: 1_000, logger, now: () => now });
  expect((await cache.refusalsAmong([[1, 10]])).get(startKey(1, 10))).toEqual({
    newThread: 'chat_closed',
    underWay: null,
  });
  source.setDown(true);
  now = 5_000;
  const refused = await cache.refusalsAmong([
    [1, 10],
    [1, 11],
  ]);
  expect(refused.get(startKey(1, 10))).toEqual({ newThread: 'chat_closed', underWay: null });
  expect(refused.get(startKey(1, 11))).toEqual({ newThread: 'unavailable', underWay: 'unavailable' });
});

it("asks the sender's badge for a member taking verified members only, and fails closed without it", async () => {
  const members = new Map([
    [1, facts()],
    [2, facts({ verified: true })],
    [20, facts({ chatFrom: 'verified' })],
  ]);
  const source = sources(members);
  let now = 0;
  const cache = new ChatStartCache(source, { ttlMs: 1_000, logger, now: () => now });
  const refused = await cache.refusalsAmong([
    [1, 20],
    [2, 20],
    [99, 20],
  ]);
  expect(refused.get(startKey(1, 20))).toEqual({ newThread: 'chat_closed', underWay: null });
  expect(refused.get(startKey(2, 20))).toBeUndefined();
  expect(refused.get(startKey(99, 20))).toEqual({ newThread: 'chat_closed', underWay: null });

  // The recipient is known, the sender never was: "try again", never let through.
  const asked = new ChatStartCache(source, { ttlMs: 1_000, logger, now: () => now });
  await asked.refusalsAmong([[1, 20]]);
  source.setDown(true);
  now = 5_000;
  expect((await asked.refusalsAmong([[3, 20]])).get(startKey(3, 20))).toEqual({
    newThread: 'unavailable',
    underWay: null,
  });
  // A sender learnt before keeps their last known badge through the outage.
  expect((await cache.refusalsAmong([[2, 20]])).get(startKey(2, 20))).toBeUndefined();
});
