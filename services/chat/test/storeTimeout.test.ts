import * as grpc from '@grpc/grpc-js';
import { createClient, createLogger, loadContract } from '@kindred/kit';
import type { ProtoGrpcType as MessagingProto } from '@kindred/kit/generated/messaging';
import type { StoreMessageResult__Output } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageResult';
import { MessageStream } from '../src/messageStream';

const contract = loadContract<MessagingProto>('messaging').kindred.messaging.v1.MessagingService;
const caller = {
  user_id: 7,
  vip: 1,
  sex: 1,
  status: 1,
  role: 'member',
  username: 'm',
  authorities: [],
  totp_pending: false,
};

/** A messaging server whose StoreMessages takes sends and answers none of them (stuck, paused). */
async function silentMessaging() {
  const server = new grpc.Server();
  const calls: grpc.ServerDuplexStream<unknown, unknown>[] = [];
  server.addService(contract.service, {
    StoreMessages: (call: grpc.ServerDuplexStream<unknown, unknown>) => {
      calls.push(call);
      call.on('data', () => undefined);
    },
  } as grpc.UntypedServiceImplementation);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) =>
      err ? reject(err) : resolve(p),
    ),
  );
  return { port, server, calls };
}

it('answers a send messaging leaves unanswered as failed (store_timeout) within the timeout, not later', async () => {
  const silent = await silentMessaging();
  const client = createClient(contract, `127.0.0.1:${silent.port}`);
  const results: Array<{ result: StoreMessageResult__Output; afterMs: number }> = [];
  const started = Date.now();
  const stream = new MessageStream<string>(
    client.raw,
    createLogger('test', 'silent'),
    (_send, result) => results.push({ result, afterMs: Date.now() - started }),
    300,
  );
  stream.store({ caller, callerSentOn: -1 }, { contact: 8, type: 'txt', msg: 'hi', img: '', message_ref: 'r1' }, 'ctx');
  while (results.length === 0 && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 20));
  expect(results).toHaveLength(1);
  expect(results[0]!.result).toMatchObject({ outcome: 'failed', reason: 'store_timeout' });
  // The stream itself has no deadline: without the store timeout this send would never be answered.
  console.log(`unanswered send failed after ${results[0]!.afterMs} ms (timeout 300 ms)`);
  stream.close();
  client.close();
  silent.server.forceShutdown();
});

it('fails the sends in flight at once when messaging dies (the stream breaks)', async () => {
  const silent = await silentMessaging();
  const client = createClient(contract, `127.0.0.1:${silent.port}`);
  const results: StoreMessageResult__Output[] = [];
  const stream = new MessageStream<string>(
    client.raw,
    createLogger('test', 'silent'),
    (_s, r) => results.push(r),
    60_000,
  );
  stream.store({ caller, callerSentOn: -1 }, { contact: 8, type: 'txt', msg: 'hi', img: '', message_ref: 'r2' }, 'ctx');
  while (silent.calls.length === 0) await new Promise((r) => setTimeout(r, 20));
  silent.server.forceShutdown();
  const started = Date.now();
  while (results.length === 0 && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 20));
  expect(results).toEqual([expect.objectContaining({ outcome: 'failed', reason: 'store_unavailable' })]);
  stream.close();
  client.close();
});
