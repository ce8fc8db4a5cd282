/**
 * "Download my data" reaches the member alone (issue 37; docs/privacy.md): the mailed link opens the
 * web app, which signs the member in if needed and downloads with the session and the single-use key;
 * a second try of the same link is refused.
 */
import type { Page } from 'playwright-core';
import { e2eSuite, field, PASSWORD, waitUntil } from './support/harness';

const e2e = e2eSuite();

const LINK = /(\/member\/data\/export\/[A-Za-z0-9_-]{43})/;

/** Asks for a copy as the member and answers the path of the link mailed once it is ready. */
async function mailedExportLink(account: string): Promise<string> {
  const [member] = await e2e.stack.sql<{ email: string }>('SELECT email FROM user_svc.accounts WHERE username = $1', [
    account,
  ]);
  const token = await e2e.stack.login(account);
  const asked = await e2e.stack.post('/member/data/export', { password: PASSWORD }, { token });
  expect(asked.status).toBe(200);
  let link = '';
  await waitUntil(`an export link reaches ${account}`, () => {
    const mail = e2e.stack.mails.find((m) => m.to.includes(member!.email) && LINK.test(m.raw.replace(/=\r?\n/g, '')));
    link = mail ? LINK.exec(mail.raw.replace(/=\r?\n/g, ''))![1]! : '';
    return link !== '';
  });
  return link;
}

async function downloadCopy(page: Page): Promise<string> {
  const section = page.getByRole('region', { name: 'Your copy from the link' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download my copy' }).click(),
  ]);
  await section.getByText('Your copy is downloading.').waitFor();
  return download.suggestedFilename();
}

describe('the export link', () => {
  e2e.scenario('on a phone signed out, the link asks for sign-in, then downloads once', async () => {
    const link = await mailedExportLink('bob');
    const phone = await e2e.phone({ lang: 'en' });
    await phone.goto(link);
    await phone.waitForURL('**/m/login');
    expect(phone.url()).not.toContain(link.split('/').pop()!);
    await field(phone, 'Username or email').fill('bob');
    await field(phone, 'Password').fill(PASSWORD);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await phone.waitForURL('**/m/home/my/setup/mydata');
    expect(await downloadCopy(phone)).toBe('kindred-my-data.zip');
    const [row] = await e2e.stack.sql<{ state: string }>(
      `SELECT e.state FROM media_svc.member_exports e JOIN user_svc.accounts a ON a.id = e.user_id
       WHERE a.username = 'bob' ORDER BY e.id DESC LIMIT 1`,
    );
    expect(row!.state).toBe('downloaded');

    // The same link again: refused, said so on the page.
    await phone.goto(link);
    await phone.waitForURL('**/m/home/my/setup/mydata');
    const section = phone.getByRole('region', { name: 'Your copy from the link' });
    await section.getByRole('button', { name: 'Download my copy' }).click();
    await section.getByText('This link has already been used.', { exact: false }).waitFor();
  });

  e2e.scenario('on a desktop signed in, the link downloads at once; another member gets nothing', async () => {
    const link = await mailedExportLink('alice');
    const other = await e2e.desktop({ lang: 'en' });
    await e2e.signInDesktop(other, 'carol');
    await other.goto(link);
    await other.waitForURL('**/w/home/user/data');
    const refused = other.getByRole('region', { name: 'Your copy from the link' });
    await refused.getByRole('button', { name: 'Download my copy' }).click();
    await refused.getByText('it belongs to another account', { exact: false }).waitFor();

    const desk = await e2e.desktop({ lang: 'en' });
    await e2e.signInDesktop(desk, 'alice');
    await desk.goto(link);
    await desk.waitForURL('**/w/home/user/data');
    expect(await downloadCopy(desk)).toBe('kindred-my-data.zip');
  });
});
