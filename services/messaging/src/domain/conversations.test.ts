import type { AcceptedMessage, BatchState, ChatStore, StoreBatchOptions, StoredMessage } from '../store/chatStore';
import { Conversations } from './conversations';
import type { Sender } from './members';
import type { FirstMessageAttempt, FirstMessageGuard } from './riskCases';

const vip0: Sender = { user_id: 10, vip: 0, sex: 1, authorities: ['Read_chat_messages', 'Continue_chat_dialog'] };
const vip1: Sender = {
  user_id: 11,
  vip: 1,
  sex: 1,
  authorities: ['Read_chat_messages', 'Continue_chat_dialog', 'Start_chat_dialog', 'Send_chat_messages_for_free'],
};
const txt = (contact: number, msg = 'hi') => ({ contact, type: 'txt', msg, img: '' });

/** A store that records what it was asked and answers from a fixed state. */
function recordingStore(
  given: Omit<BatchState, 'startedSince' | 'mailed'> & Partial<Pick<BatchState, 'startedSince' | 'mailed'>>,
) {
  const state: BatchState = { startedSince: () => 0, mailed: () => false, ...given };
  const calls: Array<{ options: StoreBatchOptions | undefined; accepted: AcceptedMessage[] }> = [];
  let mid = 0;
  const byRef = new Map<string, StoredMessage & { ref: string }>();
  const store: ChatStore = {
    async storeBatch(_senders, _pairs, _day, decide, options) {
      const accepted = decide(
        options?.needsState === false
          ? { threadStartedBy: () => null, usedToday: () => 0, startedSince: () => 0, mailed: () => false }
          : state,
      );
      calls.push({ options, accepted });
      return accepted.map((m): StoredMessage => {
        const stored = {
          mid: ++mid,
          type: m.type,
          content: m.content,
          img: m.img,
          senderId: m.senderId,
          recipientId: m.recipientId,
          createdAt: m.createdAt,
          flagged: m.flagged,
          caution: m.caution,
          startedContact: m.startsThread && options?.needsState !== false,
        };
        if (m.ref) byRef.set(`${m.senderId}:${m.ref}`, { ...stored, ref: m.ref });
        return stored;
      });
    },
    findReceived: async () => null,
    findByRefs: async (refs) => refs.flatMap((r) => byRef.get(`${r.senderId}:${r.ref}`) ?? []),
    listContacts: async () => ({ rows: [], unread: 0 }),
    listHistory: async () => [],
    markRead: async () => undefined,
    deleteChat: async () => true,
  };
  return { store, calls };
}

it('stores a batch of members who may start chats and send for free without reading or locking anything', async () => {
  const { store, calls } = recordingStore({ threadStartedBy: () => null, usedToday: () => 0 });
  const conversations = new Conversations(store, { dailyAllowance: 5 });
  const results = await conversations.send([
    { ref: 'a', sender: vip1, message: txt(20) },
    { ref: 'b', sender: { ...vip0, user_id: 12 }, message: txt(2) },
  ]);
  expect(results.map((r) => r.outcome)).toEqual(['stored', 'stored']);
  expect(calls[0]!.options).toEqual({ needsState: false, lockSenders: [] });
  // A thread row is offered for each new pair; one that exists already is kept by the store.
  expect(calls[0]!.accepted.map((m) => m.startsThread)).toEqual([true, true]);
});

it('reads the state, and locks only the senders who spend allowance, when a rule depends on it', async () => {
  const { store, calls } = recordingStore({
    threadStartedBy: (a, b) => (a + b === 21 ? 11 : null),
    usedToday: () => 4,
  });
  const conversations = new Conversations(store, { dailyAllowance: 5 });
  const results = await conversations.send([
    { ref: 'a', sender: vip1, message: txt(10) },
    { ref: 'b', sender: vip0, message: txt(11, 'reply 1') },
    { ref: 'c', sender: vip0, message: txt(11, 'reply 2') },
    { ref: 'd', sender: vip0, message: txt(30) },
  ]);
  expect(results.map((r) => r.outcome)).toEqual(['stored', 'stored', 'upgrade', 'not_allowed']);
  expect(calls[0]!.options).toEqual({ needsState: true, lockSenders: [10, 10, 10] });
});

it('answers blocked for a blocked pair, stores the rest, and asks about each pair once per batch', async () => {
  const { store, calls } = recordingStore({ threadStartedBy: () => null, usedToday: () => 0 });
  const asked: Array<ReadonlyArray<readonly [number, number]>> = [];
  const blocks = {
    async blockedAmong(pairs: ReadonlyArray<readonly [number, number]>) {
      asked.push(pairs);
      return { blocked: new Set(pairs.some(([a, b]) => a + b === 31) ? ['11:20'] : []), unknown: new Set<string>() };
    },
  };
  const conversations = new Conversations(store, { dailyAllowance: 5, blocks });
  const results = await conversations.send([
    { ref: 'a', sender: vip1, message: txt(20) },
    { ref: 'b', sender: vip1, message: txt(21) },
    { ref: 'c', sender: vip1, message: txt(2) },
    { ref: 'd', sender: { ...vip1, user_id: 20 }, message: txt(11) },
  ]);
  expect(results.map((r) => [r.ref, r.outcome])).toEqual([
    ['a', 'blocked'],
    ['b', 'stored'],
    ['c', 'stored'],
    ['d', 'blocked'],
  ]);
  // Customer service is never asked about: always reachable.
  expect(asked).toEqual([
    [
      [11, 20],
      [11, 21],
      [20, 11],
    ],
  ]);
  expect(calls[0]!.accepted.map((m) => m.recipientId)).toEqual([21, 2]);
});

it('stores a message ref once: a resend, in the same batch or a later one, answers the stored message', async () => {
  const { store, calls } = recordingStore({ threadStartedBy: () => null, usedToday: () => 0 });
  const conversations = new Conversations(store, { dailyAllowance: 5 });
  const first = await conversations.send([
    { ref: 'a', messageRef: 'm1', sender: vip1, message: txt(20, 'one') },
    { ref: 'b', messageRef: 'm1', sender: vip1, message: txt(20, 'one') },
    { ref: 'c', messageRef: 'm1', sender: { ...vip1, user_id: 12 }, message: txt(20, 'other sender') },
  ]);
  expect(first.map((r) => [r.ref, r.outcome, 'repeated' in r && r.repeated === true])).toEqual([
    ['a', 'stored', false],
    ['b', 'stored', true],
    ['c', 'stored', false],
  ]);
  const again = await conversations.send([{ ref: 'd', messageRef: 'm1', sender: vip1, message: txt(20, 'one') }]);
  expect(again[0]).toMatchObject({ ref: 'd', outcome: 'stored', repeated: true });
  expect(again[0]!.outcome === 'stored' && again[0]!.message.mid).toBe(
    first[0]!.outcome === 'stored' && first[0]!.message.mid,
  );
  expect(calls.flatMap((c) => c.accepted)).toHaveLength(2);
});

it('announces whose chats changed once stored, read or deleted: never for a refused send or a resend', async () => {
  const { store } = recordingStore({ threadStartedBy: () => null, usedToday: () => 0 });
  const announced: number[][] = [];
  const conversations = new Conversations(store, {
    dailyAllowance: 5,
    contactsChanged: async (ids) => void announced.push(ids),
  });
  const results = await conversations.send([
    { ref: 'a', sender: vip1, message: txt(20), messageRef: 'm1' },
    { ref: 'b', sender: vip0, message: txt(21) },
  ]);
  expect(results.map((r) => r.outcome)).toEqual(['stored', 'not_allowed']);
  expect(announced).toEqual([[11, 20]]);
  await conversations.send([{ ref: 'c', sender: vip1, message: txt(20), messageRef: 'm1' }]);
  expect(announced).toHaveLength(1);
  await conversations.markRead(20, 11);
  await conversations.deleteChat(11, 20);
  expect(announced).toEqual([[11, 20], [20], [11]]);
});

describe('the wording check (docs/safety.md)', () => {
  it('asks "Are you sure?" about a flagged text, stores it when confirmed, and counts both', async () => {
    const { store, calls } = recordingStore({ threadStartedBy: () => null, usedToday: () => 0 });
    const counted: string[] = [];
    const conversations = new Conversations(store, {
      dailyAllowance: 5,
      wordingPrompts: (surface, outcome) => counted.push(`${surface}:${outcome}`),
    });
    const results = await conversations.send([
      { ref: 'a', sender: vip1, message: txt(20, 'you are a bitch') },
      { ref: 'b', sender: vip1, message: txt(21, '你這個賤人'), confirm: true },
      { ref: 'c', sender: vip1, message: txt(22, 'see you in Scunthorpe') },
    ]);
    expect(results[0]).toEqual({ ref: 'a', outcome: 'refused', reason: 'wording_check' });
    expect(results[1]).toMatchObject({ outcome: 'stored', message: { flagged: true } });
    expect(results[2]).toMatchObject({ outcome: 'stored', message: { flagged: false } });
    expect(calls[0]!.accepted.map((m) => m.flagged)).toEqual([true, false]);
    expect(counted).toEqual(['chat:shown', 'chat:overridden']);
  });

  it('asks only once nothing else refuses the send: a refused send is not a prompt', async () => {
    const { store } = recordingStore({ threadStartedBy: () => null, usedToday: () => 0 });
    const counted: string[] = [];
    const conversations = new Conversations(store, {
      dailyAllowance: 5,
      wordingPrompts: (surface, outcome) => counted.push(`${surface}:${outcome}`),
    });
    // vip 0 may not start a chat: opt 7, not "Are you sure?".
    const [result] = await conversations.send([{ ref: 'a', sender: vip0, message: txt(20, 'kill yourself') }]);
    expect(result).toMatchObject({ outcome: 'not_allowed' });
    expect(counted).toEqual([]);
  });
});

describe('the first-message allowance and the warning (docs/safety.md, "Scam and spam signals")', () => {
  const guardOf = (allowances: Map<number, number>) => {
    const noted: FirstMessageAttempt[] = [];
    const guard: FirstMessageGuard = {
      allowances: async (ids) => new Map([...allowances].filter(([id]) => ids.includes(id))),
      noteFirstMessages: (attempts) => noted.push(...attempts),
    };
    return { guard, noted };
  };

  it('refuses a first message past the allowance of the hour, counts the refused and the stored, and locks the sender', async () => {
    const { store, calls } = recordingStore({ threadStartedBy: () => null, usedToday: () => 0, startedSince: () => 1 });
    const { guard, noted } = guardOf(new Map([[11, 2]]));
    const conversations = new Conversations(store, { dailyAllowance: 5, firstMessages: guard, now: () => 7_200_000 });
    const template = 'Hello dear, I saw your profile and would love to know you better';
    const results = await conversations.send([
      { ref: 'a', sender: vip1, message: txt(20, template) },
      { ref: 'b', sender: vip1, message: txt(21, template) },
    ]);
    expect(results.map((r) => [r.outcome, 'reason' in r ? r.reason : ''])).toEqual([
      ['stored', ''],
      ['refused', 'first_message_limit'],
    ]);
    expect(calls[0]!.options).toEqual({
      needsState: true,
      lockSenders: [],
      countStartsOf: [11],
      startsSince: 3_600_000,
    });
    expect(noted.map((a) => [a.recipientId, a.refused])).toEqual([
      [21, true],
      [20, false],
    ]);
    expect(noted[0]!.fingerprint).toBe(noted[1]!.fingerprint);
    expect(JSON.stringify(noted)).not.toContain('Hello');
  });

  it('gives no lookup to a sender without an allowance, and no limit to a reply', async () => {
    const { store, calls } = recordingStore({
      threadStartedBy: (a, b) => (a + b === 31 ? 20 : null),
      usedToday: () => 0,
    });
    const { guard } = guardOf(new Map([[11, 0]]));
    const conversations = new Conversations(store, { dailyAllowance: 5, firstMessages: guard });
    const [reply] = await conversations.send([{ ref: 'a', sender: vip1, message: txt(20, 'sure, see you') }]);
    expect(reply).toMatchObject({ outcome: 'stored' });
    const free = new Conversations(recordingStore({ threadStartedBy: () => null, usedToday: () => 0 }).store, {
      dailyAllowance: 5,
      firstMessages: guardOf(new Map()).guard,
    });
    expect((await free.send([{ ref: 'b', sender: vip1, message: txt(25) }]))[0]).toMatchObject({ outcome: 'stored' });
    expect(calls[0]!.options).toMatchObject({ countStartsOf: [11] });
  });

  it('marks a first message with a link or a payment request, reading the thread to know it is one', async () => {
    const { store, calls } = recordingStore({
      threadStartedBy: (a, b) => (a + b === 32 ? 11 : null),
      usedToday: () => 0,
    });
    const conversations = new Conversations(store, { dailyAllowance: 5, firstMessages: guardOf(new Map()).guard });
    const results = await conversations.send([
      { ref: 'a', sender: vip1, message: txt(20, 'see my pictures at www.example.com') },
      { ref: 'b', sender: vip1, message: txt(22, 'please send a gift card first') },
      { ref: 'c', sender: vip1, message: txt(21, 'again: www.example.com') },
      { ref: 'd', sender: vip1, message: txt(23, 'hello there') },
    ]);
    expect(calls[0]!.options).toMatchObject({ needsState: true });
    expect(results.map((r) => (r.outcome === 'stored' ? r.message.caution : r.outcome))).toEqual([
      'link',
      'payment',
      null,
      null,
    ]);
  });
});
