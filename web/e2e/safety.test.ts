/**
 * Messages that protect the recipient (issue 43, docs/safety.md), in the browser: bob's flagged message
 * is held with "Are you sure?" and goes out on retry; the recipient, on the phone (/m) and on the
 * desktop (/w), is asked "Does this message bother you?" under it and reports and blocks in one tap.
 */
import type { Page } from 'playwright-core';
import { e2eSuite } from './support/harness';

const e2e = e2eSuite();

/** From the Search tab, opens `name`'s profile and then the chat with them (/m). */
async function startChatWith(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Name' }).fill(name);
  await page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) })
    .getByRole('link')
    .click();
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.waitForURL(/\/m\/home\/chat\/index\?id=\d+$/);
  return page.getByRole('log', { name: `Conversation with ${name}` });
}

/** bob writes `text` to `name` on his phone: held by "Are you sure?", then sent anyway with Retry. */
async function sendAnyway(bob: Page, name: string, text: string) {
  const chat = await startChatWith(bob, name);
  await bob.getByRole('textbox', { name: 'Message' }).fill(text);
  await bob.getByRole('button', { name: 'Send', exact: true }).click();
  await chat.getByRole('alert').filter({ hasText: 'Are you sure?' }).waitFor();
  await chat.getByRole('button', { name: 'Retry' }).click();
  await chat.getByRole('alert').waitFor({ state: 'detached' });
  await chat.getByText(text).waitFor();
}

describe('messages that protect the recipient', () => {
  e2e.scenario('on the phone: alice is asked under bob’s flagged message and reports and blocks him', async () => {
    const bob = await e2e.phone();
    await e2e.signIn(bob, 'bob');
    const words = `you are a bitch ${Date.now().toString(36)}`;
    await sendAnyway(bob, 'alice', words);

    const alice = await e2e.phone();
    await e2e.signIn(alice, 'alice');
    await alice
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Messages/ })
      .click();
    await alice.getByRole('tabpanel').getByRole('button').filter({ hasText: 'bob' }).click();
    const chat = alice.getByRole('log', { name: 'Conversation with bob' });
    await chat.getByText(words).waitFor();
    const question = chat.getByRole('group', { name: 'Does this message bother you?' });
    await question.getByRole('button', { name: 'Report and block' }).click();
    await chat.getByRole('status').filter({ hasText: 'Reported and blocked' }).waitFor();
  });

  e2e.scenario('on the desktop: carol is asked in the chat window and reports and blocks bob', async () => {
    const bob = await e2e.phone();
    await e2e.signIn(bob, 'bob');
    const words = `kill yourself ${Date.now().toString(36)}`;
    await sendAnyway(bob, 'carol', words);

    const carol = await e2e.desktop();
    await e2e.signInDesktop(carol, 'carol');
    await carol.goto('/w/home/member/online');
    await carol.getByRole('article', { name: 'bob' }).getByRole('button', { name: 'Chat now' }).click();
    const win = carol.getByRole('region', { name: /^bob (Online|Offline)$/ });
    const log = win.getByRole('log', { name: 'Messages' });
    await log.getByText(words).waitFor();
    await log
      .getByRole('group', { name: 'Does this message bother you?' })
      .getByRole('button', { name: 'Report and block' })
      .click();
    await log.getByRole('status').filter({ hasText: 'Reported and blocked' }).waitFor();
  });
});
