/**
 * The mailbox a page at a time (issue 14): carol has 130 mails more; the inbox shows the newest 50 and
 * the next 50 each time she scrolls to its end (`before_id`), on her phone and on the desktop, until
 * the oldest shows and the list says there is no more.
 */
import type { Locator, Page } from 'playwright-core';
import { e2eSuite, waitUntil } from './support/harness';

const e2e = e2eSuite();
const EXTRA = 130;

/** Scrolls to the inbox's last mail until every mail shows, checking that each scroll brings one more page. */
async function scrollThrough(page: Page, rows: Locator, total: number) {
  await waitUntil('the first page shows', async () => (await rows.count()) === 50);
  for (let shown = 50; shown < total;) {
    await rows.last().scrollIntoViewIfNeeded();
    const expected = Math.min(total, shown + 50);
    await waitUntil(`${expected} mails show`, async () => (await rows.count()) === expected);
    shown = expected;
  }
  await rows.filter({ hasText: `old mail ${EXTRA}` }).waitFor();
  await page.getByRole('status').filter({ hasText: 'No more mail' }).waitFor();
}

describe('mailbox pages', () => {
  e2e.scenario(
    'carol scrolls through her mail 50 at a time on her phone and on the desktop',
    async () => {
      const [carol] = await e2e.stack.sql<{ id: string }>(`SELECT id FROM user_svc.accounts WHERE username = 'carol'`);
      const [bob] = await e2e.stack.sql<{ id: string }>(`SELECT id FROM user_svc.accounts WHERE username = 'bob'`);
      // The oldest (old mail 130) goes in first: the inbox is newest first by eid.
      await e2e.stack.sql(
        `INSERT INTO messaging_svc.mails (sender_id, sender_name, recipient_id, content, status, created_at)
         SELECT $1, 'bob', $2, 'old mail ' || g, 1, $3::bigint - g * 60000 FROM generate_series(${EXTRA}, 1, -1) g`,
        [bob!.id, carol!.id, Date.now() - 86_400_000],
      );
      const [{ count }] = (await e2e.stack.sql<{ count: string }>(
        `SELECT count(*) FROM messaging_svc.mails WHERE recipient_id = $1`,
        [carol!.id],
      )) as [{ count: string }];
      const total = Number(count);

      const phone = await e2e.phone();
      await e2e.signIn(phone, 'carol');
      await phone.goto('/m/home/email/list');
      await scrollThrough(phone, phone.getByRole('list', { name: 'Inbox' }).getByRole('listitem'), total);

      const desk = await e2e.desktop();
      await e2e.signInDesktop(desk, 'carol');
      await desk.goto('/w/home/message');
      await scrollThrough(desk, desk.getByRole('list', { name: 'Inbox' }).getByRole('listitem'), total);
    },
    120_000,
  );
});
