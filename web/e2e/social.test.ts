/** Following and posting on the phone (issue 7: follow bob; post with a picture and delete it). */
import type { Page } from 'playwright-core';
import { e2eSuite, field } from './support/harness';

const e2e = e2eSuite();

/** The number on the like button ("0 likes", "1 like"). */
async function likes(page: Page): Promise<number> {
  const text = (await page.getByRole('button', { name: /^\d+ likes?$/ }).textContent()) ?? '';
  return Number(/^(\d+)/.exec(text.trim())?.[1] ?? NaN);
}

/** A 400x400 PNG drawn on a canvas in the page (the server wants pictures of 300 px and more). */
async function drawPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 400;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#f4a261';
    g.fillRect(0, 0, 400, 400);
    g.fillStyle = '#264653';
    g.beginPath();
    g.arc(200, 200, 120, 0, Math.PI * 2);
    g.fill();
    return canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
  });
  return Buffer.from(base64, 'base64');
}

describe('social', () => {
  e2e.scenario('alice opens bob from the member list and follows him; the follow survives a reload', async () => {
    // bob was active a moment ago, so he is on the first page (newest activity first) of alice's list.
    const bob = await e2e.phone();
    await e2e.signIn(bob, 'bob');

    const page = await e2e.phone();
    await e2e.signIn(page, 'alice');
    await page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.getByText('bob', { exact: true }) })
      .getByRole('link')
      .click();
    await page.waitForURL(/\/m\/home\/my\/newsfeed\/\d+$/);
    await page.getByRole('heading', { name: 'bob' }).first().waitFor();

    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await expect(follow.getAttribute('aria-pressed')).resolves.toBe('false');
    const before = await likes(page);
    expect(before).toBeGreaterThanOrEqual(0);

    await follow.click();
    await e2e.announced(page, 'Followed');
    const unfollow = page.getByRole('button', { name: 'Unfollow', exact: true });
    await expect(unfollow.getAttribute('aria-pressed')).resolves.toBe('true');
    await page
      .getByRole('button', { name: before + 1 === 1 ? '1 like' : `${before + 1} likes`, exact: true })
      .waitFor();

    // Stored on the server: a reload shows the same.
    await page.reload();
    await unfollow.waitFor();
    await expect(unfollow.getAttribute('aria-pressed')).resolves.toBe('true');
    expect(await likes(page)).toBe(before + 1);

    // And following again undoes it.
    await unfollow.click();
    await e2e.announced(page, 'Follow cancelled');
    await follow.waitFor();
    await page.getByRole('button', { name: before === 1 ? '1 like' : `${before} likes`, exact: true }).waitFor();
  });

  e2e.scenario('alice posts text with a picture, sees it first in the newsfeed, and deletes it', async () => {
    const page = await e2e.phone();
    await e2e.signIn(page, 'alice');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Newsfeed' }).click();
    await page.waitForURL('**/m/home/trend/list');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.waitForURL('**/m/home/trend/new');

    const text = `Sunset at the harbour ${Date.now().toString(36)}`;
    await field(page, 'What is on your mind?').fill(text);
    await page
      .getByLabel('Picture for the post')
      .setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: await drawPng(page) });
    await page.getByRole('img', { name: 'Picture of the post' }).waitFor();
    await page.getByRole('button', { name: 'Change the picture' }).waitFor();
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await e2e.announced(page, 'Sent');
    await page.waitForURL('**/m/home/trend/list');

    // The newest post comes first: alice's, with its text and the picture served from /media/.
    const first = page.getByRole('article').first();
    await first.getByText(text).waitFor();
    await expect(first.getAttribute('aria-label')).resolves.toBe('alice');
    const picture = first.getByRole('img', { name: 'Picture posted by alice' });
    await picture.waitFor();
    expect(new URL((await picture.getAttribute('src'))!, e2e.stack.url).pathname).toMatch(/^\/media\//);
    await page.waitForFunction(
      (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
      await picture.elementHandle(),
    );
    const size = await picture.evaluate((el) => [
      (el as HTMLImageElement).naturalWidth,
      (el as HTMLImageElement).naturalHeight,
    ]);
    expect(size[0]).toBeGreaterThan(0);
    expect(size[1]).toBeGreaterThan(0);

    // Delete it (own item), confirmed first.
    await first.getByRole('button', { name: 'Delete this post' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this post?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await e2e.announced(page, 'Deleted');
    await page.getByText(text).waitFor({ state: 'detached' });

    // Gone on the server too.
    await page.reload();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByText(text).count()).toBe(0);
  });
});
