import { Client } from 'pg';
import { isMessage, startChatStack, TestSocket, type ChatStack, type Frame } from './harness';

let stack: ChatStack;
beforeAll(async () => {
  stack = await startChatStack();
});
afterAll(() => stack.stop());

type Contact = { uid: number; count: number; content: string };

/** The contact list's first page as the socket's opt 100 answers it. */
async function contacts(
  socket: TestSocket & { uid: number },
): Promise<Frame & { data: { list: Contact[]; total: number } }> {
  socket.send({ opt: 100, uid: socket.uid });
  return (await socket.next((f) => f.opt === 0)) as Frame & { data: { list: Contact[]; total: number } };
}

/** Asks again until `done` holds (an announcement crosses Redis), at most `ms`; answers the last page. */
async function contactsUntil(socket: TestSocket & { uid: number }, done: (list: Contact[]) => boolean, ms = 3000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const page = await contacts(socket);
    if (done(page.data.list) || Date.now() > deadline) return page;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function setLastContent(ownerId: number, content: string) {
  const db = new Client({ connectionString: stack.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query(`UPDATE messaging_svc.contacts SET last_content = $2 WHERE owner_id = $1`, [ownerId, content]);
  } finally {
    await db.end();
  }
}

it('keeps a contact page on the node until messaging announces a change to those chats, from any node', async () => {
  const [owner, partner] = [await stack.member(1), await stack.member(1)];
  const [port1, port2] = [stack.nodes[0]!.port, stack.nodes[1]!.port];
  const onNode1 = Object.assign(await TestSocket.join(port1, owner), { uid: owner.id });
  const onNode2 = Object.assign(await TestSocket.join(port2, owner), { uid: owner.id });
  const partnerSocket = await TestSocket.join(port2, partner);
  try {
    partnerSocket.send({ opt: 1, contact: owner.id, type: 'txt', msg: 'first words', ref: 'p1' });
    await onNode1.next(isMessage('first words'));
    const first = await contacts(onNode1);
    expect(first.data.list).toEqual([expect.objectContaining({ uid: partner.id, count: 1, content: 'first words' })]);
    expect(first.data.total).toBe(1);

    // A change messaging did not make (so announced nobody) is not seen: the node answers what it keeps.
    await setLastContent(owner.id, 'changed behind messaging');
    expect((await contacts(onNode1)).data.list[0]).toMatchObject({ count: 1, content: 'first words' });

    // The owner reads the chat on the other node: messaging announces it, and node 1 asks again.
    onNode2.send({ opt: 0, contact: partner.id });
    await onNode2.next((f) => f.opt === 3);
    const read = await contactsUntil(onNode1, (list) => list[0]?.count === 0);
    expect(read.data.list[0]).toMatchObject({ uid: partner.id, count: 0, content: 'changed behind messaging' });
    expect(read.data.total).toBe(0);

    // A message from another node shows as soon as it is delivered here.
    partnerSocket.send({ opt: 1, contact: owner.id, type: 'txt', msg: 'second words', ref: 'p2' });
    await onNode1.next(isMessage('second words'));
    expect((await contacts(onNode1)).data.list[0]).toMatchObject({ count: 1, content: 'second words' });

    // The owner's own send from node 1 shows on node 1 at once, and on node 2 once announced.
    expect((await contacts(onNode2)).data.list[0]).toMatchObject({ count: 1, content: 'second words' });
    onNode1.send({ opt: 1, contact: partner.id, type: 'txt', msg: 'my answer', ref: 'o1' });
    await onNode1.next((f) => f.opt === 1 && f.data?.ref === 'o1');
    expect((await contacts(onNode1)).data.list[0]).toMatchObject({ content: 'my answer' });
    const elsewhere = await contactsUntil(onNode2, (list) => list[0]?.content === 'my answer');
    expect(elsewhere.data.list[0]).toMatchObject({ content: 'my answer' });
  } finally {
    onNode1.close();
    onNode2.close();
    partnerSocket.close();
  }
});

it('keeps a history page until the conversation changes, and forgets it when the chat is deleted on another node', async () => {
  const [owner, partner] = [await stack.member(1), await stack.member(1)];
  const [port1, port2] = [stack.nodes[0]!.port, stack.nodes[1]!.port];
  const onNode1 = await TestSocket.join(port1, owner);
  const onNode2 = await TestSocket.join(port2, owner);
  const partnerSocket = await TestSocket.join(port2, partner);
  const history = async (socket: TestSocket) => {
    socket.send({ opt: 3, contact: partner.id, create_time: 0, mid: 0 });
    return ((await socket.next((f) => f.opt === 3)).data as { list: Array<{ content: string }> }).list;
  };
  try {
    partnerSocket.send({ opt: 1, contact: owner.id, type: 'txt', msg: 'hello there', ref: 'h1' });
    await onNode1.next(isMessage('hello there'));
    expect((await history(onNode1)).map((m) => m.content)).toEqual(['hello there']);

    const db = new Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
    try {
      await db.query(`UPDATE messaging_svc.messages SET content = 'edited behind messaging' WHERE sender_id = $1`, [
        partner.id,
      ]);
    } finally {
      await db.end();
    }
    expect((await history(onNode1)).map((m) => m.content)).toEqual(['hello there']);

    partnerSocket.send({ opt: 1, contact: owner.id, type: 'txt', msg: 'and again', ref: 'h2' });
    await onNode1.next(isMessage('and again'));
    expect((await history(onNode1)).map((m) => m.content)).toEqual(['edited behind messaging', 'and again']);

    onNode2.send({ opt: 5, contact: partner.id });
    await onNode1.next((f) => f.opt === 6);
    expect(await history(onNode1)).toEqual([]);
  } finally {
    onNode1.close();
    onNode2.close();
    partnerSocket.close();
  }
});
