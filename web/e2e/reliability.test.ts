/**
 * What a member sends is neither lost nor doubled (issue 15, docs/reliability.md): the chat node
 * runs as a process of its own and is SIGKILLed while alice types; the web client's outbox keeps her
 * messages (pending, across a reload) and resends them, with their refs, once a node is back. A send
 * the server refuses shows as not sent, with a retry that delivers it once allowed.
 */
import type { Page } from 'playwright-core';
import { e2eSuite, waitUntil } from './support/harness';

// Blocks apply to chat at once (messaging caches block answers for 10 s by default).
const e2e = e2eSuite({ chat: 'process', env: { BLOCK_CACHE_SECONDS: '0' } });

async function memberId(name: string): Promise<{ id: number; token: string }> {
  const token = await e2e.stack.login(name);
  const answer = await e2e.stack.post('/member/index/userinfo', {}, { token });
  return { id: Number(answer.data.id), token };
}

/** From the Search tab (VIP members), opens `name`'s profile and then the chat with them. */
async function startChatWith(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Name' }).fill(name);
  await page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) })
    .getByRole('link')
    .click();
  await page.waitForURL(/\/m\/home\/my\/newsfeed\/\d+$/);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.waitForURL(/\/m\/home\/chat\/index\?id=\d+$/);
  return page.getByRole('log', { name: `Conversation with ${name}` });
}

async function say(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/** How often `text` is shown as a message in `log` (its own text node, exactly). */
const shown = (log: ReturnType<Page['getByRole']>, text: string) => log.getByText(text, { exact: true }).count();

async function storedTexts(senderId: number, texts: string[]): Promise<string[]> {
  const rows = await e2e.stack.sql<{ content: string }>(
    'SELECT content FROM messaging_svc.messages WHERE sender_id = $1 AND content = ANY($2) ORDER BY id',
    [senderId, texts],
  );
  return rows.map((row) => row.content);
}

describe('reliability', () => {
  e2e.scenario(
    'the chat node is killed while alice types two messages: both reach bob once, in order, after reconnect',
    async () => {
      const alice = await memberId('alice');
      const bobsId = (await memberId('bob')).id;
      const bob = await e2e.phone();
      await e2e.signIn(bob, 'bob');
      const bobsChat = await startChatWith(bob, 'alice');
      const hello = `Dinner tonight? ${Date.now().toString(36)}`;
      await say(bob, hello);
      await bobsChat.getByText(hello).waitFor();

      const alicesPhone = await e2e.phone();
      await e2e.signIn(alicesPhone, 'alice');
      await alicesPhone.goto(`/m/home/chat/index?id=${bobsId}`);
      const alicesChat = alicesPhone.getByRole('log', { name: 'Conversation with bob' });
      await alicesChat.getByText(hello).waitFor();

      const stamp = Date.now().toString(36);
      const first = `Yes, at eight ${stamp}`;
      const second = `Shall I book? ${stamp}`;
      // The first leaves as the node dies: stored or not, acknowledged or not, it must arrive once.
      await say(alicesPhone, first);
      await e2e.stack.chatNode!.signal('SIGKILL');
      await say(alicesPhone, second);
      await alicesChat.getByText(second).waitFor();
      await alicesChat.getByText('Sending…').first().waitFor();

      // A reload while the node is down: the outbox is in local storage and still shows what waits.
      await alicesPhone.reload();
      await alicesChat.getByText(second).waitFor();
      await alicesChat.getByText('Sending…').first().waitFor();
      expect(await storedTexts(alice.id, [second])).toEqual([]);

      await e2e.stack.chatNode!.start();
      await waitUntil(
        "both messages are in bob's view",
        async () => (await shown(bobsChat, first)) >= 1 && (await shown(bobsChat, second)) >= 1,
        45_000,
      );
      await waitUntil(
        'alice has no message waiting',
        async () => (await alicesChat.getByText('Sending…').count()) === 0,
      );
      // Once each, in order: in bob's view, in alice's, and in the database.
      expect(await shown(bobsChat, first)).toBe(1);
      expect(await shown(bobsChat, second)).toBe(1);
      const bobsText = await bobsChat.innerText();
      expect(bobsText.indexOf(first)).toBeLessThan(bobsText.indexOf(second));
      expect(await shown(alicesChat, first)).toBe(1);
      expect(await shown(alicesChat, second)).toBe(1);
      expect(await storedTexts(alice.id, [first, second])).toEqual([first, second]);
      // A reload reads the history: still once each.
      await bob.reload();
      await bobsChat.getByText(second).waitFor();
      expect(await shown(bobsChat, first)).toBe(1);
      expect(await shown(bobsChat, second)).toBe(1);
    },
    150_000,
  );

  e2e.scenario(
    'a message refused by the server (dave blocked carol) shows as not sent; retry delivers it once unblocked',
    async () => {
      const carol = await memberId('carol');
      const dave = await memberId('dave');
      const carolsPhone = await e2e.phone();
      await e2e.signIn(carolsPhone, 'carol');
      const carolsChat = await startChatWith(carolsPhone, 'dave');
      // The chat is open (dave's name loaded) before he blocks her: then his profile is refused to her.
      await carolsChat.getByText('Say hello to start the conversation').waitFor();

      expect((await e2e.stack.post('/member/block/block', { target_id: carol.id }, { token: dave.token })).status).toBe(
        200,
      );
      const text = `Are you there? ${Date.now().toString(36)}`;
      await say(carolsPhone, text);
      const failure = carolsChat.getByRole('alert');
      await failure.getByText('Not sent: This member is not available').waitFor();
      expect(await storedTexts(carol.id, [text])).toEqual([]);

      expect(
        (await e2e.stack.post('/member/block/unblock', { target_id: carol.id }, { token: dave.token })).status,
      ).toBe(200);
      await failure.getByRole('button', { name: 'Retry' }).click();
      await waitUntil('the message is delivered', async () => (await carolsChat.getByRole('alert').count()) === 0);
      await waitUntil(
        'carol has no message waiting',
        async () => (await carolsChat.getByText('Sending…').count()) === 0,
      );
      expect(await shown(carolsChat, text)).toBe(1);
      expect(await storedTexts(carol.id, [text])).toEqual([text]);

      // dave finds it once in his chat with carol.
      const davesPhone = await e2e.phone();
      await e2e.signIn(davesPhone, 'dave');
      await davesPhone.goto(`/m/home/chat/index?id=${carol.id}`);
      const davesChat = davesPhone.getByRole('log', { name: 'Conversation with carol' });
      await davesChat.getByText(text).waitFor();
      expect(await shown(davesChat, text)).toBe(1);
    },
    120_000,
  );
});
