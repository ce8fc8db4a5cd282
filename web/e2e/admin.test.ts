/**
 * The staff console (/admin) at 1440x900 against the real system, with members on their phones:
 * review, a report handled by suspension, a customer-service chat answered live, a gift's new price.
 */
import type { Page } from 'playwright-core';
import { e2eSuite, field, newUsername, PASSWORD } from './support/harness';

const e2e = e2eSuite();
const STAFF = { service: 'Service-Passw0rd', admin: 'Admin-Passw0rd' } as const;

async function staffSignIn(account: keyof typeof STAFF): Promise<Page> {
  const page = await e2e.desktop();
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');
  await field(page, 'Staff account').fill(account);
  await field(page, 'Password').fill(STAFF[account]);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Console' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin');
  return page;
}

/** Registers a member through the API (they wait for review) and answers their id and name. */
async function register(): Promise<{ id: number; username: string }> {
  const username = newUsername('rv');
  const answer = await e2e.stack.post('/member/index/register', {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    sex: 0,
    birthday: Date.UTC(1994, 2, 3),
    country: 'DK',
  });
  expect(answer.status).toBe(200);
  return { id: Number(answer.data.id), username };
}

describe('staff console', () => {
  e2e.scenario('staff approve a new registration in the queue and the member signs in on /m', async () => {
    const member = await register();
    const staff = await staffSignIn('service');
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Review' }).click();
    const queue = staff.getByRole('table', { name: 'Registrations under review' });
    await queue.getByRole('row').filter({ hasText: member.username }).waitFor();
    await staff.getByRole('button', { name: `Approve ${member.username}` }).click();
    await e2e.announced(staff, `Approved ${member.username}`);
    await queue.getByRole('row').filter({ hasText: member.username }).waitFor({ state: 'detached' });

    const phone = await e2e.phone();
    const scripts: string[] = [];
    phone.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await e2e.signIn(phone, member.username);
    expect(await phone.getByRole('region', { name: 'Your account is under review' }).count()).toBe(0);
    // Members never load the console's code.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /\/(AdminApp|AdminShell|Dashboard|useAdminText)-/.test(script))).toEqual([]);
  });

  e2e.scenario('staff suspend a reported member and the member’s open /m tab is signed out', async () => {
    const member = await register();
    const staffToken = await e2e.stack.login('service', STAFF.service);
    expect(
      (await e2e.stack.post('/member/admin/review', { userid: member.id, approve: 1 }, { token: staffToken })).status,
    ).toBe(200);
    const alice = await e2e.stack.login('alice');
    expect(
      (await e2e.stack.post('/member/reports/reports', { userid: member.id, type: 2 }, { token: alice })).status,
    ).toBe(200);

    const phone = await e2e.phone();
    await e2e.signIn(phone, member.username);

    const staff = await staffSignIn('service');
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
    await staff.getByRole('button', { name: `Handle ${member.username}` }).click();
    await staff.getByRole('heading', { name: member.username }).waitFor();
    await staff.getByRole('button', { name: 'Suspend', exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: `Suspend ${member.username}` });
    await field(staff, 'Note to the member').fill('Offensive messages');
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await e2e.announced(staff, 'Reports closed');

    // The member's idle tab is signed out at once (the socket closes with 4403).
    await phone.waitForURL('**/m/login');
    const again = await e2e.stack.post('/member/index/login', { account: member.username, password: PASSWORD });
    expect(again.status).not.toBe(200);
  });

  e2e.scenario('staff answer alice’s customer-service chat live, and she sees the reply on /m', async () => {
    const alice = await e2e.phone();
    await e2e.signIn(alice, 'alice');
    await alice.goto('/m/home/message');
    await alice.getByRole('tab', { name: 'Customer service' }).click();
    await alice.getByText('Chat with customer service').click();
    const aliceLog = alice.getByRole('log');
    const question = `Where is my gift? ${Date.now().toString(36)}`;
    await alice.getByRole('textbox', { name: 'Message' }).fill(question);
    await alice.getByRole('button', { name: 'Send', exact: true }).click();
    await aliceLog.getByText(question).waitFor();

    const staff = await staffSignIn('service');
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Customer service' }).click();
    await staff.getByRole('status').filter({ hasText: 'Connected as customer service' }).waitFor();
    await staff.getByRole('table', { name: 'Chats' }).getByRole('row').filter({ hasText: 'alice' }).click();
    const thread = staff.getByRole('log', { name: 'alice' });
    await thread.getByText(question).waitFor();
    const answer = `It is on its way ${Date.now().toString(36)}`;
    await staff.getByRole('textbox', { name: 'Message' }).fill(answer);
    await staff.getByRole('button', { name: 'Send', exact: true }).click();

    await aliceLog.getByText(answer).waitFor();
    // Staff see which of them wrote the reply; alice does not.
    await thread.getByText('by service').waitFor();
    expect(await aliceLog.getByText('by service').count()).toBe(0);
  });

  e2e.scenario('admin changes a gift’s price and the /m shop shows the new price', async () => {
    const admin = await staffSignIn('admin');
    await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Catalogue' }).click();
    await admin.getByRole('table').first().waitFor();
    const firstGift = admin
      .getByRole('table')
      .first()
      .getByRole('button', { name: /^Edit / })
      .first();
    const giftName = ((await firstGift.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
    await firstGift.click();
    const dialog = admin.getByRole('dialog', { name: `Edit ${giftName}` });
    await field(admin, 'Price (credits)').fill('987');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await e2e.announced(admin, 'Saved');

    const phone = await e2e.phone();
    await e2e.signIn(phone, 'alice');
    await phone.goto('/m/home/gift/list');
    await phone.getByRole('img', { name: giftName }).first().waitFor();
    await phone
      .getByText(/^987(\.00)? credits$/)
      .first()
      .waitFor();
  });
});
