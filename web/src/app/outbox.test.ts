import { newRef, Outbox, outboxKey, REF_MAX, type OutboxMessage } from './outbox';

function setup(storage: Storage | null = window.localStorage) {
  let now = 1_000_000;
  const changes: Array<readonly OutboxMessage[]> = [];
  const outbox = new Outbox({
    storage,
    now: () => now,
    timeoutMs: 30_000,
    onChange: (list) => changes.push(list),
  });
  return {
    outbox,
    changes,
    advance(ms: number) {
      now += ms;
      jest.advanceTimersByTime(ms);
    },
  };
}

const stored = (member: number): OutboxMessage[] => JSON.parse(window.localStorage.getItem(outboxKey(member)) ?? '[]');

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

it('makes refs the node accepts, different every time', () => {
  const refs = new Set(Array.from({ length: 1000 }, () => newRef()));
  expect(refs.size).toBe(1000);
  for (const ref of refs) expect(ref.length).toBeLessThanOrEqual(REF_MAX);
});

it('keeps messages in order in memory and in the member own storage key until acknowledged', () => {
  const { outbox, changes } = setup();
  outbox.open(7);
  const first = outbox.add(9, 'txt', 'one', '');
  const second = outbox.add(9, 'img', '', '/media/posts/7/a.png');
  expect(outbox.pending().map((m) => m.ref)).toEqual([first.ref, second.ref]);
  expect(stored(7).map((m) => m.content)).toEqual(['one', '']);
  expect(changes.at(-1)).toHaveLength(2);

  expect(outbox.acknowledge(first.ref)).toBe(true);
  expect(outbox.acknowledge('someone-else')).toBe(false);
  expect(stored(7).map((m) => m.ref)).toEqual([second.ref]);
  outbox.acknowledge(second.ref);
  expect(window.localStorage.getItem(outboxKey(7))).toBeNull();
});

it('fails a message after the time allowed without acknowledgement; a retry gives it new time and the same ref', () => {
  const { outbox, advance } = setup();
  outbox.open(7);
  const sent = outbox.add(9, 'txt', 'are you there?', '');
  advance(29_999);
  expect(outbox.get(sent.ref)?.status).toBe('pending');
  advance(1);
  expect(outbox.get(sent.ref)).toMatchObject({ status: 'failed', reason: 'timeout' });
  expect(stored(7)[0]).toMatchObject({ status: 'failed' });

  const later = outbox.add(9, 'txt', 'later', '');
  const again = outbox.retry(sent.ref);
  expect(again).toMatchObject({ ref: sent.ref, status: 'pending', reason: undefined });
  // Sent again after what was already waiting.
  expect(outbox.pending().map((m) => m.ref)).toEqual([later.ref, sent.ref]);
  advance(29_999);
  expect(outbox.get(sent.ref)?.status).toBe('pending');
});

it('keeps a refused message as failed with the reason until retried or discarded', () => {
  const { outbox } = setup();
  outbox.open(7);
  const refused = outbox.add(9, 'txt', 'hello', '');
  outbox.fail(refused.ref, 'error.blocked');
  expect(outbox.pending()).toEqual([]);
  expect(outbox.list()[0]).toMatchObject({ status: 'failed', reason: 'error.blocked' });
  expect(outbox.discard(refused.ref)).toBe(true);
  expect(outbox.list()).toEqual([]);
});

it('comes back after a reload (failing what waited too long) and is forgotten at sign-out', () => {
  const first = setup();
  first.outbox.open(7);
  const old = first.outbox.add(9, 'txt', 'old', '');
  first.advance(20_000);
  const recent = first.outbox.add(9, 'txt', 'recent', '');

  // The page reloads 15 s later.
  const reloaded = setup();
  reloaded.advance(35_000);
  reloaded.outbox.open(7);
  expect(reloaded.outbox.list().map((m) => [m.ref, m.status])).toEqual([
    [old.ref, 'failed'],
    [recent.ref, 'pending'],
  ]);
  // Another member on this browser has an outbox of their own.
  reloaded.outbox.close(false);
  reloaded.outbox.open(8);
  expect(reloaded.outbox.list()).toEqual([]);
  reloaded.outbox.open(7);
  reloaded.outbox.close(true);
  expect(window.localStorage.getItem(outboxKey(7))).toBeNull();
  expect(reloaded.outbox.list()).toEqual([]);
});

it('ignores what it cannot read back, and works in memory when storage refuses', () => {
  window.localStorage.setItem(outboxKey(7), JSON.stringify([{ ref: 'x'.repeat(65), contact: 9 }, 'junk']));
  const { outbox } = setup();
  outbox.open(7);
  expect(outbox.list()).toEqual([]);

  const refusing = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('quota');
    },
    removeItem: () => undefined,
  } as unknown as Storage;
  const memory = setup(refusing);
  memory.outbox.open(7);
  memory.outbox.add(9, 'txt', 'still here', '');
  expect(memory.outbox.pending()).toHaveLength(1);
});
