import { TestSocket, startChatStack, type ChatStack, type Member } from './harness';

let stack: ChatStack;
beforeAll(async () => {
  stack = await startChatStack();
});
afterAll(() => stack.stop());

/** Keeps the event loop busy in slices of `sliceMs` (a loaded node) while `work` runs. */
async function whileBusy<T>(sliceMs: number, work: Promise<T>): Promise<T> {
  let done = false;
  const spin = (async () => {
    while (!done) {
      const until = Date.now() + sliceMs;
      while (Date.now() < until);
      await new Promise((r) => setImmediate(r));
    }
  })();
  try {
    return await work;
  } finally {
    done = true;
    await spin;
  }
}

/** Opens and initialises like TestSocket.join, waiting as long as a loaded node may take. */
async function joinSlowly(port: number, member: Member): Promise<TestSocket> {
  const socket = await TestSocket.connect(port, member.token);
  socket.send({ opt: 100, uid: member.id });
  await socket.next((f) => f.opt === 0, 30_000);
  return socket;
}

it('never refuses a valid token (4401) or drops a socket (1006) when a connect burst meets a busy node', async () => {
  const members: Member[] = [];
  for (let i = 0; i < 10; i++) members.push(await stack.member(1));
  const port = stack.nodes[0]!.port;
  // Busy enough that authentications pass their gRPC deadline: those sockets must be told to retry (1011).
  const outcomes = await whileBusy(
    40,
    Promise.all(
      [...Array(300).keys()].map((i) =>
        joinSlowly(port, members[i % members.length]!).then(
          (s) => {
            s.close();
            return 'answered';
          },
          (err: Error) => /closed (\d+)/.exec(err.message)?.[1] ?? err.message,
        ),
      ),
    ),
  );
  const counts = new Map<string, number>();
  for (const o of outcomes) counts.set(o, (counts.get(o) ?? 0) + 1);
  expect([...counts.keys()].filter((o) => o !== 'answered' && o !== '1011')).toEqual([]);
  // Once the node is no longer busy, a retry (what the web app does on 1011) is answered. The user service
  // may still be working off the burst's late authentications, so the retry waits as a loaded node needs.
  const again = await retryAfter1011(port, members[0]!);
  again.close();
}, 150_000);

/** Joins as the web app does after a burst: a socket told to retry (1011) is opened again. */
async function retryAfter1011(port: number, member: Member): Promise<TestSocket> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await joinSlowly(port, member);
    } catch (err) {
      if (attempt >= 3 || !/closed 1011/.test((err as Error).message)) throw err;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}
