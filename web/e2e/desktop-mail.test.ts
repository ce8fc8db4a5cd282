/**
 * Mail on the desktop (issue 12): carol writes to bob from the new-mail dialog (recipient, 50
 * characters with the counter); bob finds it in his inbox (and by search), opens it in the detail
 * dialog and the unread counter drops; alice (vip 0) may not open a member's mail and is sent to
 * upgrade after 1.5 s.
 */
import type { Locator } from 'playwright-core';
import { e2eSuite } from './support/harness';

const e2e = e2eSuite();

/** The field labelled `label` inside a dialog (required labels carry a `*`). */
const fieldIn = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`));

describe('desktop mail', () => {
  e2e.scenario('carol mails bob from the new-mail dialog; bob opens it and the unread counter drops', async () => {
    const carol = await e2e.desktop();
    await e2e.signInDesktop(carol, 'carol');
    await carol.goto('/w/home/message');
    await carol.waitForFunction((title) => document.title === title, 'Mail - Kindred');
    await carol.getByRole('button', { name: 'New mail' }).click();
    const dialog = carol.getByRole('dialog', { name: 'New mail' });
    await fieldIn(dialog, 'To (username)').fill('bob');
    const text = `Dinner on Friday? ${Date.now().toString(36)}`;
    // The message is cut at 50 characters, and the counter says so.
    await fieldIn(dialog, 'Message').fill(`${text} ${'x'.repeat(60)}`);
    const kept = await fieldIn(dialog, 'Message').inputValue();
    expect([...kept]).toHaveLength(50);
    await dialog.getByText('50/50').waitFor();
    await fieldIn(dialog, 'Message').fill(text);
    await dialog.getByText(`${[...text].length}/50`).waitFor();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await e2e.announced(carol, 'Sent');
    await dialog.waitFor({ state: 'detached' });

    const bob = await e2e.desktop();
    await e2e.signInDesktop(bob, 'bob');
    await bob.goto('/w/home/message');
    // The counter shows once the inbox has loaded.
    const counter = bob.getByRole('status').filter({ hasText: /\d+ unread/ });
    await counter.waitFor();
    const before = Number((await counter.textContent())!.match(/(\d+) unread/)![1]);
    expect(before).toBeGreaterThanOrEqual(1);

    // Search narrows the inbox to carol's mail.
    await bob.getByRole('searchbox', { name: 'Search mail' }).fill(text.slice(0, 20));
    const inbox = bob.getByRole('list', { name: 'Inbox' });
    const mail = inbox.getByRole('button', { name: 'Unread mail from carol' }).filter({ hasText: text });
    await mail.waitFor();
    expect(await inbox.getByRole('listitem').count()).toBe(1);

    await mail.click();
    const detail = bob.getByRole('dialog', { name: 'From carol' });
    await detail.getByText(text).waitFor();
    await counter.filter({ hasText: `${before - 1} unread` }).waitFor();
    await detail.getByRole('button', { name: 'Close' }).first().click();
    await inbox.getByRole('button', { name: 'Mail from carol' }).filter({ hasText: text }).waitFor();

    // Read on the server: still read after a reload.
    await bob.reload();
    await bob
      .getByRole('status')
      .filter({ hasText: `${before - 1} unread` })
      .waitFor();
    const [row] = await e2e.stack.sql<{ status: number }>('SELECT status FROM messaging_svc.mails WHERE content = $1', [
      text,
    ]);
    expect(Number(row!.status)).toBe(1);
  });

  e2e.scenario('alice (vip 0) may not open a member mail and is sent to upgrade', async () => {
    const carol = await e2e.desktop();
    await e2e.signInDesktop(carol, 'carol');
    await carol.goto('/w/home/message');
    await carol.getByRole('button', { name: 'New mail' }).click();
    const dialog = carol.getByRole('dialog', { name: 'New mail' });
    await fieldIn(dialog, 'To (username)').fill('alice');
    const text = `Hello alice ${Date.now().toString(36)}`;
    await fieldIn(dialog, 'Message').fill(text);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await e2e.announced(carol, 'Sent');

    const alice = await e2e.desktop();
    await e2e.signInDesktop(alice, 'alice');
    await alice.goto('/w/home/message');
    const clicked = Date.now();
    await alice
      .getByRole('list', { name: 'Inbox' })
      .getByRole('button', { name: /mail from carol/i })
      .first()
      .click();
    await e2e.announced(alice, 'Upgrade to read mail from members');
    await alice.waitForURL('**/w/home/upgrade');
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1400);
  });
});
