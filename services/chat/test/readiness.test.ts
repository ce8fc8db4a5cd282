import { createLogger } from '@kindred/kit';
import { readChatConfig, startChatNode } from '@kindred/chat';
import { startTcpFault } from '../../kit/test/tcpFault';
import { startChatStack, type ChatStack } from './harness';

let stack: ChatStack;
beforeAll(async () => {
  stack = await startChatStack();
});
afterAll(() => stack.stop());

async function until(probe: () => Promise<boolean>, ms = 10_000): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > ms) throw new Error('not in time');
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

it('fails /readyz while messaging is unreachable, keeps /healthz up, and is ready again when it returns', async () => {
  const [host, port] = stack.messagingAddr.split(':') as [string, string];
  const fault = await startTcpFault({ host, port: Number(port) });
  const node = await startChatNode(
    readChatConfig({
      ...stack.env,
      CHAT_HOST: '127.0.0.1',
      MESSAGING_ADDR: `127.0.0.1:${fault.port}`,
      USER_ADDR: stack.userAddr,
    }),
    { logger: createLogger('test', 'silent'), port: 0 },
  );
  const readyz = async () => {
    const res = await fetch(`http://127.0.0.1:${node.port}/readyz`);
    return { status: res.status, body: (await res.json()) as { status: string; down?: string[] } };
  };
  try {
    await until(async () => (await readyz()).status === 200);
    await fault.cut();
    await until(async () => (await readyz()).status === 503);
    expect((await readyz()).body).toEqual({ status: 'not_ready', down: ['messaging'] });
    expect((await fetch(`http://127.0.0.1:${node.port}/healthz`)).status).toBe(200);
    await fault.restore();
    const ms = await until(async () => (await readyz()).status === 200);
    console.log(`chat node ready again ${ms} ms after messaging became reachable`);
  } finally {
    await node.stop();
    await fault.stop();
  }
});
