import { isMessage, startChatStack, TestSocket, type ChatStack, type Member } from './harness';

// Short trust windows so that a change made mid-conversation shows within the test.
let stack: ChatStack;
let port1: number;
let port2: number;
const sockets: TestSocket[] = [];
const join = async (port: number, m: Member) => {
  const s = await TestSocket.join(port, m);
  sockets.push(s);
  return s;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  stack = await startChatStack({ env: { BLOCK_CACHE_SECONDS: '1', CHAT_RIGHTS_REFRESH_SECONDS: '1' } });
  port1 = stack.nodes[0]!.port;
  port2 = stack.nodes[1]!.port;
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});
afterAll(() => stack.stop());

describe('blocked pairs', () => {
  it('refuses chat both ways once either member blocks, stores nothing, and lets them chat again after unblock', async () => {
    const [a, b] = [await stack.member(1), await stack.member(1)];
    const a1 = await join(port1, a);
    const b1 = await join(port2, b);
    a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'before the block' });
    await b1.next(isMessage('before the block'));

    await stack.social.Block({ user_id: b.id, target_id: a.id });
    await sleep(1200); // the pair's earlier "not blocked" answer expires
    a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'after the block', ref: 'x1' });
    expect(await a1.next((f) => f.status === 'error')).toEqual({
      status: 'error',
      opt: 1,
      msg: 'error.blocked',
      ref: 'x1',
    });
    b1.send({ opt: 1, contact: a.id, type: 'txt', msg: 'the blocker writes' });
    expect(await b1.next((f) => f.status === 'error')).toEqual({ status: 'error', opt: 1, msg: 'error.blocked' });
    await sleep(200);
    expect(b1.frames.some(isMessage('after the block'))).toBe(false);
    expect(a1.frames.some(isMessage('the blocker writes'))).toBe(false);
    b1.send({ opt: 3, contact: a.id });
    expect((await b1.next((f) => f.opt === 3)).data.list.map((m: { content: string }) => m.content)).toEqual([
      'before the block',
    ]);
    // Customer service stays reachable for the blocked member.
    a1.send({ opt: 1, contact: 2, type: 'txt', msg: 'help, blocked' });
    await a1.next(isMessage('help, blocked'));

    await stack.social.Unblock({ user_id: b.id, target_id: a.id });
    await sleep(1200);
    a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'after the unblock' });
    await b1.next(isMessage('after the unblock'));
  });

  it('refuses the first message of a pair blocked before they ever chatted', async () => {
    const [c, d] = [await stack.member(1), await stack.member(1)];
    await stack.social.Block({ user_id: c.id, target_id: d.id });
    const d1 = await join(port1, d);
    d1.send({ opt: 1, contact: c.id, type: 'txt', msg: 'hello stranger' });
    expect(await d1.next((f) => f.status === 'error')).toEqual({ status: 'error', opt: 1, msg: 'error.blocked' });
    const c1 = await join(port2, c);
    c1.send({ opt: 100, uid: c.id });
    expect((await c1.next((f) => f.opt === 0)).data).toEqual({ list: [], total: 0, more: false, next: null });
  });
});

describe('rights follow the account without a reconnect', () => {
  it('lets a member who upgrades start chats on the same socket', async () => {
    const [free, other] = [await stack.member(0), await stack.member(1)];
    const f1 = await join(port1, free);
    f1.send({ opt: 1, contact: other.id, type: 'txt', msg: 'may I?' });
    expect((await f1.next((f) => f.opt === 7)).data.reason).toBe('start_chat_not_allowed');

    await stack.users.ExtendMembership({
      user_id: free.id,
      tier: 1,
      months: 1,
      idempotency_key: `up-${free.username}`,
    });
    // Within a refresh period (1 s here) the node re-reads the rights and messaging gets them.
    const deadline = Date.now() + 8000;
    let stored = false;
    for (let i = 0; !stored && Date.now() < deadline; i++) {
      await sleep(500);
      f1.send({ opt: 1, contact: other.id, type: 'txt', msg: `now? ${i}`, ref: `r${i}` });
      const answer = await f1.next((f) => (f.opt === 1 && f.status === 'success') || f.opt === 7);
      stored = answer.opt === 1;
    }
    expect(stored).toBe(true);
    expect(f1.closed).toBeNull();
  });

  it('closes the sockets of a session that was logged out', async () => {
    const m = await stack.member(1);
    const m1 = await join(port2, m);
    await stack.users.Logout({ token: m.token });
    expect((await m1.closedWith(5000)).code).toBe(4401);
  });
});
