/**
 * Remember me keeps no password in the browser, and a member signs another browser out from the
 * sessions screen (issue 21; docs/member-settings.md).
 */
import { e2eSuite, field, PASSWORD } from './support/harness';

const e2e = e2eSuite();

describe('remember me and signed-in devices', () => {
  e2e.scenario('a remembered sign-in stores no password, and removes one an earlier version left', async () => {
    const page = await e2e.phone({ lang: 'en' });
    await page.goto('/m/login');
    await page.evaluate(() => window.localStorage.setItem('password', 'left-by-an-old-version'));
    await page.reload();
    await field(page, 'Username or email').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('password'))).toBeNull();

    await field(page, 'Username or email').fill('alice');
    await field(page, 'Password').fill(PASSWORD);
    expect(await field(page, 'Password').getAttribute('autocomplete')).toBe('current-password');
    await page.getByText('Remember me', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Remember me' }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/m/home/index');

    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    expect(stored.account).toBe('alice');
    expect(Object.keys(stored)).not.toContain('password');
    expect(Object.values(stored).some((value) => value.includes(PASSWORD))).toBe(false);
    const [session] = await e2e.stack.sql<{ remembered: boolean; days: number }>(
      `SELECT remembered, extract(epoch FROM expires_at - now()) / 86400 AS days FROM user_svc.sessions s
       JOIN user_svc.accounts a ON a.id = s.user_id WHERE a.username = 'alice' ORDER BY s.id DESC LIMIT 1`,
    );
    expect(session!.remembered).toBe(true);
    expect(Number(session!.days)).toBeGreaterThan(29);

    // Back on the sign-in screen the account name is filled in, the password is not.
    // Signed out in this browser (the session cookie and the kept member fields gone), not on the server.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.removeItem('isLogin'));
    await page.goto('/m/login');
    await expect(field(page, 'Username or email').inputValue()).resolves.toBe('alice');
    await expect(field(page, 'Password').inputValue()).resolves.toBe('');
  });

  e2e.scenario('bob signs his phone out from the desktop sessions screen', async () => {
    const phone = await e2e.phone({ lang: 'en' });
    await e2e.signIn(phone, 'bob');
    const desk = await e2e.desktop({ lang: 'en' });
    await e2e.signInDesktop(desk, 'bob');

    await desk.goto('/w/home/user/sessions');
    const list = desk.getByRole('list', { name: 'Signed-in devices' });
    await list.getByText('This device').waitFor();
    await list
      .getByText(/Mobile Safari 17 · iOS 17\.5 · Phone/)
      .first()
      .waitFor();
    await list
      .getByRole('button', { name: /^Sign out: Mobile Safari 17/ })
      .first()
      .click();
    await e2e.announced(desk, 'Signed out');

    // The phone's next call is refused: it is back on the sign-in screen.
    await phone.goto('/m/home/my/setup/index');
    await phone.waitForURL('**/m/login');
    // The desktop is still signed in.
    await desk.reload();
    await list.getByText('This device').waitFor();
    expect(desk.url()).toContain('/w/home/user/sessions');
  });

  e2e.scenario('the phone shows the privacy controls and saves them', async () => {
    const page = await e2e.phone({ lang: 'en' });
    await e2e.signIn(page, 'carol');
    await page.goto('/m/home/my/setup/index');
    await page.getByRole('button', { name: 'Privacy' }).click();
    await page.waitForURL('**/m/home/my/setup/privacy');
    await page.getByText('Hide my online status and last-active time', { exact: true }).click();
    await expect(
      page.getByRole('checkbox', { name: 'Hide my online status and last-active time' }).isChecked(),
    ).resolves.toBe(true);
    await page.getByText('Only members I follow', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Only members I follow' }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await e2e.announced(page, 'Privacy settings saved');
    const [row] = await e2e.stack.sql<{ hide_online: boolean; chat_from: string }>(
      `SELECT hide_online, chat_from FROM user_svc.member_settings s JOIN user_svc.accounts a ON a.id = s.user_id
       WHERE a.username = 'carol'`,
    );
    expect(row).toEqual({ hide_online: true, chat_from: 'following' });
  });
});
