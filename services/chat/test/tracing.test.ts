import { randomBytes } from 'node:crypto';
import { createClient, loadContract } from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import { startOtlpReceiver } from '../../edge/test/otlpReceiver';
import { freePort, startProcess, type ServiceProcess } from '../../edge/test/processes';
import { isMessage, TestSocket } from './harness';

// A sampled send is one span on the sending node (from the frame to Redis's answer), messaging's
// store beneath it, and the receiving node's delivery.
const EXPECTED = ['chat send', 'messaging store chat message', 'chat deliver'];

// user, messaging and two chat nodes as processes of their own, exporting to a collector stand-in.
describe('one chat message is one trace across two chat nodes and messaging', () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const processes: ServiceProcess[] = [];
  const chatPorts: number[] = [];
  const chatEnv: Record<string, string> = {};
  let users: ReturnType<typeof createClient<InstanceType<UserProto['kindred']['user']['v1']['UserService']>>>;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    database = await createTestDatabase();
    const common = {
      DATABASE_URL: database.url,
      REDIS_KEY_PREFIX: `t${randomBytes(4).toString('hex')}:`,
      REGISTRATION_REVIEW: 'off',
      ADMIN_PASSWORD: 'Admin-Passw0rd',
      SERVICE_PASSWORD: 'Service-Passw0rd',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      LOG_LEVEL: 'warn',
    };
    const userPort = await freePort();
    processes.push(
      await startProcess('user', userPort, {
        ...common,
        USER_GRPC_PORT: String(userPort),
        USER_METRICS_PORT: String(await freePort()),
      }),
    );
    const messagingPort = await freePort();
    processes.push(
      await startProcess('messaging', messagingPort, {
        ...common,
        MESSAGING_GRPC_PORT: String(messagingPort),
        MESSAGING_HOST: '127.0.0.1',
      }),
    );
    Object.assign(chatEnv, common, {
      CHAT_HOST: '127.0.0.1',
      USER_ADDR: `127.0.0.1:${userPort}`,
      MESSAGING_ADDR: `127.0.0.1:${messagingPort}`,
    });
    for (const node of ['a', 'b']) {
      const port = await freePort();
      chatPorts.push(port);
      processes.push(
        await startProcess('chat', port, {
          ...common,
          OTEL_RESOURCE_ATTRIBUTES: `service.instance.id=chat-${node}`,
          CHAT_PORT: String(port),
          CHAT_HOST: '127.0.0.1',
          USER_ADDR: `127.0.0.1:${userPort}`,
          MESSAGING_ADDR: `127.0.0.1:${messagingPort}`,
        }),
      );
    }
    users = createClient(loadContract<UserProto>('user').kindred.user.v1.UserService, `127.0.0.1:${userPort}`);
  }, 60_000);

  afterAll(async () => {
    users?.close();
    for (const p of processes.reverse()) await p.stop();
    await receiver?.stop();
    await database?.drop();
  });

  /** A new member on node a, and the customer-service account (id 2) on node b, both connected. */
  const newMemberAndService = async (prefix: string) => {
    const username = `${prefix}${randomBytes(4).toString('hex')}`;
    const session = await users.Register({
      username,
      email: `${username}@example.com`,
      password: 'Passw0rd!',
      sex: 1,
      birthday: Date.UTC(1990, 0, 1),
      country: 'TW',
    });
    const sender = { id: Number(session.user!.id), token: session.user!.token, username };
    const staff = await users.Login({ account: 'service', password: 'Service-Passw0rd' });
    const receiverSocket = await TestSocket.join(chatPorts[1]!, {
      id: 2,
      token: staff.user!.token,
      username: 'service',
    });
    const senderSocket = await TestSocket.join(chatPorts[0]!, sender);
    return { sender, senderSocket, receiverSocket };
  };

  it('links the send on node a, the store in messaging and the delivery on node b in one trace', async () => {
    const { sender, senderSocket, receiverSocket } = await newMemberAndService('t');

    senderSocket.send({ opt: 1, contact: 2, type: 'txt', msg: 'where did it go?' });
    await senderSocket.next(isMessage('where did it go?'));
    await receiverSocket.next(isMessage('where did it go?'));

    const find = () => receiver.spans.find((s) => s.name === 'chat send' && s.instance === 'chat-a');
    const deadline = Date.now() + 20_000;
    let trace: typeof receiver.spans = [];
    while (Date.now() < deadline) {
      const send = find();
      trace = send ? receiver.spans.filter((s) => s.traceId === send.traceId) : [];
      const names = new Set(trace.map((s) => s.name));
      if (EXPECTED.every((name) => names.has(name))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const send = trace.find((s) => s.name === 'chat send')!;
    const stored = trace.find((s) => s.name === 'messaging store chat message')!;
    const delivery = trace.find((s) => s.name === 'chat deliver')!;
    // The sending node: one span for the frame, messaging's answer (an event) and the publish to Redis.
    expect(send).toMatchObject({ instance: 'chat-a', parentSpanId: '', events: ['messaging answered'] });
    expect(send.attributes).toMatchObject({
      'kindred.chat.sender': sender.id,
      'kindred.chat.contact': 2,
      'kindred.chat.outcome': 'stored',
    });
    expect(trace.filter((s) => s.instance === 'chat-a')).toHaveLength(1);
    // Messaging stored it as a child of the send, with its Postgres work beneath.
    expect(stored).toMatchObject({ service: 'messaging', parentSpanId: send.spanId });
    expect(trace.some((s) => s.service === 'messaging' && s.parentSpanId === stored.spanId)).toBe(true);
    // The receiving node delivered it: a child of the send, and linked to it.
    expect(delivery).toMatchObject({ service: 'chat', instance: 'chat-b', parentSpanId: send.spanId });
    expect(delivery.links).toEqual([{ traceId: send.traceId, spanId: send.spanId }]);
    senderSocket.close();
    receiverSocket.close();
  });

  it('gives each of N sends on one socket a trace of its own (ratio 1), none merged', async () => {
    const { sender, senderSocket, receiverSocket } = await newMemberAndService('n');
    // Sent back to back, so that several are stored in one batch and published in one command.
    const N = 6;
    for (let i = 0; i < N; i++) senderSocket.send({ opt: 1, contact: 2, type: 'txt', msg: `burst ${i}` });
    for (let i = 0; i < N; i++) await receiverSocket.next(isMessage(`burst ${i}`));
    const sends = () =>
      receiver.spans.filter((s) => s.name === 'chat send' && s.attributes['kindred.chat.sender'] === sender.id);
    const traced = (traceId: string) => receiver.spans.filter((s) => s.traceId === traceId);
    const deadline = Date.now() + 20_000;
    const whole = (traceId: string) => EXPECTED.every((name) => traced(traceId).some((s) => s.name === name));
    while (Date.now() < deadline && !(sends().length >= N && sends().every((s) => whole(s.traceId)))) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(new Set(sends().map((s) => s.traceId)).size).toBe(N);
    for (const send of sends()) {
      const trace = traced(send.traceId);
      // Exactly one send, one store and one delivery: no other send's work, no batch's, in this trace.
      for (const name of EXPECTED) expect(trace.filter((s) => s.name === name)).toHaveLength(1);
      expect(trace.filter((s) => s.service === 'chat')).toHaveLength(2);
    }
    senderSocket.close();
    receiverSocket.close();
  });

  it('makes no span for a send the sampler drops, on either node or in messaging', async () => {
    // Two more nodes sampling new traces at ratio 0 (as at 1%, for the 99% it drops).
    const unsampled: ServiceProcess[] = [];
    const ports: number[] = [];
    for (const node of ['c', 'd']) {
      const port = await freePort();
      ports.push(port);
      unsampled.push(
        await startProcess('chat', port, {
          ...chatEnv,
          OTEL_RESOURCE_ATTRIBUTES: `service.instance.id=chat-${node}`,
          OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
          OTEL_TRACES_SAMPLER_ARG: '0',
          CHAT_PORT: String(port),
        }),
      );
    }
    const username = `u${randomBytes(4).toString('hex')}`;
    const session = await users.Register({
      username,
      email: `${username}@example.com`,
      password: 'Passw0rd!',
      sex: 1,
      birthday: Date.UTC(1990, 0, 1),
      country: 'TW',
    });
    const sender = { id: Number(session.user!.id), token: session.user!.token, username };
    const staff = await users.Login({ account: 'service', password: 'Service-Passw0rd' });
    const storedBefore = receiver.spans.filter((s) => s.name === 'messaging store chat message').length;
    const receiverSocket = await TestSocket.join(ports[1]!, { id: 2, token: staff.user!.token, username: 'service' });
    const senderSocket = await TestSocket.join(ports[0]!, sender);
    senderSocket.send({ opt: 1, contact: 2, type: 'txt', msg: 'not traced' });
    await senderSocket.next(isMessage('not traced'));
    await receiverSocket.next(isMessage('not traced'));
    senderSocket.close();
    receiverSocket.close();
    // A stopped node has exported whatever it held (the graceful shutdown flushes its spans).
    for (const p of unsampled) await p.stop();
    expect(receiver.spans.filter((s) => s.instance === 'chat-c' || s.instance === 'chat-d')).toEqual([]);
    // Messaging stored it without a span: the node passed no trace context on.
    expect(receiver.spans.filter((s) => s.name === 'messaging store chat message')).toHaveLength(storedBefore);
  });
});
