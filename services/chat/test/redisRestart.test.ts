import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '@kindred/kit/testing';
import { isMessage, startChatStack, TestSocket, type ChatStack } from './harness';

function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
}

async function waitReady(ports: number[]): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (const port of ports) {
    for (;;) {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      if (res?.status === 200) break;
      if (Date.now() > deadline) throw new Error('chat node not ready');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

let redis: ChildProcess;
let redisPort: number;
let stack: ChatStack;

beforeAll(async () => {
  redisPort = await freePort();
  redis = await startRedis(redisPort);
  stack = await startChatStack({ redisUrl: `redis://127.0.0.1:${redisPort}` });
});
afterAll(async () => {
  await stack.stop();
  redis.kill('SIGKILL');
});

it('loses nothing stored when Redis restarts mid-conversation, and delivers live again after', async () => {
  const [a, b] = [await stack.member(1), await stack.member(1)];
  const [port1, port2] = stack.nodes.map((n) => n.port) as [number, number];
  const a1 = await TestSocket.join(port1, a);
  const b1 = await TestSocket.join(port2, b);
  a1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'before' });
  await b1.next(isMessage('before'), 15_000);

  const exited = new Promise((r) => redis.once('exit', r));
  redis.kill('SIGKILL');
  await exited;
  for (const msg of ['during 1', 'during 2']) {
    a1.send({ opt: 1, contact: b.id, type: 'txt', msg });
    // Acknowledged: stored in Postgres although Redis is down.
    await a1.next(isMessage(msg), 10_000);
  }

  redis = await startRedis(redisPort);
  await waitReady([port1, port2]);
  // Re-subscription follows readiness by a round trip; a probe message tells when B's channel is back.
  let delivered = false;
  for (let i = 0; i < 50 && !delivered; i++) {
    a1.send({ opt: 1, contact: b.id, type: 'txt', msg: `after ${i}` });
    await a1.next(isMessage(`after ${i}`));
    delivered = await b1.next(isMessage(`after ${i}`), 300).then(
      () => true,
      () => false,
    );
  }
  expect(delivered).toBe(true);

  b1.send({ opt: 3, contact: a.id });
  const page = await b1.next((f) => f.opt === 3);
  const contents: string[] = page.data.list.map((m: { content: string }) => m.content);
  expect(contents.slice(0, 3)).toEqual(['before', 'during 1', 'during 2']);
  expect(contents[3]).toBe('after 0');
  b1.send({ opt: 100, uid: b.id });
  const contacts = await b1.next((f) => f.opt === 0);
  expect(contacts.data.total).toBe(contents.length);
  a1.close();
  b1.close();
}, 60_000);
