import { onlineFlags, Redis } from '@kindred/kit';
import { isMessage, startChatStack, TestSocket, type ChatStack, type Member } from './harness';

let stack: ChatStack;
let port1: number;
let port2: number;
const sockets: TestSocket[] = [];
const join = async (port: number, m: Member) => {
  const s = await TestSocket.join(port, m);
  sockets.push(s);
  return s;
};

beforeAll(async () => {
  stack = await startChatStack();
  port1 = stack.nodes[0]!.port;
  port2 = stack.nodes[1]!.port;
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});
afterAll(() => stack.stop());

it('delivers across nodes to the recipient and to the sender’s other socket, in order, acknowledged after storing', async () => {
  const [a, b] = [await stack.member(1), await stack.member(1)];
  const a1 = await join(port1, a);
  const a2 = await join(port2, a);
  const b1 = await join(port2, b);
  const texts = ['one', 'two', 'three', 'four', 'five'];
  texts.forEach((msg, i) => a1.send({ opt: 1, contact: b.id, type: 'txt', msg, ref: `r${i}` }));

  for (const [i, msg] of texts.entries()) {
    const ack = await a1.next(isMessage(msg));
    expect(ack.data).toMatchObject({ ref: `r${i}`, sender_id: a.id, reciver_id: b.id, type: 'txt' });
    expect(ack.data.mid).toBeGreaterThan(0);
  }
  const atB = [];
  const atA2 = [];
  for (const msg of texts) {
    atB.push((await b1.next(isMessage(msg))).data);
    atA2.push((await a2.next(isMessage(msg))).data);
  }
  const mids = atB.map((m) => m.mid);
  expect(mids).toEqual([...mids].sort((x, y) => x - y));
  expect(atA2.map((m) => m.mid)).toEqual(mids);
  expect(atB[0]).toMatchObject({ sender_id: a.id, reciver_id: b.id, content: 'one', img: '' });
  expect(atB[0].ref).toBeUndefined();
  expect(typeof atB[0].create_time).toBe('number');
  // The sending socket gets its acknowledgement only, not a second copy through Redis.
  await new Promise((r) => setTimeout(r, 200));
  expect(a1.frames.filter((f) => f.opt === 1)).toHaveLength(0);
});

it('gives each message once to the sender’s other sockets on the same node and on the other node', async () => {
  const [a, b] = [await stack.member(1), await stack.member(1)];
  const a1 = await join(port1, a);
  const a1b = await join(port1, a);
  const b1 = await join(port2, b);
  a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'same node', ref: 'x' });
  expect((await a1.next(isMessage('same node'))).data.ref).toBe('x');
  expect((await a1b.next(isMessage('same node'))).data.ref).toBeUndefined();
  await b1.next(isMessage('same node'));
  // A socket on the other node joins later: it gets the next message through Redis, once.
  const a2 = await join(port2, a);
  a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'two nodes' });
  await a1.next(isMessage('two nodes'));
  await a1b.next(isMessage('two nodes'));
  await a2.next(isMessage('two nodes'));
  await b1.next(isMessage('two nodes'));
  await new Promise((r) => setTimeout(r, 200));
  for (const s of [a1, a1b, a2, b1]) expect(s.frames.filter((f) => f.opt === 1)).toHaveLength(0);
});

it('gives an offline member the messages from unread counts and history on connect', async () => {
  const [c, b] = [await stack.member(1), await stack.member(1)];
  const c1 = await join(port1, c);
  for (let i = 0; i < 3; i++) {
    c1.send({ opt: 1, contact: b.id, type: 'txt', msg: `offline ${i}` });
    await c1.next(isMessage(`offline ${i}`));
  }
  const b1 = await TestSocket.connect(port2, b.token);
  sockets.push(b1);
  b1.send({ opt: 100, uid: b.id, origin: true });
  const contacts = await b1.next((f) => f.opt === 0);
  expect(contacts.data.total).toBe(3);
  expect(contacts.data.list).toEqual([
    expect.objectContaining({ uid: c.id, username: c.username, count: 3, content: 'offline 2', vip: 1, is_online: 1 }),
  ]);
  b1.send({ opt: 0, contact: c.id });
  const page = await b1.next((f) => f.opt === 3);
  expect(page.data.list.map((m: { content: string }) => m.content)).toEqual(['offline 0', 'offline 1', 'offline 2']);
  b1.send({ opt: 100, uid: b.id });
  expect((await b1.next((f) => f.opt === 0)).data).toMatchObject({
    total: 0,
    list: [expect.objectContaining({ count: 0 })],
  });
});

it('pages older history 20 at a time, oldest first', async () => {
  const [a, b] = [await stack.member(2), await stack.member(1)];
  const a1 = await join(port1, a);
  for (let i = 0; i < 25; i++) a1.send({ opt: 1, contact: b.id, type: 'txt', msg: `h${i}` });
  await a1.next(isMessage('h24'));
  // 25 frames in a burst of 40: none was rate limited.
  a1.send({ opt: 0, contact: b.id });
  const newest = await a1.next((f) => f.opt === 3);
  expect(newest.data.list.map((m: { content: string }) => m.content)).toEqual(
    Array.from({ length: 20 }, (_, i) => `h${i + 5}`),
  );
  expect(newest.data.more).toBe(true);
  a1.send({ opt: 3, contact: b.id, create_time: newest.data.list[0].create_time, mid: newest.data.list[0].mid });
  const older = await a1.next((f) => f.opt === 3);
  expect(older.data).toMatchObject({ contact: b.id, more: false });
  expect(older.data.list.map((m: { content: string }) => m.content)).toEqual(['h0', 'h1', 'h2', 'h3', 'h4']);
});

it('answers opt 7 when a vip-0 member starts a chat, but lets anyone reach customer service', async () => {
  const [free, paid] = [await stack.member(0), await stack.member(1)];
  const service = await stack.service();
  const f1 = await join(port1, free);
  const s1 = await join(port2, service);
  f1.send({ opt: 1, contact: paid.id, type: 'txt', msg: 'hello?' });
  expect(await f1.next((f) => f.opt === 7)).toMatchObject({
    status: 'success',
    data: { contact: paid.id, reason: 'start_chat_not_allowed' },
  });
  const picture = `/media/posts/${free.id}/6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f.png`;
  f1.send({ opt: 1, contact: paid.id, type: 'img', img: picture });
  expect((await f1.next((f) => f.opt === 8)).data.reason).toBe('image_needs_vip');
  f1.send({ opt: 1, contact: 2, type: 'img', img: picture });
  expect((await s1.next((f) => f.opt === 1)).data).toMatchObject({ sender_id: free.id, type: 'img', img: picture });
  // Nothing refused was stored: the paid member has no chat with them.
  const p1 = await join(port2, paid);
  p1.send({ opt: 3, contact: free.id });
  expect((await p1.next((f) => f.opt === 3)).data.list).toEqual([]);
});

it('lets a vip-0 member reply 5 times a day in a chat someone else started, then answers opt 8', async () => {
  const [free, paid] = [await stack.member(0), await stack.member(1)];
  const p1 = await join(port1, paid);
  const f1 = await join(port2, free);
  p1.send({ opt: 1, contact: free.id, type: 'txt', msg: 'hi there' });
  await f1.next(isMessage('hi there'));
  for (let i = 0; i < 5; i++) f1.send({ opt: 1, contact: paid.id, type: 'txt', msg: `reply ${i}` });
  for (let i = 0; i < 5; i++) await p1.next(isMessage(`reply ${i}`));
  f1.send({ opt: 1, contact: paid.id, type: 'txt', msg: 'reply 5' });
  expect(await f1.next((f) => f.opt === 8)).toMatchObject({
    data: { reason: 'free_messages_used_up', contact: paid.id },
  });
  await new Promise((r) => setTimeout(r, 200));
  expect(p1.frames.some(isMessage('reply 5'))).toBe(false);
  // Customer service stays reachable with the allowance used up.
  f1.send({ opt: 1, contact: 2, type: 'txt', msg: 'help' });
  await f1.next(isMessage('help'));
});

it('takes only the sender’s own uploads as chat pictures, never a third-party address', async () => {
  const [a, b] = [await stack.member(1), await stack.member(1)];
  const a1 = await join(port1, a);
  const b1 = await join(port2, b);
  const uuid = '0b0e6a4c-2f43-4b8e-9a51-5d3c7e8f9a10';
  for (const img of ['https://tracker.example/pixel.gif', `/media/posts/${b.id}/${uuid}.png`]) {
    a1.send({ opt: 1, contact: b.id, type: 'img', img });
    expect(await a1.next((f) => f.status === 'error' && f.opt === 1)).toMatchObject({ msg: 'error.invalid_image' });
  }
  a1.send({ opt: 1, contact: b.id, type: 'img', img: `/media/posts/${a.id}/${uuid}.png` });
  expect((await b1.next((f) => f.opt === 1)).data).toMatchObject({ img: `/media/posts/${a.id}/${uuid}.png` });
  expect(b1.frames.filter((f) => f.opt === 1)).toEqual([]);
});

it('answers bad frames with errors and keeps the socket and the node alive', async () => {
  const [a, b] = [await stack.member(1), await stack.member(1)];
  const a1 = await join(port1, a);
  a1.send('this is not json');
  expect(await a1.next((f) => f.status === 'error')).toEqual({ status: 'error', opt: null, msg: 'error.invalid_json' });
  a1.send({ opt: 42 });
  expect(await a1.next((f) => f.status === 'error')).toEqual({ status: 'error', opt: 42, msg: 'error.unknown_opt' });
  a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'x'.repeat(1024 * 1024) });
  expect(await a1.next((f) => f.status === 'error')).toMatchObject({ msg: 'error.frame_too_large' });
  a1.send({ opt: 100, uid: b.id });
  expect(await a1.next((f) => f.status === 'error')).toEqual({ status: 'error', opt: 100, msg: 'error.uid_mismatch' });
  a1.send({ opt: 1, contact: b.id, type: 'txt', msg: '   ' });
  expect(await a1.next((f) => f.status === 'error')).toEqual({ status: 'error', opt: 1, msg: 'error.content_empty' });
  a1.send({ opt: 1, contact: 999999, type: 'txt', msg: 'anyone?' });
  expect(await a1.next((f) => f.status === 'error')).toEqual({ status: 'error', opt: 1, msg: 'error.user_not_found' });
  a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'x'.repeat(1001) });
  expect(await a1.next((f) => f.status === 'error')).toEqual({
    status: 'error',
    opt: 1,
    msg: 'error.content_too_long',
  });
  a1.send({ opt: 5, contact: b.id });
  expect(await a1.next((f) => f.status === 'error')).toEqual({ status: 'error', opt: 5, msg: 'error.chat_not_found' });

  const b1 = await join(port1, b);
  a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'still here' });
  await b1.next(isMessage('still here'));
  expect(a1.closed).toBeNull();
});

it('closes a socket with a bad token with 4401', async () => {
  const bad = await TestSocket.connect(port1, 'not-a-token');
  expect((await bad.closedWith()).code).toBe(4401);
  const none = await TestSocket.connect(port2, '');
  expect((await none.closedWith()).code).toBe(4401);
});

it('limits each socket to 20 frames a second with a burst of 40', async () => {
  const a = await stack.member(1);
  const a1 = await join(port1, a);
  for (let i = 0; i < 60; i++) a1.send({ opt: 3, contact: 2 });
  await a1.next((f) => f.msg === 'error.rate_limited');
  const count = () => ({
    limited: a1.frames.filter((f) => f.msg === 'error.rate_limited').length + 1,
    answered: a1.frames.filter((f) => f.opt === 3).length,
  });
  // Every frame gets one answer; the history reads behind the answered ones may take a while on a busy machine.
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const { limited, answered } = count();
    if (limited + answered >= 60) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 100));
  const { limited, answered } = count();
  // The burst of 40 less the init frame, plus what refilled while the frames arrived.
  expect(answered).toBeGreaterThanOrEqual(39);
  expect(answered).toBeLessThanOrEqual(42);
  expect(limited + answered).toBe(60);
});

it('deletes a chat on every socket of the member and keeps it out of the contacts', async () => {
  const [a, b] = [await stack.member(1), await stack.member(1)];
  const a1 = await join(port1, a);
  const a2 = await join(port2, a);
  a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'to be deleted' });
  await a1.next(isMessage('to be deleted'));
  a1.send({ opt: 5, contact: b.id });
  expect(await a1.next((f) => f.opt === 6)).toMatchObject({ data: { contact: b.id } });
  expect(await a2.next((f) => f.opt === 6)).toMatchObject({ data: { contact: b.id } });
  a2.send({ opt: 100, uid: a.id });
  expect((await a2.next((f) => f.opt === 0)).data).toEqual({ list: [], total: 0, more: false, next: null });
  a2.send({ opt: 3, contact: b.id });
  expect((await a2.next((f) => f.opt === 3)).data.list).toEqual([]);
  // The partner keeps their copy.
  const b1 = await join(port1, b);
  b1.send({ opt: 3, contact: a.id });
  expect((await b1.next((f) => f.opt === 3)).data.list).toHaveLength(1);
});

it('keeps presence in Redis while a socket is open', async () => {
  const a = await stack.member(1);
  const redis = new Redis(stack.env.REDIS_URL!, { keyPrefix: stack.redisPrefix });
  try {
    const a1 = await join(port1, a);
    expect(await onlineFlags(redis, [a.id])).toEqual([1]);
    a1.close();
    await a1.closedWith();
    await new Promise((r) => setTimeout(r, 200));
    expect(await onlineFlags(redis, [a.id])).toEqual([0]);
  } finally {
    redis.disconnect();
  }
});
