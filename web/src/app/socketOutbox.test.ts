/** The outbox on the live connection: pending until acknowledged, resent in order, failed with a retry. */
import { FakeSocket } from '../testing/fakeSocket';
import { outboxKey } from './outbox';
import { ChatSocket, type ChatEvent } from './socket';

function setup(options: { storage?: Storage | null } = {}) {
  const events: ChatEvent[] = [];
  const client = new ChatSocket({
    open: (url) => new FakeSocket(url),
    url: (ticket) => `ws://kindred.test/socket?ticket=${ticket}`,
    ticket: () => ({ ticket: 'tik' }),
    loadMember: async (id) => ({ id, username: `member${id}` }),
    backoff: { initial: 1000, max: 8000 },
    random: () => 1,
    now: () => Date.now(),
    storage: options.storage === undefined ? window.localStorage : options.storage,
    ackTimeoutMs: 30_000,
    resendDelayMs: 2000,
  });
  client.onEvent((event) => events.push(event));
  return { client, events };
}

/** Lets the message handler finish (it may load the contact first). */
const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

const sends = (socket: FakeSocket) => socket.sent.filter((frame) => frame.opt === 1);

/** The node's acknowledgement: the stored message with the sender's ref. */
const ack = (mid: number, content: string, ref: string) => ({
  status: 'success',
  opt: 1,
  data: { mid, type: 'txt', content, img: '', sender_id: 7, reciver_id: 9, create_time: 200, ref },
});

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.instances = [];
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

it('queues messages typed offline as pending and sends them in order once connected', () => {
  const { client } = setup();
  client.start({ id: 7 });
  expect(client.sendText(9, 'first')).toBe(true);
  expect(client.sendText(9, 'second')).toBe(true);
  const outbox = client.getState().outbox;
  expect(outbox.map((m) => [m.content, m.status])).toEqual([
    ['first', 'pending'],
    ['second', 'pending'],
  ]);
  const socket = FakeSocket.latest();
  expect(sends(socket)).toEqual([]);
  socket.open();
  expect(socket.sent.slice(0, 2).map((f) => f.opt)).toEqual([100, 100]);
  expect(sends(socket)).toEqual([
    { opt: 1, contact: 9, type: 'txt', msg: 'first', ref: outbox[0].ref },
    { opt: 1, contact: 9, type: 'txt', msg: 'second', ref: outbox[1].ref },
  ]);
});

it('resends what was not acknowledged after a reconnect, with the same refs, and a repeated ack changes nothing', async () => {
  const { client, events } = setup();
  client.start({ id: 7 });
  FakeSocket.latest().open();
  client.sendText(9, 'one');
  client.sendText(9, 'two');
  const [one, two] = client.getState().outbox;
  const first = FakeSocket.latest();
  first.push(ack(50, 'one', one.ref));
  await flush();
  expect(client.getState().outbox.map((m) => m.ref)).toEqual([two.ref]);
  // The node dies before acknowledging "two".
  first.drop();
  jest.advanceTimersByTime(1000);
  const second = FakeSocket.latest();
  expect(second).not.toBe(first);
  second.open();
  expect(sends(second)).toEqual([{ opt: 1, contact: 9, type: 'txt', msg: 'two', ref: two.ref }]);
  second.push(ack(51, 'two', two.ref));
  second.push(ack(51, 'two', two.ref));
  await flush();
  expect(client.getState().outbox).toEqual([]);
  const acked = events.filter((e) => e.type === 'message');
  expect(acked.map((e) => e.type === 'message' && e.message.ref)).toEqual([one.ref, two.ref, two.ref]);
});

it('shows a refused message as failed; retry sends it again with its ref', async () => {
  const { client, events } = setup();
  client.start({ id: 7 });
  const socket = FakeSocket.latest();
  socket.open();
  client.sendText(9, 'hello');
  const [message] = client.getState().outbox;
  socket.push({ status: 'error', opt: 1, msg: 'error.blocked', ref: message.ref });
  expect(client.getState().outbox[0]).toMatchObject({ ref: message.ref, status: 'failed', reason: 'error.blocked' });
  expect(events.at(-1)).toEqual({ type: 'error', opt: 1, msg: 'error.blocked', ref: message.ref });

  socket.sent = [];
  expect(client.retry(message.ref)).toBe(true);
  expect(client.getState().outbox[0].status).toBe('pending');
  expect(sends(socket)).toEqual([{ opt: 1, contact: 9, type: 'txt', msg: 'hello', ref: message.ref }]);
  socket.push(ack(60, 'hello', message.ref));
  await flush();
  expect(client.getState().outbox).toEqual([]);
  expect(client.retry(message.ref)).toBe(false);
});

it('fails a send the server answers with an upgrade prompt (opt 8) or a refusal (opt 7)', () => {
  const { client, events } = setup();
  client.start({ id: 7 });
  const socket = FakeSocket.latest();
  socket.open();
  client.sendText(9, 'a');
  client.sendText(5, 'b');
  const [a, b] = client.getState().outbox;
  socket.push({ status: 'success', opt: 8, msg: 'error.free_chat_used', data: { contact: 9, ref: a.ref } });
  socket.push({ status: 'success', opt: 7, msg: 'error.chat_not_allowed', data: { contact: 5, ref: b.ref } });
  expect(client.getState().outbox.map((m) => [m.status, m.reason])).toEqual([
    ['failed', 'error.free_chat_used'],
    ['failed', 'error.chat_not_allowed'],
  ]);
  expect(events.map((e) => e.type)).toEqual(['upgrade', 'notAllowed']);
  client.discard(a.ref);
  expect(client.getState().outbox.map((m) => m.ref)).toEqual([b.ref]);
});

// store_failed: messaging could not store it; unavailable: a block or chat-start check could not be
// made (user or social away), answered "try again" rather than "allowed" (docs/privacy.md).
it.each(['error.store_failed', 'error.unavailable'])('sends again by itself what was answered %s', (msg) => {
  const { client } = setup();
  client.start({ id: 7 });
  const socket = FakeSocket.latest();
  socket.open();
  client.sendText(9, 'soon');
  const [message] = client.getState().outbox;
  socket.sent = [];
  socket.push({ status: 'error', opt: 1, msg, ref: message.ref });
  expect(client.getState().outbox[0].status).toBe('pending');
  jest.advanceTimersByTime(1999);
  expect(sends(socket)).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(sends(socket)).toEqual([{ opt: 1, contact: 9, type: 'txt', msg: 'soon', ref: message.ref }]);
});

it('fails a message not acknowledged within 30 s; a late acknowledgement still delivers it', async () => {
  const { client } = setup();
  client.start({ id: 7 });
  const socket = FakeSocket.latest();
  socket.open();
  client.sendText(9, 'slow');
  const [message] = client.getState().outbox;
  jest.advanceTimersByTime(30_000);
  expect(client.getState().outbox[0]).toMatchObject({ status: 'failed', reason: 'timeout' });
  socket.push(ack(70, 'slow', message.ref));
  await flush();
  expect(client.getState().outbox).toEqual([]);
});

it('survives a reload and resends from storage; sign-out forgets it', () => {
  const before = setup();
  before.client.start({ id: 7 });
  before.client.sendText(9, 'typed before the reload');
  const [message] = before.client.getState().outbox;

  const after = setup();
  after.client.start({ id: 7 });
  expect(after.client.getState().outbox).toEqual([message]);
  const socket = FakeSocket.latest();
  socket.open();
  expect(sends(socket)).toEqual([
    { opt: 1, contact: 9, type: 'txt', msg: 'typed before the reload', ref: message.ref },
  ]);

  after.client.stop();
  expect(after.client.getState().outbox).toEqual([]);
  expect(window.localStorage.getItem(outboxKey(7))).toBeNull();
});

it('keeps the outbox when the shell starts the same member again while reconnecting, not for another member', () => {
  const { client } = setup();
  client.start({ id: 7 });
  client.sendText(9, 'waiting');
  FakeSocket.latest().drop();
  client.start({ id: 7 });
  expect(FakeSocket.instances).toHaveLength(1);
  client.start({ id: 8 });
  expect(client.getState().outbox).toEqual([]);
  expect(window.localStorage.getItem(outboxKey(7))).toBeNull();
});

it('answers false only when nobody is signed in', () => {
  const { client } = setup({ storage: null });
  expect(client.sendText(9, 'nobody')).toBe(false);
  expect(client.getState().outbox).toEqual([]);
});
