import { FakeSocket } from '../testing/fakeSocket';
import { backoffDelay, ChatSocket, socketUrl, type ChatEvent, type TicketAnswer } from './socket';
import { ticketOf } from './socketFrames';

function setup(
  loadMember = jest.fn(async (id: number) => ({ id, username: `member${id}`, avatar: '', vip: 1 })),
  ticket: () => TicketAnswer | Promise<TicketAnswer> = () => ({ ticket: 'tik' }),
) {
  FakeSocket.instances = [];
  const sounds: string[] = [];
  const events: ChatEvent[] = [];
  const client = new ChatSocket({
    open: (url) => new FakeSocket(url),
    url: (ticket) => `ws://kindred.test/socket?ticket=${ticket}`,
    ticket,
    play: (name) => sounds.push(name),
    loadMember,
    backoff: { initial: 1000, max: 8000 },
    random: () => 1,
    storage: null,
  });
  client.onEvent((event) => events.push(event));
  return { client, sounds, events, loadMember };
}

const contacts = {
  status: 'success',
  opt: 0,
  data: {
    list: [
      { id: 9, uid: 9, username: 'bob', avatar: '', vip: 0, is_online: 1, count: 2, content: 'hi', create_time: 100 },
      {
        id: 2,
        uid: 2,
        username: 'service',
        avatar: '',
        vip: 0,
        is_online: 1,
        count: 1,
        content: 'welcome',
        create_time: 90,
      },
    ],
    total: 3,
  },
};

const message = (from: number, to: number, content: string) => ({
  status: 'success',
  opt: 1,
  data: { mid: 50, type: 'txt', content, img: '', sender_id: from, reciver_id: to, create_time: 200 },
});

it('builds the socket address from the current host, with a ticket and never the session token', () => {
  expect(socketUrl('a b', { protocol: 'https:', host: 'kindred.example' })).toBe(
    'wss://kindred.example/socket?ticket=a%20b',
  );
  expect(socketUrl('t', { protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/socket?ticket=t');
});

it('reads the ticket answer: a ticket, a final refusal, or try again', () => {
  expect(ticketOf({ status: 200, data: { ticket: 'abc', expires_in: 30 } })).toEqual({ ticket: 'abc' });
  expect(ticketOf({ status: -401, data: null })).toBe('refused');
  expect(ticketOf({ status: -403, data: null })).toBe('refused');
  expect(ticketOf({ status: -503, data: null })).toBe('retry');
  expect(ticketOf({ status: 200, data: null })).toBe('retry');
});

it('sends the two init frames on open and takes the unread totals from opt 0', () => {
  const { client } = setup();
  client.start({ id: 7 });
  const socket = FakeSocket.latest();
  expect(socket.url).toBe('ws://kindred.test/socket?ticket=tik');
  socket.open();
  expect(socket.sent).toEqual([
    { opt: 100, uid: 7, origin: true, hasInit: 'no' },
    { opt: 100, uid: 7, origin: true, hasInit: 0 },
  ]);
  socket.push(contacts);
  expect(client.getState().total).toBe(3);
  expect(client.getState().contacts.map((c) => c.uid)).toEqual([9, 2]);
});

it('counts a new message in a chat not on screen, plays the receive sound and moves the contact to the top', async () => {
  const { client, sounds, events } = setup();
  client.start({ id: 7 });
  const socket = FakeSocket.latest();
  socket.open();
  socket.push(contacts);
  socket.push(message(2, 7, 'how can we help?'));
  await Promise.resolve();
  expect(client.getState().total).toBe(4);
  expect(client.getState().contacts[0]).toMatchObject({ uid: 2, count: 2, content: 'how can we help?' });
  expect(sounds).toEqual(['receive']);
  expect(events[0]).toMatchObject({ type: 'message', contact: 2, incoming: true, viewing: false });
});

it('opening a chat clears its unread count and tells the server; messages there do not count', async () => {
  const { client, sounds } = setup();
  client.start({ id: 7 });
  const socket = FakeSocket.latest();
  socket.open();
  socket.push(contacts);
  client.openChat(9);
  expect(socket.sent.at(-1)).toEqual({ opt: 0, contact: 9 });
  expect(client.getState().total).toBe(1);
  socket.push(message(9, 7, 'still there?'));
  await Promise.resolve();
  expect(client.getState().total).toBe(1);
  expect(sounds).toEqual([]);
  client.closeChat();
  expect(client.getState().current).toBeNull();
});

it('loads the member who writes first and creates the chat', async () => {
  const { client, loadMember } = setup();
  client.start({ id: 7 });
  const socket = FakeSocket.latest();
  socket.open();
  socket.push(message(33, 7, 'hello'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loadMember).toHaveBeenCalledWith(33);
  expect(client.getState().contacts[0]).toMatchObject({ uid: 33, username: 'member33', count: 1 });
  expect(client.getState().total).toBe(1);
});

it('sends text, images, history and delete frames, with the send sound for messages', () => {
  const { client, sounds } = setup();
  client.start({ id: 7 });
  const socket = FakeSocket.latest();
  socket.open();
  socket.sent = [];
  expect(client.sendText(9, 'hi')).toBe(true);
  client.sendImage(9, '/media/posts/1.png');
  client.loadHistory(9, 100, 40);
  client.deleteChat(9);
  const [text, image] = client.getState().outbox;
  expect(socket.sent).toEqual([
    { opt: 1, contact: 9, type: 'txt', msg: 'hi', ref: text.ref },
    { opt: 1, contact: 9, type: 'img', img: '/media/posts/1.png', ref: image.ref },
    { opt: 3, contact: 9, create_time: 100, mid: 40 },
    { opt: 5, contact: 9 },
  ]);
  expect(sounds).toEqual(['send', 'send']);
});

it('removes a contact (opt 6), and reports opt 7, opt 8 and error frames', () => {
  const { client, events } = setup();
  client.start({ id: 7 });
  const socket = FakeSocket.latest();
  socket.open();
  socket.push(contacts);
  socket.push({ status: 'success', opt: 6, data: { contact: 9 } });
  expect(client.getState().total).toBe(1);
  socket.push({ status: 'success', opt: 7, msg: 'error.chat_not_allowed', data: { contact: 5 } });
  socket.push({ status: 'success', opt: 8, msg: 'error.free_chat_used', data: { contact: 5 } });
  socket.push({ status: 'error', opt: 1, msg: 'error.user_not_found' });
  socket.push({ status: 'success', opt: 2, data: {} });
  expect(events.map((e) => e.type)).toEqual(['removed', 'notAllowed', 'upgrade', 'error']);
});

describe('reconnect', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('doubles the delay up to the cap', () => {
    expect([0, 1, 2, 3, 4].map((n) => backoffDelay(n, 1000, 8000, () => 1))).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('spreads the delays of clients dropped together over the upper half of the backoff', () => {
    const delays = Array.from({ length: 1000 }, () => backoffDelay(0, 1000, 8000));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...delays)).toBeLessThanOrEqual(1000);
    // No tenth of the range takes more than twice its share.
    const buckets = new Array(10).fill(0);
    for (const d of delays) buckets[Math.min(9, Math.floor((d - 500) / 50))]++;
    expect(Math.max(...buckets)).toBeLessThan(200);
  });

  it('reconnects with backoff while signed in and stops after sign-out', () => {
    const { client } = setup();
    client.start({ id: 7 });
    FakeSocket.latest().drop();
    expect(FakeSocket.instances).toHaveLength(1);
    jest.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().drop();
    jest.advanceTimersByTime(1999);
    expect(FakeSocket.instances).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(3);
    FakeSocket.latest().open();
    FakeSocket.latest().drop();
    jest.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(4);
    client.stop();
    expect(FakeSocket.latest().closedWith).toBe(1000);
    jest.advanceTimersByTime(60000);
    expect(FakeSocket.instances).toHaveLength(4);
  });

  it('asks for a new ticket after 4401, and stops once the ticket is refused (the session ended)', () => {
    const answers: TicketAnswer[] = [{ ticket: 'first' }, { ticket: 'second' }, 'refused'];
    const ticket = jest.fn(() => answers.shift() ?? 'refused');
    const { client } = setup(undefined, ticket);
    client.start({ id: 7 });
    expect(FakeSocket.latest().url).toBe('ws://kindred.test/socket?ticket=first');
    FakeSocket.latest().drop(4401);
    jest.advanceTimersByTime(1000);
    expect(FakeSocket.latest().url).toBe('ws://kindred.test/socket?ticket=second');
    FakeSocket.latest().drop(4401);
    jest.advanceTimersByTime(60000);
    expect(ticket).toHaveBeenCalledTimes(3);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(client.getState().connected).toBe(false);
  });

  it('waits for the ticket before it connects, and tries again later when the edge is away', async () => {
    const answers: TicketAnswer[] = ['retry', { ticket: 'late' }];
    const { client } = setup(undefined, () => Promise.resolve(answers.shift() ?? 'refused'));
    client.start({ id: 7 });
    client.start({ id: 7 }); // the shell starting again while the ticket is asked for opens nothing more
    await Promise.resolve();
    expect(FakeSocket.instances).toHaveLength(0);
    jest.advanceTimersByTime(1000);
    await Promise.resolve();
    expect(FakeSocket.instances.map((s) => s.url)).toEqual(['ws://kindred.test/socket?ticket=late']);
  });

  it('tells its listeners when the account is suspended (4403) and does not reconnect', () => {
    const { client } = setup();
    const events: string[] = [];
    client.onEvent((event) => events.push(event.type));
    client.start({ id: 7 });
    FakeSocket.latest().drop(4403);
    jest.advanceTimersByTime(60000);
    expect(events).toEqual(['suspended']);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

it('keeps the whole unread total of opt 0 and appends further pages of chats (opt 4) as asked, each chat once', () => {
  const { client } = setup();
  client.start({ id: 7 });
  const socket = FakeSocket.latest();
  socket.open();
  const row = (uid: number, count = 0) => ({ uid, username: `m${uid}`, count, content: 'x', create_time: 100 - uid });
  expect(client.moreContacts()).toBe(false); // nothing held yet: no cursor
  socket.push({
    status: 'success',
    opt: 0,
    data: { list: [row(1, 2), row(2)], total: 9, more: true, next: { time: 98_000, uid: 2 } },
  });
  // The total counts the chats of later pages too.
  expect(client.getState()).toMatchObject({ total: 9, more: true });
  expect(client.moreContacts()).toBe(true);
  expect(client.moreContacts()).toBe(false); // one page on its way at a time
  expect(socket.sent.at(-1)).toEqual({ opt: 4, time: 98_000, uid: 2 });
  // chat 2 moved meanwhile and comes again: shown once.
  socket.push({ status: 'success', opt: 4, data: { list: [row(2), row(3, 7)], more: false, next: null } });
  expect(client.getState().contacts.map((c) => c.uid)).toEqual([1, 2, 3]);
  expect(client.getState()).toMatchObject({ total: 9, more: false });
  expect(client.moreContacts()).toBe(false);
  // A server without pages: no `more`, the total as sent.
  socket.push(contacts);
  expect(client.getState()).toMatchObject({ total: 3, more: false });
});
