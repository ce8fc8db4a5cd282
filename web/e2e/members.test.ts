/** Browsing members on /m/home/index (issue 7: browse and page members). */
import { e2eSuite, waitUntil } from './support/harness';

const e2e = e2eSuite();
const PAGE_SIZE = 12; // MEMBER_PAGE_SIZE of the user service

describe('members', () => {
  e2e.scenario('a silver member pages through the recommended members with Load more', async () => {
    const page = await e2e.phone();
    await e2e.signIn(page, 'bob');
    const members = page.getByRole('tabpanel').getByRole('listitem');
    await waitUntil(`the first page (${PAGE_SIZE}) shows`, async () => (await members.count()) === PAGE_SIZE);
    const firstPage = await members.allTextContents();

    await page.getByRole('button', { name: 'Load more' }).click();
    await waitUntil('the second page is appended', async () => (await members.count()) === 2 * PAGE_SIZE);
    const bothPages = await members.allTextContents();
    expect(bothPages.slice(0, PAGE_SIZE)).toEqual(firstPage);
    // A member appears once.
    expect(new Set(bothPages).size).toBe(bothPages.length);
    // Every card names the member with age and gender.
    for (const text of bothPages) expect(text).toMatch(/\d+ years · (Female|Male)$/);
  });

  e2e.scenario(
    'a free member sees the first page, then the upgrade notice and the upgrade screen after 1.5 s',
    async () => {
      const page = await e2e.phone();
      await e2e.signIn(page, 'alice');
      const members = page.getByRole('tabpanel').getByRole('listitem');
      await waitUntil(`the first page (${PAGE_SIZE}) shows`, async () => (await members.count()) === PAGE_SIZE);

      const clicked = Date.now();
      await page.getByRole('button', { name: 'Load more' }).click();
      await e2e.announced(page, 'Upgrade to see more members');
      await page.waitForURL('**/m/home/upgrade/index');
      // Spec: the redirect waits 1.5 s (the lower bound only: a busy machine may take longer).
      expect(Date.now() - clicked).toBeGreaterThanOrEqual(1400);
      // The upgrade screen (loaded lazily) replaces the member list.
      await page.getByRole('region', { name: 'Silver VIP' }).waitFor();
      expect(await page.getByRole('tablist', { name: 'Member lists' }).count()).toBe(0);
    },
  );

  e2e.scenario('searching members needs a VIP membership', async () => {
    const page = await e2e.phone();
    await e2e.signIn(page, 'alice');
    await page.getByRole('tab', { name: 'Search' }).click();
    await page.getByText('Searching members needs a VIP membership').waitFor();

    const silver = await e2e.phone();
    await e2e.signIn(silver, 'bob');
    await silver.getByRole('tab', { name: 'Search' }).click();
    await silver.getByRole('searchbox', { name: 'Name' }).fill('carol');
    await silver.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'carol' }).waitFor();
  });
});
