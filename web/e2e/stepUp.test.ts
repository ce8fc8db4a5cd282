/**
 * Step-up for what takes an account (issue 37; docs/privacy.md): the email moves only with the
 * password and the new address's consent, and the old address's "this wasn't me" puts it back and
 * signs every session out.
 */
import type { Page } from 'playwright-core';
import { e2eSuite, field, PASSWORD, waitUntil } from './support/harness';

const e2e = e2eSuite();

/** The path and query of the newest email-change link of this kind mailed to `to`. */
async function mailedLink(to: string, kind: 'confirm' | 'revert'): Promise<string> {
  const pattern = new RegExp(`(/member/account/email/${kind}\\?code=[\\w%-]+)`);
  const text = (raw: string) =>
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  let link = '';
  await waitUntil(`a ${kind} mail reaches ${to}`, () => {
    const mail = [...e2e.stack.mails].reverse().find((m) => m.to.includes(to) && pattern.test(text(m.raw)));
    link = mail ? pattern.exec(text(mail.raw))![1]! : '';
    return link !== '';
  });
  return link;
}

async function followLink(page: Page, link: string, button: string, done: string) {
  await page.goto(link);
  await page.getByRole('button', { name: button }).click();
  await page.getByText(done).waitFor();
}

describe('the email change', () => {
  e2e.scenario('dave moves his email from the desktop; his old address undoes it and signs him out', async () => {
    const desk = await e2e.desktop({ lang: 'en' });
    await e2e.signInDesktop(desk, 'dave');
    await desk.goto('/w/home/user/edit');
    const form = desk.getByRole('form', { name: 'Email address' });
    await desk.getByText('Your address now: dave@kindred.dev').waitFor();
    await field(desk, 'New email address').fill('dave.new@example.com');
    await field(desk, 'Your password').fill('not-his');
    await form.getByRole('button', { name: 'Change my email' }).click();
    await form.getByText('The password is not correct').waitFor();
    await field(desk, 'Your password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change my email' }).click();
    await e2e.announced(desk, 'a link is on its way');

    const mailbox = await e2e.desktop({ lang: 'en' });
    await followLink(
      mailbox,
      await mailedLink('dave.new@example.com', 'confirm'),
      'Confirm my new address',
      'Your new address is saved.',
    );
    const [moved] = await e2e.stack.sql<{ email: string }>(
      `SELECT email FROM user_svc.accounts WHERE username = 'dave'`,
    );
    expect(moved!.email).toBe('dave.new@example.com');

    // The owner reads the old address's mail in a browser set to traditional Chinese.
    // The link's page is the edge's, outside the app: it speaks the browser's language (Accept-Language).
    const taiwan = await mailbox.context().browser()!.newContext({ locale: 'zh-TW', baseURL: e2e.stack.url });
    const phone = await taiwan.newPage();
    await followLink(
      phone,
      await mailedLink('dave@kindred.dev', 'revert'),
      '不是我本人：撤銷變更',
      '原地址已恢復，所有工作階段均已登出。',
    );
    await taiwan.close();
    const [back] = await e2e.stack.sql<{ email: string }>(
      `SELECT email FROM user_svc.accounts WHERE username = 'dave'`,
    );
    expect(back!.email).toBe('dave@kindred.dev');
    // The desktop session ended with the others: the next call signs it out.
    await desk.goto('/w/home/user/edit');
    await desk.waitForURL('**/w/login**');
  });

  e2e.scenario('the phone asks for the password before an export', async () => {
    const phone = await e2e.phone({ lang: 'en' });
    await e2e.signIn(phone, 'carol');
    await phone.goto('/m/home/my/setup/mydata');
    const form = phone.getByRole('form', { name: 'Download my data' });
    await form.getByRole('button', { name: 'Prepare my copy' }).click();
    await form.getByText('Please enter Your password').waitFor();
    await form.getByLabel(/^Your password, to prove it is you/).fill(PASSWORD);
    await form.getByRole('button', { name: 'Prepare my copy' }).click();
    await e2e.announced(phone, 'We are preparing your copy.');
  });
});
