import { startChatStack, TestSocket, type ChatStack, type Frame } from './harness';

/**
 * "Are you sure?" on the chat's hot path (docs/safety.md): a flagged text is answered with
 * `error.wording_check` and stored only when the same frame comes with `confirm: 1`; the recipient's
 * frame (on the other node) and both members' history then carry `flagged: 1`.
 */
let stack: ChatStack;
const sockets: TestSocket[] = [];
const join = async (node: 0 | 1, m: { id: number; token: string; username: string }) => {
  const s = await TestSocket.join(stack.nodes[node]!.port, m);
  sockets.push(s);
  return s;
};
const delivered = (content: string) => (f: Frame) =>
  f.opt === 1 && f.status === 'success' && f.data?.content === content;

beforeAll(async () => {
  stack = await startChatStack();
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});
afterAll(() => stack.stop());

describe.each([
  ['English', 'you are a BITCH', 'see you in Scunthorpe'],
  ['simplified Chinese', '你这个贱人', '周末一起去爬山吗'],
  ['traditional Chinese', '你這個賤人，去死吧', '過去死亡率下降了'],
])('a message in %s', (_language, offensive, innocent) => {
  it('asks the sender first, and once confirmed reaches the recipient flagged', async () => {
    const [a, b] = [await stack.member(1), await stack.member(1)];
    const a1 = await join(0, a);
    const b1 = await join(1, b);

    a1.send({ opt: 1, contact: b.id, type: 'txt', msg: offensive, ref: 'q1' });
    expect(await a1.next((f) => f.status === 'error')).toEqual({
      status: 'error',
      opt: 1,
      msg: 'error.wording_check',
      ref: 'q1',
    });
    a1.send({ opt: 1, contact: b.id, type: 'txt', msg: innocent, ref: 'q2' });
    expect((await b1.next(delivered(innocent))).data.flagged).toBe(0);
    expect(b1.frames.some(delivered(offensive))).toBe(false);

    // The same frame again, confirmed: stored, acknowledged and delivered with the mark.
    a1.send({ opt: 1, contact: b.id, type: 'txt', msg: offensive, ref: 'q1', confirm: 1 });
    const ack = await a1.next(
      (f) => delivered(offensive)(f) && (f as Frame & { data: { ref?: string } }).data.ref === 'q1',
    );
    expect(ack.data.flagged).toBe(1);
    const frame = await b1.next(delivered(offensive));
    expect(frame.data).toMatchObject({ sender_id: a.id, reciver_id: b.id, flagged: 1 });

    b1.send({ opt: 3, contact: a.id });
    const history = (await b1.next((f) => f.opt === 3 && f.status === 'success')).data.list;
    expect(history.map((m: { content: string; flagged: number }) => [m.content, m.flagged])).toEqual([
      [innocent, 0],
      [offensive, 1],
    ]);
  });
});

it('refuses a confirm that is neither 0 nor 1', async () => {
  const [a, b] = [await stack.member(1), await stack.member(1)];
  const a1 = await join(0, a);
  a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'hello', confirm: 'sure' });
  expect(await a1.next((f) => f.status === 'error')).toEqual({ status: 'error', opt: 1, msg: 'error.invalid_confirm' });
});
