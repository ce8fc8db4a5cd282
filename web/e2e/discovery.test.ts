/**
 * Discovery (issue 41): a member saves about, city, interests and looking-for in the mobile settings
 * and another member reads them on the profile; on the desktop a member searches with filters and
 * opens a profile found, and a free member is offered the upgrade.
 */
import { e2eSuite, field } from './support/harness';

const e2e = e2eSuite();

describe('profile facts', () => {
  e2e.scenario('about, city, interests and looking-for saved in settings show on the profile', async () => {
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

    // Saved on the server: the form shows them again after a reload.
    await page.reload();
    await expect(field(page, 'About me').inputValue()).resolves.toBe(about);
    await expect(field(page, 'City').inputValue()).resolves.toBe('Tainan');
  });

  e2e.scenario('the desktop search finds a member by city and interest and opens her profile', async () => {
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

    // A free member (no Search_users) is offered the upgrade instead.
    const free = await e2e.desktop();
    await e2e.signInDesktop(free, 'alice');
    await free.goto('/w/home/discover');
    await free.getByRole('search', { name: 'Filters' }).getByRole('button', { name: 'Search' }).click();
    await free.getByRole('alert').getByRole('link', { name: 'Upgrade your membership to search members' }).waitFor();
  });

  e2e.scenario(
    'the mobile search finds a member of the opposite sex by city, and "show more" is not offered for one',
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
      await expect(page.getByRole('button', { name: 'Show more' }).count()).resolves.toBe(0);
      await expect(suggested.count()).resolves.toBe(0);
    },
  );
});
