import { Client } from 'pg';
import { startChatStack, TestSocket, type ChatStack } from './harness';

let stack: ChatStack;
beforeAll(async () => {
  stack = await startChatStack();
});
afterAll(() => stack.stop());

it('sends the chat list 50 contacts a page: opt 0 with the unread total of every chat, then opt 4 after its cursor', async () => {
  const [owner, partner] = [await stack.member(2), await stack.member(1)];
  // 120 chats (the newest with a real member); the last of the first page and the first of the
  // second share the same millisecond (the cursor's uid tells them apart).
  const db = new Client({ connectionString: stack.env.DATABASE_URL });
  await db.connect();
  const base = Date.now() - 3_600_000;
  const partners = Array.from({ length: 119 }, (_, i) => 1_000_000 + i);
  try {
    await db.query(
      `INSERT INTO messaging_svc.contacts (owner_id, partner_id, unread, last_content, last_time)
       SELECT $1, p, 2, 'hello ' || p, $2 + (p - 1000000) * 1000 - CASE WHEN p = 1000070 THEN 1000 ELSE 0 END
         FROM unnest($3::bigint[]) AS p`,
      [owner.id, base, partners],
    );
    await db.query(
      `INSERT INTO messaging_svc.contacts (owner_id, partner_id, unread, last_content, last_time, visible)
       VALUES ($1, $2, 1, 'newest', $3, true), ($1, 999, 5, 'deleted', $3, false)`,
      [owner.id, partner.id, Date.now()],
    );
  } finally {
    await db.end();
  }
  const socket = await TestSocket.join(stack.nodes[0]!.port, owner);
  try {
    socket.send({ opt: 100, uid: owner.id, origin: true });
    const first = await socket.next((f) => f.opt === 0);
    expect(first.data.list).toHaveLength(50);
    expect(first.data.total).toBe(119 * 2 + 1); // every visible chat, not only the 50 shown
    expect(first.data.more).toBe(true);
    expect(first.data.list[0]).toMatchObject({ uid: partner.id, username: partner.username, count: 1 });
    const seen: number[] = first.data.list.map((c: { uid: number }) => c.uid);
    let next = first.data.next;
    for (;;) {
      expect(next).toEqual({ time: expect.any(Number), uid: seen[seen.length - 1] });
      socket.send({ opt: 4, ...next });
      const page = await socket.next((f) => f.opt === 4);
      expect(page.data.total).toBeUndefined();
      seen.push(...page.data.list.map((c: { uid: number }) => c.uid));
      if (!page.data.more) {
        expect(page.data.next).toBeNull();
        break;
      }
      next = page.data.next;
    }
    // Every chat once, newest first, the hidden one never.
    expect(seen).toEqual([partner.id, ...[...partners].reverse()]);
    expect(seen[49]).toBe(1000070);
    socket.send({ opt: 4, time: 0, uid: 5 });
    expect(await socket.next((f) => f.status === 'error')).toEqual({
      status: 'error',
      opt: 4,
      msg: 'error.invalid_cursor',
    });
  } finally {
    socket.close();
  }
});
