import { readChatConfig, startChatNode } from '@kindred/chat';
import { createLogger } from '@kindred/kit';
import { startChatStack, TestSocket, type ChatStack } from './harness';

/** A stopping node closes its sockets over CHAT_DRAIN_MS, not in one instant. */
describe('chat node drain', () => {
  let stack: ChatStack;
  beforeAll(async () => {
    stack = await startChatStack();
  }, 60_000);
  afterAll(() => stack?.stop());

  it('closes its sockets spread over the drain window, each with 1001 going away', async () => {
    const windowMs = 1_000;
    const node = await startChatNode(readChatConfig({ ...stack.chatEnv, CHAT_DRAIN_MS: String(windowMs) }), {
      logger: createLogger('drain-test', 'silent'),
      port: 0,
    });
    const members = await Promise.all(Array.from({ length: 4 }, () => stack.member(1)));
    const sockets = await Promise.all(
      members.flatMap((m) => [
        TestSocket.join(node.port, m),
        TestSocket.join(node.port, m),
        TestSocket.join(node.port, m),
      ]),
    );
    const closedAt: number[] = [];
    for (const s of sockets) s.ws.on('close', () => closedAt.push(Date.now()));
    const started = Date.now();
    await node.stop();
    const stoppedAfter = Date.now() - started;
    for (const s of sockets) expect((await s.closedWith(2_000)).code).toBe(1001);
    const offsets = closedAt.map((t) => t - started).sort((a, b) => a - b);
    expect(offsets).toHaveLength(12);
    // Spread over the window: the last socket closes most of a window after the first, a quarter of
    // them in its first half and a quarter in its second. (The drain catches up with its schedule after
    // a stall of the event loop, so a loaded machine may close a few together; all at once fails.)
    expect(offsets.at(-1)! - offsets[0]!).toBeGreaterThanOrEqual(windowMs * 0.7);
    expect(offsets[2]!).toBeLessThan(windowMs / 2);
    expect(offsets[9]!).toBeGreaterThan(windowMs / 2);
    expect(stoppedAfter).toBeGreaterThanOrEqual(windowMs * 0.7);
  }, 30_000);
});
