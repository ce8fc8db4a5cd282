/** Settings (issue 7: change signature with the 30-character counter; language persists across reload). */
import { e2eSuite, field } from './support/harness';

const e2e = e2eSuite();

describe('settings', () => {
  e2e.scenario('the signature keeps to 30 characters with a live counter and is saved', async () => {
    const page = await e2e.phone();
    await e2e.signIn(page, 'carol');
    await page.goto('/m/home/my/setup/index');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('button', { name: 'Signature' }).click();
    await page.waitForURL('**/m/home/my/setup/changesignature');

    const signature = field(page, 'Signature');
    await signature.fill('Hello');
    await page.getByText('5 of 30 characters').waitFor();
    await expect(signature.inputValue()).resolves.toBe('Hello');

    // 35 characters are cut to 30; an emoji counts as one character.
    await signature.fill('a'.repeat(35));
    await page.getByText('30 of 30 characters').waitFor();
    await expect(signature.inputValue()).resolves.toBe('a'.repeat(30));
    await signature.fill('😀'.repeat(31));
    await page.getByText('30 of 30 characters').waitFor();
    await expect(signature.inputValue()).resolves.toBe('😀'.repeat(30));

    const mine = 'Coffee, hiking and jazz 🎷';
    await signature.fill(mine);
    await page.getByText('25 of 30 characters').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await e2e.announced(page, 'Saved successfully');
    await page.waitForURL('**/m/home/my/setup/index');
    await page.getByText(mine).waitFor();

    // Saved on the server: a new sign-in on another phone shows it.
    const other = await e2e.phone();
    await e2e.signIn(other, 'carol');
    await other.goto('/m/home/my/setup/index');
    await other.getByText(mine).waitFor();
  });

  e2e.scenario('the language applies at once and persists across a reload', async () => {
    const page = await e2e.phone();
    await e2e.signIn(page, 'dave');
    await page.goto('/m/home/my/setup/index');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('button', { name: 'Language' }).click();
    await page.waitForURL('**/m/home/my/setup/lang');

    const languages = page.getByRole('radiogroup', { name: 'Language' });
    await expect(languages.getByRole('radio', { name: 'English' }).isChecked()).resolves.toBe(true);
    // click, not check: the choice shows once the Simplified Chinese texts have loaded (on demand),
    // and by then the group is named in Chinese.
    await languages.getByRole('radio', { name: '简体中文' }).click();
    // The screen and the tab bar switch to Simplified Chinese.
    const chinese = page.getByRole('radiogroup', { name: '语言' });
    await chinese.getByRole('radio', { name: '简体中文', checked: true }).waitFor();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh-Hans');

    await page.reload();
    const reloaded = page.getByRole('radiogroup', { name: '语言' });
    await reloaded.waitFor();
    await expect(reloaded.getByRole('radio', { name: '简体中文' }).isChecked()).resolves.toBe(true);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).waitFor();
    await expect(page.title()).resolves.toContain('语言');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh-Hans');

    // And back to English.
    await reloaded.getByRole('radio', { name: 'English' }).click();
    await page
      .getByRole('radiogroup', { name: 'Language' })
      .getByRole('radio', { name: 'English', checked: true })
      .waitFor();
  });
});
