import { connect } from 'node:net';
import { Client } from 'pg';
import { startRedisCluster, type RedisCluster } from '@kindred/kit/testing';
import { isMessage, startChatStack, TestSocket, type ChatStack, type Member } from './harness';

// The whole chat path (user, social, messaging, two chat nodes) on a real six-node Redis Cluster that
// requires a password, as a managed one does (REDIS_URL gives it; its host is unused with a cluster).
const PASSWORD = 'cluster-Passw0rd';
let cluster: RedisCluster;
let stack: ChatStack;
const sockets: TestSocket[] = [];
const join = async (node: 0 | 1, m: Member) => {
  const s = await TestSocket.join(stack.nodes[node]!.port, m);
  sockets.push(s);
  return s;
};
const channelOf = (m: Member) => `${stack.redisPrefix}chat:u:${m.id}`;
/** Subscribers of a sharded channel as each live cluster node counts them, by port. */
const shardSubscribers = async (channel: string) =>
  new Map(
    await cluster.eachNode(async (redis, node) => {
      const [, count] = (await redis.call('PUBSUB', 'SHARDNUMSUB', channel)) as [string, number];
      return [node.port, Number(count)] as const;
    }),
  );
const plainSubscribers = async (channel: string) =>
  (
    await cluster.eachNode(async (redis) => Number(((await redis.call('PUBSUB', 'NUMSUB', channel)) as unknown[])[1]))
  ).reduce((a, b) => a + b);
const stored = async (a: Member, b: Member) => {
  const db = new Client({ connectionString: stack.env.DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ content: string; copies: string }>(
      'SELECT content, count(*) AS copies FROM messaging_svc.messages WHERE low_id = $1 AND high_id = $2 GROUP BY content',
      [Math.min(a.id, b.id), Math.max(a.id, b.id)],
    );
    return new Map(rows.map((r) => [r.content, Number(r.copies)]));
  } finally {
    await db.end();
  }
};

beforeAll(async () => {
  cluster = await startRedisCluster({ password: PASSWORD });
  stack = await startChatStack({
    env: { REDIS_CLUSTER_NODES: cluster.seeds, REDIS_URL: `redis://:${PASSWORD}@127.0.0.1:6379` },
  });
}, 60_000);
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});
afterAll(async () => {
  await stack?.stop();
  await cluster?.stop();
});

it('the cluster refuses a connection without its password', async () => {
  const node = cluster.nodes[0]!;
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(node.port, node.host, () => socket.write('GET x\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString());
    });
    socket.once('error', reject);
  });
  expect(answer).toMatch(/^-NOAUTH/);
});

it('two members on different chat nodes chat over sharded pub/sub, each channel only on its own shard', async () => {
  const [a, b] = [await stack.member(1), await stack.member(1)];
  const a0 = await join(0, a);
  const a1 = await join(1, a);
  const b1 = await join(1, b);

  a0.send({ opt: 1, contact: b.id, type: 'txt', msg: 'hello from node 0', ref: 'r-1' });
  expect((await a0.next(isMessage('hello from node 0'))).data).toMatchObject({ ref: 'r-1' });
  await b1.next(isMessage('hello from node 0'));
  // The sender's socket on the other node hears it through the sender's channel.
  await a1.next(isMessage('hello from node 0'));
  b1.send({ opt: 1, contact: a.id, type: 'txt', msg: 'hello back', ref: 'r-2' });
  expect((await b1.next(isMessage('hello back'))).data).toMatchObject({ ref: 'r-2' });
  await a0.next(isMessage('hello back'));
  await a1.next(isMessage('hello back'));

  // a has sockets on both nodes, b on one: only the master owning each channel's slot counts them.
  for (const [member, nodes] of [
    [a, 2],
    [b, 1],
  ] as const) {
    const owner = await cluster.masterOf(channelOf(member));
    const counts = await shardSubscribers(channelOf(member));
    expect(counts.get(owner.port)).toBe(nodes);
    expect([...counts].filter(([port]) => port !== owner.port).every(([, count]) => count === 0)).toBe(true);
    expect(await plainSubscribers(channelOf(member))).toBe(0);
  }
  const ownersOfMany = new Set(
    await Promise.all(Array.from({ length: 24 }, (_, i) => cluster.masterOf(`${stack.redisPrefix}chat:u:${a.id + i}`))),
  );
  expect(ownersOfMany.size).toBe(3);

  // Announcements stay plain PUBLISH, which the cluster broadcasts: a suspension (the user service's
  // `session:revoked`) closes the member's sockets on both chat nodes.
  await stack.suspend(a.id);
  for (const socket of [a0, a1]) expect((await socket.closedWith(3000)).code).toBe(4401);
});

it('a master killed mid-conversation: its replica takes over, no acknowledged message lost or doubled', async () => {
  const [a, b] = [await stack.member(1), await stack.member(1)];
  const a0 = await join(0, a);
  const b1 = await join(1, b);
  const acknowledged: string[] = [];
  // As the web app does: a send not acknowledged in time goes again with the same ref.
  const send = async (content: string) => {
    for (let attempt = 0; attempt < 10; attempt++) {
      a0.send({ opt: 1, contact: b.id, type: 'txt', msg: content, ref: content });
      const ack = await a0.next(isMessage(content), 3_000).catch(() => null);
      if (ack) return void acknowledged.push(content);
    }
    throw new Error(`${content} never acknowledged`);
  };

  // What b's socket received live: the frames taken by the waits below and those left.
  const taken: string[] = [];
  const heard = (content: string, ms = 5_000) =>
    b1.next(isMessage(content), ms).then(
      () => taken.push(content) > 0,
      () => false,
    );

  await send('before 1');
  expect(await heard('before 1')).toBe(true);
  const owner = await cluster.masterOf(channelOf(b));
  const killed = cluster.kill(owner);
  for (let i = 1; i <= 10; i++) await send(`during ${i}`);
  await killed;
  await cluster.settled();
  expect((await cluster.masterOf(channelOf(b))).port).not.toBe(owner.port);

  // Live delivery resumes on the promoted replica: b's node subscribed there again.
  let after = 0;
  let live = false;
  while (!live && after < 20) {
    await send(`after ${++after}`);
    live = await heard(`after ${after}`, 1_000);
  }
  const promoted = await cluster.masterOf(channelOf(b));
  expect({ live, subscribers: (await shardSubscribers(channelOf(b))).get(promoted.port) }).toEqual({
    live: true,
    subscribers: 1,
  });

  const copies = await stored(a, b);
  expect([...copies.keys()].sort()).toEqual([...acknowledged].sort());
  expect([...copies.values()].every((n) => n === 1)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const left = b1.frames.filter((f) => f.opt === 1 && f.status === 'success').map((f) => f.data.content as string);
  const received = [...taken, ...left];
  expect(new Set(received).size).toBe(received.length);
}, 90_000);
