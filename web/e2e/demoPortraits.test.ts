/**
 * The demo that looks like a dating site (issue 41): with the demo seed's portraits on, the desktop
 * home's coverflow shows the suggested members' avatar pictures, served from /media, and the mobile
 * Recommend tab shows the suggested members above its list. A handful of generated members keeps the
 * stack's start fast.
 */
import { e2eSuite, waitUntil } from './support/harness';

const e2e = e2eSuite({ env: { DEMO_SEED_PHOTOS: 'on', DEMO_SEED_MEMBERS: '6' } });

describe('demo portraits', () => {
  beforeAll(async () => {
    // Media draws the portraits after it starts answering: wait for all of them (each has an avatar).
    const members = 4 + 6;
    await waitUntil(
      'the demo portraits are drawn',
      async () => (await e2e.stack.sql("SELECT 1 FROM media_svc.objects WHERE kind = 'avatar'")).length === members,
      60_000,
    );
  }, 90_000);

  e2e.scenario('the desktop coverflow shows the suggested members with their avatar pictures', async () => {
    const page = await e2e.desktop();
    await e2e.signInDesktop(page, 'alice');
    const wall = page.getByRole('region', { name: 'Member wall' });
    await wall.waitFor();
    const covers = wall.locator('li img');
    await waitUntil('the covers show pictures', async () => (await covers.count()) >= 3);
    const pictures = await covers.evaluateAll((images) =>
      (images as HTMLImageElement[]).map((img) => ({
        src: img.getAttribute('src') ?? '',
        loaded: img.complete && img.naturalWidth > 0,
      })),
    );
    expect(pictures.every((p) => /^\/media\/avatars\/\d+\/[\w-]+\.png$/.test(p.src))).toBe(true);
    await waitUntil(
      'every cover picture loads',
      async () =>
        await covers.evaluateAll((images) =>
          (images as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0),
        ),
    );
    // Alice is suggested men: bob and dave are among the covers, and the middle one opens a profile.
    const names = await wall.getByRole('button').allTextContents();
    expect(names.some((name) => name.includes('bob'))).toBe(true);
    await wall.locator('button[aria-current="true"]').click();
    await page.waitForURL(/\/w\/home\/user\/detail\/\d+$/);
    await e2e.snap(page, 'profile from the coverflow');
  });

  e2e.scenario('the mobile Recommend tab shows suggested members with their pictures', async () => {
    const page = await e2e.phone();
    await e2e.signIn(page, 'alice');
    const strip = page.getByRole('region', { name: 'Suggested for you' });
    await strip.waitFor();
    const bob = strip.getByRole('link', { name: /^bob/ });
    await bob.waitFor();
    expect(await bob.locator('img').getAttribute('src')).toMatch(/^\/media\/avatars\//);
    await bob.click();
    await page.waitForURL(/\/m\/home\/my\/newsfeed\/\d+$/);
  });
});
