/**
 * The chat list a page at a time (issue 14): carol has 130 chats more; the live connection sends the
 * first 50 and the next 50 each time she scrolls to the end of the list, on her phone (the page
 * scrolls) and in the desktop's chat panel (the list scrolls inside the panel).
 */
import type { Locator } from 'playwright-core';
import { e2eSuite, waitUntil } from './support/harness';

const e2e = e2eSuite();
const EXTRA = 130;

/** Scrolls to the list's last row until every chat shows, checking that each scroll brings one more page. */
async function scrollThrough(rows: Locator, total: number) {
  await waitUntil('the first page shows', async () => (await rows.count()) === 50);
  for (let shown = 50; shown < total;) {
    await rows.last().scrollIntoViewIfNeeded();
    const expected = Math.min(total, shown + 50);
    await waitUntil(`${expected} chats show`, async () => (await rows.count()) === expected);
    shown = expected;
  }
  await rows.filter({ hasText: `old chat ${EXTRA}` }).waitFor();
}

describe('chat list pages', () => {
  e2e.scenario(
    'carol scrolls through her chats 50 at a time on her phone and in the desktop panel',
    async () => {
      const [carol] = await e2e.stack.sql<{ id: string }>(`SELECT id FROM user_svc.accounts WHERE username = 'carol'`);
      await e2e.stack.sql(
        `INSERT INTO messaging_svc.contacts (owner_id, partner_id, unread, last_content, last_time)
       SELECT $1, 900000 + g, 0, 'old chat ' || g, $2::bigint - g * 60000 FROM generate_series(1, ${EXTRA}) g`,
        [carol!.id, Date.now() - 86_400_000],
      );
      const [{ count }] = (await e2e.stack.sql<{ count: string }>(
        `SELECT count(*) FROM messaging_svc.contacts WHERE owner_id = $1 AND visible`,
        [carol!.id],
      )) as [{ count: string }];
      const total = Number(count);

      const phone = await e2e.phone();
      await e2e.signIn(phone, 'carol');
      await phone.goto('/m/home/chat/list');
      await scrollThrough(phone.getByRole('region', { name: 'Chats' }).getByRole('listitem'), total);

      const desk = await e2e.desktop();
      await e2e.signInDesktop(desk, 'carol');
      const panel = desk.getByRole('region', { name: 'Chat list' });
      await panel.getByRole('button', { name: /^Chats \(\d+\)/ }).click();
      await scrollThrough(panel.getByRole('region', { name: 'Chats' }).getByRole('listitem'), total);
    },
    120_000,
  );
});
