/**
 * Discovery (issue 41): a member saves about, city, interests and looking-for in the mobile settings,
 * and another in the desktop settings, and other members read them on the profile in each layout, with
 * the album as a gallery whose photos open large; on the desktop a member searches with filters and
 * opens a profile found, a free member is offered the upgrade, and the filter panel stays in view while
 * the results scroll; in both layouts the members found show a page at a time, the page chosen by
 * number from the top of the results.
 */
import type { Locator, Page } from 'playwright-core';
import { e2eSuite, field, waitUntil } from './support/harness';

const e2e = e2eSuite();

/** The results' top is at the top of the window (a page chosen is read from there). */
async function resultsAtTop(page: Page) {
  const results = page.getByRole('region', { name: /members found$/ });
  await waitUntil('the results start at the top of the window', async () => {
    const box = await results.boundingBox();
    // Within a pixel: the top may sit a fraction of a pixel above the window's edge.
    return box !== null && Math.abs(box.y) < 1;
  });
}

/**
 * Chooses page 2 of the members found (`rows`, one a member) from the page numbers under them: page 2
 * replaces page 1, read from its top.
 */
async function choosePage2(page: Page, rows: Locator) {
  const first = await rows.first().textContent();
  const pages = page.getByRole('navigation', { name: 'Pages of members found' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await pages.locator('[aria-current="page"]').filter({ hasText: '2' }).waitFor();
  await waitUntil('page 2 replaces page 1', async () => (await rows.first().textContent()) !== first);
  await expect(rows.count()).resolves.toBeLessThanOrEqual(20);
  await resultsAtTop(page);
}

/** Every picture in `where` has loaded (complete, with a width): none is a broken image. */
const allLoaded = (where: Locator) =>
  where
    .locator('img')
    .evaluateAll((images) => (images as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0));

/**
 * The gallery of `name`'s album on the profile shown, in `where` (the demo seed gives the named members
 * three approved photos): its pictures load, the second opens large in the viewer, which steps to the
 * third. (On /m the profile header's background carousel is a region named Photos too.)
 */
async function seeGallery(page: Page, where: Locator, name: string) {
  const gallery = where.getByRole('region', { name: 'Photos', exact: true });
  await gallery.getByRole('img').nth(2).waitFor();
  await expect(gallery.getByRole('img').count()).resolves.toBe(3);
  await waitUntil(`${name}'s photos load`, () => allLoaded(gallery));
  await gallery.getByRole('button').nth(1).click();
  const viewer = page.getByRole('dialog', { name: 'Photo 2 of 3' });
  await viewer.getByRole('img', { name: `${name}'s photo 2` }).waitFor();
  await waitUntil('the photo opened loads', () => allLoaded(viewer));
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await page
    .getByRole('dialog', { name: 'Photo 3 of 3' })
    .getByRole('img', { name: `${name}'s photo 3` })
    .waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('profile facts', () => {
  e2e.scenario(
    'about, city, interests and looking-for saved in settings show on the profile',
    async () => {
      const page = await e2e.phone();
      await e2e.signIn(page, 'carol');
      await page.goto('/m/home/my/setup/index');
      await page.getByRole('navigation', { name: 'Settings' }).getByRole('button', { name: 'About me' }).click();
      await page.waitForURL('**/m/home/my/setup/about');
      // Nothing written about herself yet: the hint asks for it.
      await page.getByRole('note', { name: 'Complete your profile' }).waitFor();

      const about = 'Weekend hiker, weekday coffee snob.';
      await field(page, 'About me').fill(about);
      await field(page, 'City').fill('Tainan');
      await field(page, 'Looking for').selectOption({ label: 'Dating' });
      const hiking = page.getByRole('button', { name: 'Hiking' });
      await hiking.click();
      await expect(hiking.getAttribute('aria-pressed')).resolves.toBe('true');
      await field(page, 'Other interests').fill('jazz');
      await page.getByRole('button', { name: 'Save' }).click();
      await e2e.announced(page, 'Your profile is saved');

      const [carol] = await e2e.stack.sql<{ id: string }>(`SELECT id FROM user_svc.accounts WHERE username = 'carol'`);
      const other = await e2e.phone();
      await e2e.signIn(other, 'dave');
      await other.goto(`/m/home/my/newsfeed/${carol!.id}?type=3`);
      const facts = other.getByRole('definition');
      await facts.filter({ hasText: about }).waitFor();
      await facts.filter({ hasText: 'Tainan' }).waitFor();
      await facts.filter({ hasText: 'Dating' }).waitFor();
      await facts.filter({ hasText: 'Hiking, jazz' }).waitFor();
      await seeGallery(other, other.getByRole('tabpanel'), 'carol');

      // Saved on the server: the form shows them again after a reload.
      await page.reload();
      await expect(field(page, 'About me').inputValue()).resolves.toBe(about);
      await expect(field(page, 'City').inputValue()).resolves.toBe('Tainan');
    },
    120_000,
  );

  e2e.scenario(
    'the desktop search finds a member by city and interest and opens her profile',
    async () => {
      await e2e.stack.sql(
        `UPDATE user_svc.accounts SET city = 'Kaohsiung', interests = '{yoga,tea}', about = 'Tea first, then yoga.'
       WHERE username = 'alice'`,
      );
      const page = await e2e.desktop();
      await e2e.signInDesktop(page, 'bob');
      await page.goto('/w/home/discover');
      const filters = page.getByRole('search', { name: 'Filters' });
      await field(page, 'City').fill('Kaohsiung');
      await filters.getByRole('button', { name: 'Yoga' }).click();
      await filters.getByRole('button', { name: 'Search' }).click();
      await page.getByText('1 member found').waitFor();
      await page.getByRole('article', { name: 'alice' }).getByRole('link', { name: 'alice' }).click();
      await page.waitForURL(/\/w\/home\/user\/detail\/\d+$/);
      await page.getByRole('definition').filter({ hasText: 'Tea first, then yoga.' }).waitFor();
      await page.getByRole('definition').filter({ hasText: 'Yoga, Tea' }).waitFor();
      await seeGallery(page, page.getByRole('main'), 'alice');

      // A free member (no Search_users) is offered the upgrade instead.
      const free = await e2e.desktop();
      await e2e.signInDesktop(free, 'alice');
      await free.goto('/w/home/discover');
      await free.getByRole('search', { name: 'Filters' }).getByRole('button', { name: 'Search' }).click();
      await free.getByRole('alert').getByRole('link', { name: 'Upgrade your membership to search members' }).waitFor();
    },
    120_000,
  );

  e2e.scenario(
    'the mobile search finds a member of the opposite sex by city, and no page numbers are offered for one',
    async () => {
      await e2e.stack.sql(
        `UPDATE user_svc.accounts SET city = 'Hsinchu', interests = '{cycling}' WHERE username = 'dave'`,
      );
      const page = await e2e.phone();
      await e2e.signIn(page, 'carol');
      await page.goto('/m/home/index');
      await page.getByRole('tab', { name: 'Search' }).click();
      await page.getByRole('link', { name: /Search with filters/ }).click();
      await page.waitForURL('**/m/home/discover');
      // Before a search: the members suggested to her (the opposite sex, best score first).
      const suggested = page.getByRole('region', { name: 'Suggested for you' });
      await suggested.getByRole('link').first().waitFor();
      await field(page, 'City').fill('hsinchu');
      await page.getByRole('search', { name: 'Filters' }).getByRole('button', { name: 'Cycling' }).click();
      await page.getByRole('search', { name: 'Filters' }).getByRole('button', { name: 'Search' }).click();
      await page.getByText('1 member found').waitFor();
      await page.getByRole('link', { name: /dave/ }).waitFor();
      await expect(page.getByRole('navigation', { name: 'Pages of members found' }).count()).resolves.toBe(0);
      await expect(suggested.count()).resolves.toBe(0);
    },
  );

  e2e.scenario(
    'about, city, interests and looking-for saved in the desktop settings show on the desktop profile',
    async () => {
      const page = await e2e.desktop();
      await e2e.signInDesktop(page, 'bob');
      await page.goto('/w/home/user/edit');
      const card = page.getByRole('region', { name: 'About me' });
      const inCard = (label: string) => card.getByLabel(new RegExp(`^${label}\\*?$`));
      const about = 'Sunday painter, Monday regret.';
      await inCard('About me').fill(about);
      await inCard('City').fill('Taichung');
      await inCard('Looking for').selectOption({ label: 'Friendship' });
      await card.getByRole('button', { name: 'Photography' }).click();
      await inCard('Other interests').fill('chess');
      await card.getByRole('button', { name: 'Save' }).click();
      await e2e.announced(page, 'Your profile is saved');

      const [bob] = await e2e.stack.sql<{ id: string }>(`SELECT id FROM user_svc.accounts WHERE username = 'bob'`);
      const other = await e2e.desktop();
      await e2e.signInDesktop(other, 'alice');
      await other.goto(`/w/home/user/detail/${bob!.id}`);
      const facts = other.getByRole('definition');
      await facts.filter({ hasText: about }).waitFor();
      await facts.filter({ hasText: 'Taichung' }).waitFor();
      await facts.filter({ hasText: 'Friendship' }).waitFor();
      await facts.filter({ hasText: 'Photography, chess' }).waitFor();

      // Saved on the server: the form shows them again in a fresh page.
      await page.reload();
      await expect(inCard('About me').inputValue()).resolves.toBe(about);
      await expect(inCard('City').inputValue()).resolves.toBe('Taichung');
      await expect(card.getByRole('button', { name: 'Photography' }).getAttribute('aria-pressed')).resolves.toBe(
        'true',
      );
    },
    120_000,
  );

  e2e.scenario('the desktop filter panel and saved searches stay in view while the results scroll', async () => {
    const page = await e2e.desktop();
    await e2e.signInDesktop(page, 'carol');
    await page.goto('/w/home/discover');
    const filters = page.getByRole('search', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('navigation', { name: 'Pages of members found' }).waitFor();
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(height).toBeGreaterThan(300);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await waitUntil('the page scrolled to the end', () => page.evaluate(() => window.scrollY > 300));
    const box = await filters.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(100);
    // The saved searches under the panel: the side column scrolls to them, the page stays where it is.
    const scrolled = await page.evaluate(() => window.scrollY);
    const save = page.getByRole('button', { name: 'Save these filters' });
    await save.scrollIntoViewIfNeeded();
    const saveBox = await save.boundingBox();
    expect(saveBox!.y).toBeGreaterThanOrEqual(0);
    expect(saveBox!.y + saveBox!.height).toBeLessThanOrEqual(900);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(scrolled);

    await choosePage2(page, page.getByRole('main').getByRole('article'));
  });

  e2e.scenario('the mobile search shows the members found a page at a time, the page chosen from the top', async () => {
    const page = await e2e.phone();
    await e2e.signIn(page, 'carol');
    await page.goto('/m/home/discover');
    await page.getByRole('search', { name: 'Filters' }).getByRole('button', { name: 'Search' }).click();
    const rows = page.getByRole('region', { name: /members found$/ }).getByRole('link');
    await rows.first().waitFor();
    await expect(rows.count()).resolves.toBe(20);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await choosePage2(page, rows);
  });
});
