/**
 * The desktop's floating chat (issue 12): carol (gold) opens a window with bob from a member row and
 * they chat live, bob on his phone (/m); the side not looking gets the unread badge and the in-page
 * notification; at 1000 px two windows fit and the third waits in the hidden dropdown until swapped
 * in; alice (vip 0) is sent to upgrade when adding a chat, but reaches customer service.
 */
import type { Page } from 'playwright-core';
import { e2eSuite, waitUntil } from './support/harness';

const e2e = e2eSuite();

/** The floating window with `name` (its title reads the name, then online or offline). */
const windowOf = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name} (Online|Offline)$`) });

/** The open floating windows (each has one close button). */
const openWindows = (page: Page) => page.getByRole('button', { name: 'Close chat' });

async function say(page: Page, where: ReturnType<Page['getByRole']>, text: string) {
  await where.getByRole('textbox', { name: 'Message' }).fill(text);
  await where.getByRole('button', { name: 'Send', exact: true }).click();
}

describe('desktop chat windows', () => {
  e2e.scenario(
    'carol opens a window with bob from a member row; they chat live, unread and notices on the side not looking',
    async () => {
      const bob = await e2e.phone();
      await e2e.signIn(bob, 'bob');
      const carol = await e2e.desktop();
      await e2e.signInDesktop(carol, 'carol');

      await carol.goto('/w/home/member/online');
      await carol.getByRole('article', { name: 'bob' }).getByRole('button', { name: 'Chat now' }).click();
      const win = windowOf(carol, 'bob');
      await win.getByRole('log', { name: 'Messages' }).waitFor();

      const hello = `Hi bob from the desk ${Date.now().toString(36)}`;
      await say(carol, win, hello);
      await win.getByText(hello).waitFor();

      // bob, not in the chat, sees the unread badge on his Messages tab, opens the chat and replies.
      const messagesTab = bob.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
      await messagesTab.getByRole('img', { name: '1 unread' }).waitFor();
      await messagesTab.click();
      await bob.getByRole('tabpanel').getByRole('button').filter({ hasText: 'carol' }).click();
      const bobsChat = bob.getByRole('log', { name: 'Conversation with carol' });
      await bobsChat.getByText(hello).waitFor();
      const reply = `Hello carol ${Date.now().toString(36)}`;
      await bob.getByRole('textbox', { name: 'Message' }).fill(reply);
      await bob.getByRole('button', { name: 'Send', exact: true }).click();

      // carol's window is open and expanded: the reply shows there live and is not unread.
      await win.getByText(reply).waitFor();
      const chatTab = carol.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Chat/ });
      expect(await chatTab.getByRole('img').count()).toBe(0);

      // Collapsed, carol is no longer looking: the next message counts as unread and is announced.
      await win.getByRole('button', { name: 'Collapse chat' }).click();
      const again = `Still there? ${Date.now().toString(36)}`;
      await bob.getByRole('textbox', { name: 'Message' }).fill(again);
      await bob.getByRole('button', { name: 'Send', exact: true }).click();
      await chatTab.getByRole('img', { name: '1 unread' }).waitFor();
      await e2e.announced(carol, 'New message from bob');
      const panel = carol.getByRole('region', { name: 'Chat list' });
      await panel.getByRole('button', { name: /^Chats \(\d+\)/ }).click();
      await panel
        .getByRole('button')
        .filter({ hasText: 'bob' })
        .getByRole('img', { name: '1 unread message' })
        .waitFor();

      // Expanding the window reads it: both counts clear and the message is there.
      await win.getByRole('button', { name: 'Expand chat' }).click();
      await win.getByText(again).waitFor();
      await chatTab.getByRole('img').waitFor({ state: 'detached' });
      expect(await panel.getByRole('img', { name: /unread message/ }).count()).toBe(0);

      // The profile's "send message" opens the full-page chat with the whole conversation.
      await carol.goto('/w/home/member/online');
      await carol.getByRole('article', { name: 'bob' }).getByRole('link', { name: 'bob' }).click();
      await carol.getByRole('button', { name: 'Send message' }).click();
      await carol.waitForURL(/\/w\/home\/chat\?id=\d+$/);
      await carol.waitForFunction((title) => document.title === title, 'Chats - Kindred');
      const page = windowOf(carol, 'bob');
      for (const text of [hello, reply, again]) await page.getByText(text).waitFor();
      // The floating windows stay away from the full-page chat.
      expect(await openWindows(carol).count()).toBe(1);
      const last = `See you at eight ${Date.now().toString(36)}`;
      await say(carol, page, last);
      await bobsChat.getByText(last).waitFor();
    },
  );

  e2e.scenario('at 1000 px the third window goes to the hidden dropdown and can be swapped in', async () => {
    const carol = await e2e.desktop();
    await e2e.signInDesktop(carol, 'carol');
    await carol.goto('/w/home/member/latest');
    const rows = carol.getByRole('main').getByRole('article');
    await waitUntil('the latest members show', async () => (await rows.count()) >= 3);
    const names: string[] = [];
    for (let i = 0; names.length < 3; i += 1) {
      const name = (await rows.nth(i).getAttribute('aria-label')) ?? '';
      if (name && name !== 'carol') names.push(name);
    }

    const [first, second, third] = names as [string, string, string];

    // 1440 px: floor((1440 - 300) / 300) = 3 windows fit.
    for (const name of names)
      await carol.getByRole('article', { name, exact: true }).getByRole('button', { name: 'Chat now' }).click();
    await waitUntil('three windows show', async () => (await openWindows(carol).count()) === 3);
    expect(await carol.getByRole('button', { name: /more chats$/ }).count()).toBe(0);

    // 1000 px: floor(700 / 300) = 2, once resizing has paused for 300 ms; the oldest one is hidden.
    await carol.setViewportSize({ width: 1000, height: 900 });
    await waitUntil('two windows show', async () => (await openWindows(carol).count()) === 2);
    const more = carol.getByRole('button', { name: '1 more chats' });
    await more.waitFor();
    expect(await windowOf(carol, first).count()).toBe(0);

    // Swapping the hidden one in hides the least recent of the others.
    await more.click();
    await carol.getByRole('list', { name: 'Hidden chats' }).getByRole('button', { name: first }).click();
    await windowOf(carol, first).waitFor();
    await waitUntil(`${second}'s window is hidden`, async () => (await windowOf(carol, second).count()) === 0);
    expect(await openWindows(carol).count()).toBe(2);
    await windowOf(carol, third).waitFor();
  });

  e2e.scenario('alice (vip 0) is sent to upgrade when adding a chat, but reaches customer service', async () => {
    const bob = await e2e.phone();
    await e2e.signIn(bob, 'bob');
    const alice = await e2e.desktop();
    await e2e.signInDesktop(alice, 'alice');
    await alice.goto('/w/home/member/online');
    const clicked = Date.now();
    await alice.getByRole('article', { name: 'bob' }).getByRole('button', { name: 'Chat now' }).click();
    await e2e.announced(alice, 'Upgrade your membership to start chats');
    await alice.waitForURL('**/w/home/upgrade');
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1400);
    expect(await openWindows(alice).count()).toBe(0);

    // Customer service is open to everyone, from the chat list panel.
    const panel = alice.getByRole('region', { name: 'Chat list' });
    await panel.getByRole('button', { name: /^Chats \(\d+\)/ }).click();
    await panel.getByRole('button', { name: 'Customer service' }).click();
    const service = windowOf(alice, 'Customer service');
    await service.getByRole('log', { name: 'Messages' }).waitFor();
    // Pictures may go to customer service even for a free member.
    await service.getByRole('button', { name: 'Send picture' }).waitFor();
    const question = `How do I upgrade? ${Date.now().toString(36)}`;
    await say(alice, service, question);
    await service.getByText(question).waitFor();
    // The bubble shows before the chat node's batch reaches messaging; wait for the stored row.
    const stored = async () => {
      const [row] = await e2e.stack.sql<{ n: string }>(
        'SELECT count(*) AS n FROM messaging_svc.messages WHERE content = $1 AND recipient_id = 2',
        [question],
      );
      return Number(row!.n);
    };
    await waitUntil('the question is stored', async () => (await stored()) > 0);
    expect(await stored()).toBe(1);
  });
});
