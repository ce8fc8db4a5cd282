import type * as grpc from '@grpc/grpc-js';
import { createClient, loadContract } from '@kindred/kit';
import type { ProtoGrpcType as MessagingProto } from '@kindred/kit/generated/messaging';
import type { StoreMessageBatch } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageBatch';
import type { StoreMessageResults__Output } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageResults';
import { isMessage, startChatStack, TestSocket, type ChatStack, type Frame, type Member } from './harness';

let stack: ChatStack;
const sockets: TestSocket[] = [];
const join = async (node: 0 | 1, m: Member) => {
  const s = await TestSocket.join(stack.nodes[node]!.port, m);
  sockets.push(s);
  return s;
};
const settle = () => new Promise((r) => setTimeout(r, 300));
const historyOf = async (socket: TestSocket, contact: number) => {
  socket.send({ opt: 3, contact });
  const page = await socket.next((f) => f.opt === 3);
  return page.data.list as Array<{ mid: number; content: string }>;
};
const copies = (frames: Frame[], content: string) => frames.filter(isMessage(content)).length;

beforeAll(async () => {
  stack = await startChatStack();
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});
afterAll(() => stack.stop());

it('stores a resent ref once, acknowledges it twice with the same message, and delivers it once', async () => {
  const [a, b] = [await stack.member(1), await stack.member(1)];
  const a1 = await join(0, a);
  const b1 = await join(1, b);
  a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'only once', ref: 'c-1' });
  const first = await a1.next(isMessage('only once'));
  a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'only once', ref: 'c-1' });
  const second = await a1.next(isMessage('only once'));
  expect(second.data).toMatchObject({ ref: 'c-1', mid: first.data.mid });
  await b1.next(isMessage('only once'));
  await settle();
  expect(copies(b1.frames, 'only once')).toBe(0);
  expect((await historyOf(b1, a.id)).filter((m) => m.content === 'only once')).toHaveLength(1);
});

it('answers a resend through the other node (the first node went away) with the stored message', async () => {
  const [a, b] = [await stack.member(1), await stack.member(1)];
  const onFirst = await join(0, a);
  const b1 = await join(0, b);
  onFirst.send({ opt: 1, contact: b.id, type: 'txt', msg: 'moved', ref: 'c-2' });
  const ack = await onFirst.next(isMessage('moved'));
  onFirst.close();
  const onSecond = await join(1, a);
  onSecond.send({ opt: 1, contact: b.id, type: 'txt', msg: 'moved', ref: 'c-2' });
  expect((await onSecond.next(isMessage('moved'))).data).toMatchObject({ ref: 'c-2', mid: ack.data.mid });
  await b1.next(isMessage('moved'));
  await settle();
  expect(copies(b1.frames, 'moved')).toBe(0);
  expect((await historyOf(b1, a.id)).filter((m) => m.content === 'moved')).toHaveLength(1);
});

it('a message stored by a node that died before acknowledging is acknowledged on resend, stored once, in history', async () => {
  const [a, b] = [await stack.member(1), await stack.member(1)];
  // The dead node's part: the send reached messaging and was stored; no acknowledgement left the node.
  const messaging = createClient(
    loadContract<MessagingProto>('messaging').kindred.messaging.v1.MessagingService,
    stack.messagingAddr,
  );
  const caller = await stack.users.Authenticate({ token: a.token });
  const stream: grpc.ClientDuplexStream<StoreMessageBatch, StoreMessageResults__Output> = messaging.raw.StoreMessages();
  const stored = new Promise<StoreMessageResults__Output>((resolve) => stream.once('data', resolve));
  stream.write({
    requests: [{ caller, contact: b.id, type: 'txt', msg: 'lost ack', client_ref: '1', message_ref: 'c-3' }],
  });
  const [result] = (await stored).results;
  expect(result).toMatchObject({ outcome: 'stored', repeated: false });
  stream.on('error', () => undefined); // the cancel below ends it
  stream.cancel();
  messaging.close();

  const a1 = await join(1, a);
  const b1 = await join(1, b);
  a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'lost ack', ref: 'c-3' });
  const ack = await a1.next(isMessage('lost ack'));
  expect(ack.data.mid).toBe(JSON.parse(result!.message_json).mid);
  const history = await historyOf(b1, a.id);
  expect(history.filter((m) => m.content === 'lost ack').map((m) => m.mid)).toEqual([ack.data.mid]);
});

it('keeps refs per sender and stores sends without a ref each time', async () => {
  const [a, c, b] = [await stack.member(1), await stack.member(1), await stack.member(1)];
  const a1 = await join(0, a);
  const c1 = await join(0, c);
  const b1 = await join(1, b);
  a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'same ref', ref: 'shared' });
  c1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'same ref', ref: 'shared' });
  a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'no ref' });
  a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'no ref' });
  for (let i = 0; i < 4; i++) await b1.next((f) => f.opt === 1 && f.status === 'success');
  await settle();
  expect(b1.frames.filter((f) => f.opt === 1)).toHaveLength(0);
});

it('names the ref in the error frame of a refused send', async () => {
  const a = await stack.member(1);
  const a1 = await join(0, a);
  a1.send({ opt: 1, contact: a.id, type: 'txt', msg: 'to myself', ref: 'c-5' });
  expect(await a1.next((f) => f.status === 'error')).toMatchObject({ opt: 1, msg: 'error.chat_with_self', ref: 'c-5' });
});
