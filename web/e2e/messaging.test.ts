/**
 * Chat and mail on the phone (issue 7: real-time chat between alice and bob in two browser contexts
 * with the unread badge and translation; mail to customer service).
 */
import type { Page } from 'playwright-core';
import { e2eSuite, field } from './support/harness';

const e2e = e2eSuite();

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

/** Sends `text` from the open chat's composer. */
async function say(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

describe('messaging', () => {
  e2e.scenario(
    'bob starts a chat with alice; she sees the unread badge, reads it, and her reply reaches bob live',
    async () => {
      // alice is a free member: she cannot start a chat with bob herself.
      const bob = await e2e.phone();
      await e2e.signIn(bob, 'bob');
      const alice = await e2e.phone();
      await e2e.signIn(alice, 'alice');
      await alice
        .getByRole('tabpanel')
        .getByRole('listitem')
        .filter({ has: alice.getByText('bob', { exact: true }) })
        .getByRole('link')
        .click();
      await alice.getByRole('button', { name: 'Send message' }).click();
      await e2e.announced(alice, 'no permission!');
      expect(alice.url()).toMatch(/\/m\/home\/my\/newsfeed\/\d+$/);

      // bob (silver) starts it from alice's profile.
      const bobsChat = await startChatWith(bob, 'alice');
      await bobsChat.getByText('Say hello to start the conversation').waitFor();
      const hello = `Hi alice, coffee? ${Date.now().toString(36)}`;
      await say(bob, hello);
      await bobsChat.getByText(hello).waitFor();

      // alice, on another screen, sees the badge on the Messages tab at once.
      const tabs = alice.getByRole('navigation', { name: 'Main' });
      const messagesTab = tabs.getByRole('link', { name: /^Messages/ });
      await messagesTab.getByRole('img', { name: '1 unread' }).waitFor();
      await messagesTab.click();
      await alice.waitForURL('**/m/home/message');
      const chats = alice.getByRole('tabpanel');
      const bobRow = chats.getByRole('button').filter({ hasText: 'bob' });
      await bobRow.getByText(hello).waitFor();
      await bobRow.getByRole('img', { name: '1 unread message' }).waitFor();

      // Opening the chat reads it: both badges clear.
      await bobRow.click();
      await alice.waitForURL(/\/m\/home\/chat\/index\?id=\d+$/);
      const alicesChat = alice.getByRole('log', { name: 'Conversation with bob' });
      await alicesChat.getByText(hello).waitFor();
      await messagesTab.getByRole('img').waitFor({ state: 'detached' });

      // Her reply reaches bob's open chat without a reload.
      const reply = `Sure, at five! ${Date.now().toString(36)}`;
      await say(alice, reply);
      await alicesChat.getByText(reply).waitFor();
      await bobsChat.getByText(reply).waitFor();
      // bob is in the chat, so it does not count as unread for him.
      expect(
        await bob
          .getByRole('navigation', { name: 'Main' })
          .getByRole('img', { name: /unread/ })
          .count(),
      ).toBe(0);

      // alice's chat list has nothing unread any more.
      await alice
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /^Messages/ })
        .click();
      await alice.waitForURL('**/m/home/message');
      await chats.getByRole('button').filter({ hasText: 'bob' }).getByText(reply).waitFor();
      expect(await chats.getByRole('img', { name: /unread message/ }).count()).toBe(0);
    },
  );

  e2e.scenario(
    'translation: bob (silver, no credits) is told to recharge; carol (gold) translates for free, locally or through the provider',
    async () => {
      // bob pays a credit per translation and has none.
      const bob = await e2e.phone();
      await e2e.signIn(bob, 'bob');
      await startChatWith(bob, 'carol');
      await bob.getByRole('button', { name: 'Translate' }).click();
      await bob.getByRole('textbox', { name: 'Message' }).fill('hello');
      const notice = bob
        .getByRole('alert')
        .filter({ hasText: 'You are running low on credits. Recharge or upgrade to keep translating.' });
      await notice.waitFor();
      await notice.getByRole('link', { name: 'Recharge' }).waitFor();
      // Unpaid, the translation is not shown.
      await expect(bob.getByRole('status', { name: 'Translation' }).textContent()).resolves.toBe('');

      // carol (gold) translates for free.
      const carol = await e2e.phone();
      await e2e.signIn(carol, 'carol');
      const carolsChat = await startChatWith(carol, 'bob');
      const callsBefore = e2e.translator.calls.length;
      await carol.getByRole('button', { name: 'Translate' }).click();
      await expect(carol.getByRole('button', { name: 'Translate' }).getAttribute('aria-pressed')).resolves.toBe('true');
      const target = field(carol, 'Translate into');
      // English interface: Simplified Chinese by default; English text goes to the provider.
      await expect(target.inputValue()).resolves.toBe('zh');
      await carol.getByRole('textbox', { name: 'Message' }).fill('hello');
      const translation = carol.getByRole('status', { name: 'Translation' });
      await translation.getByText('你好').waitFor();
      expect(e2e.translator.calls.slice(callsBefore)).toEqual([expect.objectContaining({ q: 'hello', target: 'zh' })]);
      // Sending sends the translation; bob receives it live.
      await carol.getByRole('button', { name: 'Send', exact: true }).click();
      await carolsChat.getByText('你好').waitFor();

      // Simplified to traditional Chinese is converted on the server (OpenCC), without the provider.
      await target.selectOption('cht');
      await carol.getByRole('textbox', { name: 'Message' }).fill('软件');
      await translation.getByText('軟體').waitFor();
      expect(e2e.translator.calls.slice(callsBefore)).toHaveLength(1);

      // bob's chat list shows carol's translated message as the latest.
      await bob
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /^Messages/ })
        .click();
      await bob.waitForURL('**/m/home/message');
      await bob.getByRole('tabpanel').getByRole('button').filter({ hasText: 'carol' }).getByText('你好').waitFor();
    },
  );

  e2e.scenario('alice writes to customer service, and the service account finds the mail in its inbox', async () => {
    const alice = await e2e.phone();
    await e2e.signIn(alice, 'alice');
    await alice
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Messages/ })
      .click();
    await alice.waitForURL('**/m/home/message');
    await alice.getByRole('tab', { name: 'Customer service' }).click();
    await alice.getByRole('button', { name: 'Write to customer service' }).click();
    await alice.waitForURL('**/m/home/email/send?to=service');
    await expect(field(alice, 'To (username)').inputValue()).resolves.toBe('service');
    const text = `My payment did not arrive ${Date.now().toString(36)}`;
    await field(alice, 'Message').fill(text);
    await alice.getByRole('button', { name: 'Send', exact: true }).click();
    await e2e.announced(alice, 'Sent');
    await alice.waitForURL('**/m/home/email/list');

    // Stored: the customer-service account reads it in its own inbox.
    const service = await e2e.phone();
    await service.goto('/m/login');
    await field(service, 'Username or email').fill('service');
    await field(service, 'Password').fill('Service-Passw0rd');
    await service.getByRole('button', { name: 'Sign in' }).click();
    await service.waitForURL('**/m/home/**');
    await service.goto('/m/home/email/list');
    await service.getByText('1 unread').waitFor();
    await service.getByRole('button', { name: 'Unread mail from alice' }).getByText(text).waitFor();
    await service.getByRole('button', { name: 'Unread mail from alice' }).click();
    await service.getByRole('dialog', { name: 'From alice' }).getByText(text).waitFor();
    // Opening marks it read.
    await service.getByText('1 unread').waitFor({ state: 'detached' });
    await service.getByRole('button', { name: 'Mail from alice' }).waitFor();
  });
});
