/** Joining, signing in and out on the phone (issue 7: register -> pending notice; login as alice; sign out). */
import { e2eSuite, field, newUsername, PASSWORD } from './support/harness';

const e2e = e2eSuite();

describe('account', () => {
  e2e.scenario('a new member signs up and sees only the pending notice until approved', async () => {
    const page = await e2e.phone();
    await page.goto('/');
    await page.waitForURL('**/m/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/m/Register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();

    const username = newUsername('new');
    await field(page, 'Username').fill(username);
    await field(page, 'Email').fill(`${username}@example.com`);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('radio', { name: 'Female' }).check();
    await expect(
      page.getByRole('checkbox', { name: 'I am 18 or over and accept the terms of use' }).isChecked(),
    ).resolves.toBe(true);
    await page.getByRole('button', { name: 'Sign up' }).click();

    // Registration review is on: the shell shows the notice and nothing else (no tab bar).
    const notice = page.getByRole('region', { name: 'Your account is under review' });
    await notice.waitFor();
    await e2e.announced(page, 'Thanks for signing up: your account is under review');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);

    // It stays so after a reload and on any member address.
    await page.goto('/m/home/my/setup/index');
    await notice.waitFor();
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);

    // The one way out is the notice's sign-out link.
    await notice.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL('**/m/login');
    await page.goto('/m/home/index');
    await page.waitForURL('**/m/login');
  });

  e2e.scenario('alice signs in and lands on the member list with the tab bar', async () => {
    const page = await e2e.phone();
    await page.goto('/m/login');
    await field(page, 'Username or email').fill('alice');
    await field(page, 'Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect username or password' }).waitFor();
    expect(page.url()).toContain('/m/login');

    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/m/home/index');
    await e2e.announced(page, 'Login success');
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await expect(tabs.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBe('page');
    await page.getByRole('tab', { name: 'Recommend', selected: true }).waitFor();
    await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();

    // The session survives a reload.
    await page.reload();
    await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
    expect(page.url()).toContain('/m/home/index');
  });

  e2e.scenario('signing out asks first, revokes the token and leaves the member screens', async () => {
    const page = await e2e.phone();
    await e2e.signIn(page, 'alice');
    // The token is in the HttpOnly cookie only (docs/privacy.md, "The session token").
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    const token = (await page.context().cookies()).find((c) => c.name === 'kindred_session')?.value;
    expect(token).toBeTruthy();
    expect((await e2e.stack.post('/member/index/userinfo', {}, { token: token! })).status).toBe(200);

    await page.goto('/m/home/my/setup/index');
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out of Kindred?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/m/home/my/setup/index');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/m/login');
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('kindred_session');
    expect(await page.evaluate(() => window.localStorage.getItem('isLogin'))).toBeNull();
    expect((await e2e.stack.post('/member/index/userinfo', {}, { token: token! })).status).toBe(-401);
    await page.goto('/m/home/index');
    await page.waitForURL('**/m/login');
  });
});
