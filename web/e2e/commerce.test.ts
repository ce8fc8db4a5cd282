/**
 * Money on the phone (issue 7: recharge and upgrade through the sandbox; send a gift). The sandbox
 * card processor charges any valid card at once (pay type 4, "Card (direct)").
 * The gift scenario spends what the recharge scenario put on bob's balance: keep their order.
 */
import type { Page } from 'playwright-core';
import { e2eSuite, field } from './support/harness';

const e2e = e2eSuite();

async function payByCard(page: Page, amount: string) {
  const form = page.getByRole('form', { name: 'Payment details' });
  await form.getByRole('radio', { name: 'Card (direct)' }).check();
  await field(page, 'First name').fill('Bob');
  await field(page, 'Last name').fill('Tester');
  await field(page, 'Email').fill('bob@example.com');
  await field(page, 'Phone').fill('+852 5555 1234');
  await field(page, 'Card number').fill('4242 4242 4242 4242');
  await field(page, 'Expiry (MM/YY)').fill('12/30');
  await field(page, 'CVV').fill('123');
  await field(page, 'Country').selectOption({ label: 'Hong Kong' });
  await field(page, 'State or province').fill('Kowloon');
  await field(page, 'City').fill('Hong Kong');
  await field(page, 'Address').fill('1 Nathan Road');
  await field(page, 'Zip code').fill('999077');
  await form.getByRole('button', { name: `Pay ${amount}` }).click();
}

describe('commerce', () => {
  e2e.scenario('bob recharges 800.00 credits with a card through the sandbox', async () => {
    const page = await e2e.phone();
    await e2e.signIn(page, 'bob');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mine' }).click();
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Recharge' }).click();
    await page.waitForURL('**/m/home/invest/index');
    await page.getByText('Balance: $0.00').waitFor();
    // Spec: 800.00 is chosen by default after 1 s.
    await page
      .getByRole('radio', { name: /800\.00/ })
      .and(page.locator(':checked'))
      .waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/m/home/invest/list?**');
    await page.getByText('To pay: $800.00').waitFor();

    await payByCard(page, '$800.00');
    await page.getByText('Payment successful').waitFor({ timeout: 30_000 });
    await page.getByText('Recharge success: your balance is now $800.00').waitFor();
    await page.getByRole('button', { name: 'Back to my page' }).click();
    await page.waitForURL('**/m/home/my/index');
    await page.getByText('$800.00').first().waitFor();
  });

  e2e.scenario('bob sends carol a gift from the shop and she finds it among her received gifts', async () => {
    const page = await e2e.phone();
    await e2e.signIn(page, 'bob');
    await page.goto('/m/home/my/index');
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Gifts' }).click();
    await page.waitForURL('**/m/home/gift/list');
    const gift = page.getByRole('button', { name: /^Send / }).first();
    const giftName = ((await gift.getAttribute('aria-label')) ?? '').replace(/^Send /, '');
    await gift.click();
    await page.waitForURL('**/m/home/gift/send/**');
    await field(page, 'To (username)').fill('carol');
    await page.getByRole('button', { name: /^Send/ }).last().click();
    await e2e.announced(page, 'Gift sent');

    // carol finds it among her received gifts.
    const carol = await e2e.phone();
    await e2e.signIn(carol, 'carol');
    await carol.goto('/m/home/gift/listbox');
    await carol.getByRole('heading', { name: 'Gifts received' }).waitFor();
    await carol.getByText('From bob').first().waitFor();
    await carol.getByText(giftName, { exact: true }).first().waitFor();
  });

  e2e.scenario('alice upgrades to Silver VIP through the sandbox and may then page members', async () => {
    const page = await e2e.phone();
    await e2e.signIn(page, 'alice');
    await page.goto('/m/home/my/index');
    await page
      .getByRole('navigation', { name: 'My account' })
      .getByRole('link', { name: 'Upgrade membership' })
      .click();
    await page.waitForURL('**/m/home/upgrade/index');
    // Spec: the first silver package is chosen after 1 s.
    await page.getByRole('region', { name: 'Silver VIP' }).getByRole('radio', { checked: true }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/m/home/upgrade/list?**');
    const toPay = await page.getByText(/^To pay: \$/).textContent();
    const amount = toPay!.replace('To pay: ', '');

    await payByCard(page, amount);
    await page.getByText('Payment successful').waitFor({ timeout: 30_000 });
    await page.getByText('Welcome to Silver VIP').waitFor();

    // Now a silver member: Load more pages instead of sending her to the upgrade screen.
    await page.goto('/m/home/index');
    const members = page.getByRole('tabpanel').getByRole('listitem');
    await members.nth(11).waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await members.nth(12).waitFor();
    expect(page.url()).toContain('/m/home/index');
  });
});
