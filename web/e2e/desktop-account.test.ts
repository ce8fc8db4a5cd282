/**
 * The desktop layout (issue 11), accounts and pages: / on a desktop leads to /w/login; signing up
 * leads to the approval notice; alice signs in to the top menu; the language switch persists; every
 * info page in three languages; the settings pages are kept on the server per member.
 */
import { e2eSuite, field, newUsername, PASSWORD } from './support/harness';

const e2e = e2eSuite();

const infoPages = {
  'about-us': {
    en: 'About us',
    zhcn: '关于我们',
    zhtw: '關於我們',
    fact: { en: '18 and over', zhcn: '18 岁以上', zhtw: '18 歲以上' },
  },
  'contact-us': {
    en: 'Contact us',
    zhcn: '联系我们',
    zhtw: '聯絡我們',
    fact: { en: 'within 60 days', zhcn: '60 天内', zhtw: '60 天內' },
  },
  'help-center': {
    en: 'Help center',
    zhcn: '帮助中心',
    zhtw: '幫助中心',
    fact: { en: 'do not renew automatically', zhcn: '不会自动续订', zhtw: '不會自動續訂' },
  },
  'privacy-policy': {
    en: 'Privacy policy',
    zhcn: '隐私政策',
    zhtw: '隱私政策',
    fact: { en: 'laws of Hong Kong', zhcn: '香港法律', zhtw: '香港法律' },
  },
  refund: {
    en: 'Refund and cancellation',
    zhcn: '退款与取消',
    zhtw: '退款與取消',
    fact: { en: 'more than one week', zhcn: '一周以上', zhtw: '一週以上' },
  },
  'terms-of-use': {
    en: 'Terms of use',
    zhcn: '使用条款',
    zhtw: '使用條款',
    fact: { en: 'US dollars', zhcn: '美元', zhtw: '美元' },
  },
} as const;

describe('desktop account and pages', () => {
  e2e.scenario('a desktop visitor at / lands on /w/login; signing up leads to the approval notice', async () => {
    const page = await e2e.desktop();
    await page.goto('/');
    await page.waitForURL('**/w/login');
    await page.waitForFunction((title) => document.title === title, 'Sign in - Kindred');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/w/regist');
    await page.waitForFunction((title) => document.title === title, 'Sign up - Kindred');

    const username = newUsername('wnew');
    await field(page, 'Username').fill(username);
    await field(page, 'Email').fill(`${username}@example.com`);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();

    const notice = page.getByRole('region', { name: 'Your account is under review' });
    await notice.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.goto('/w/home/member/online');
    await notice.waitFor();
    await notice.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL('**/w/login');
    await page.goto('/w/home/index');
    await page.waitForURL('**/w/login');
  });

  e2e.scenario('alice signs in, sees the top menu, and a signed-in visitor of /w/login goes home', async () => {
    const page = await e2e.desktop();
    await e2e.signInDesktop(page, 'alice');
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const tab of ['Home', 'Members', 'Chat', 'Recharge', 'Upgrade', 'Store'])
      await menu.getByRole('link', { name: new RegExp(`^${tab}`) }).waitFor();
    await expect(menu.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBe('page');
    await page.getByRole('region', { name: 'My credits' }).waitFor();
    await page.goto('/w/login');
    await page.waitForURL('**/w/home/index');
    await page.goto('/invitation/ANYCODE');
    await page.waitForURL('**/w/home/index');
  });

  e2e.scenario('every info page in three languages, and the language switch persists across reload', async () => {
    const page = await e2e.desktop();
    await page.goto('/w/info');
    await page.waitForURL('**/w/info/about-us');
    for (const lang of ['en', 'zhcn', 'zhtw'] as const) {
      if (lang !== 'en') {
        await page.goto('/w/info/about-us');
        await page.getByRole('button', { name: /^(Language|语言|語言): / }).click();
        await page.getByRole('menuitemradio', { name: lang === 'zhcn' ? '简体中文' : '繁體中文' }).click();
        // The switch applies (and is stored) before the next page load.
        await page.getByRole('article').getByRole('heading', { name: infoPages['about-us'][lang] }).waitFor();
      }
      for (const [path, texts] of Object.entries(infoPages)) {
        await page.goto(`/w/info/${path}`);
        const article = page.getByRole('article');
        await article.getByRole('heading', { name: texts[lang] }).waitFor();
        await article.getByText(texts.fact[lang]).first().waitFor();
      }
    }
    await page.reload();
    await page.getByRole('heading', { name: '使用條款' }).waitFor();
    await expect(page.evaluate(() => window.localStorage.getItem('lang'))).resolves.toBe('zhtw');
    await page.getByRole('button', { name: '語言: 繁體中文' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Terms of use' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Terms of use' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
  });

  e2e.scenario('the settings pages are saved and still there when signing in from a fresh browser', async () => {
    const page = await e2e.desktop();
    await e2e.signInDesktop(page, 'carol');
    await page.goto('/w/home/user/notification');
    await page.waitForFunction((title) => document.title === title, 'Mail notification - Kindred');
    const likes = page.getByRole('checkbox', { name: 'Someone likes my status' });
    await expect(likes.isChecked()).resolves.toBe(true);
    await expect(page.getByRole('radio', { name: /^Automatically/ }).isChecked()).resolves.toBe(true);
    await page.getByText('Someone likes my status').click();
    await expect(likes.isChecked()).resolves.toBe(false);
    await page.getByText('Never', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await e2e.announced(page, 'saved successfully');

    await page.goto('/w/home/user/general');
    const general = page.getByRole('checkbox', { name: 'Show me to other members in member lists and searches' });
    await expect(general.isChecked()).resolves.toBe(true);
    await page.getByText('Show me to other members in member lists and searches').click();
    await expect(general.isChecked()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Save' }).click();
    await e2e.announced(page, 'saved successfully');

    const other = await e2e.desktop();
    await e2e.signInDesktop(other, 'carol');
    await other.goto('/w/home/user/notification');
    await expect(other.getByRole('checkbox', { name: 'Someone likes my status' }).isChecked()).resolves.toBe(false);
    await expect(other.getByRole('checkbox', { name: 'I receive a gift' }).isChecked()).resolves.toBe(true);
    await expect(other.getByRole('radio', { name: 'Never' }).isChecked()).resolves.toBe(true);
    await other.goto('/w/home/user/general');
    await expect(
      other.getByRole('checkbox', { name: 'Show me to other members in member lists and searches' }).isChecked(),
    ).resolves.toBe(false);
  });
});
