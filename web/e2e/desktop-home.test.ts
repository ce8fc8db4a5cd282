/**
 * The desktop layout (issue 12), home page: the coverflow wall and the hover card on a member's
 * avatar, in member rows and on newsfeed authors (500 ms; chat now for an online member, follow,
 * send gift through the overlay); the invite dialog's link, copied, opens registration with the
 * code filled in; the notices dropdown previews unread mail and notices, and opening one marks it
 * read.
 */
import { e2eSuite, field, waitUntil } from './support/harness';

const e2e = e2eSuite();

describe('desktop home', () => {
  e2e.scenario("alice hovers bob's avatar and his profile card appears after 500 ms", async () => {
    const bob = await e2e.desktop();
    await e2e.signInDesktop(bob, 'bob');
    const page = await e2e.desktop();
    await e2e.signInDesktop(page, 'alice');
    await page.getByRole('region', { name: 'Member wall' }).waitFor();

    const members = page.getByRole('region', { name: 'Members' });
    await members.getByRole('tab', { name: 'Online' }).click();
    await members.getByRole('link', { name: 'View all' }).waitFor();
    const row = members.getByRole('article', { name: 'bob' });
    const avatar = row.getByRole('img', { name: /^bob/ }).first();
    await avatar.hover();
    const hovered = Date.now();
    const card = row.getByRole('article', { name: 'bob' });
    await card.waitFor();
    expect(Date.now() - hovered).toBeGreaterThanOrEqual(450);
    await card.getByRole('button', { name: 'Chat now' }).waitFor();
    await card.getByRole('button', { name: /^(Follow|Unfollow)$/ }).waitFor();
    await card.getByRole('button', { name: 'Send gift' }).click();
    const overlay = page.getByRole('dialog', { name: 'Send a gift to bob' });
    await overlay.waitFor();
    await overlay.getByRole('button', { name: 'Close' }).first().click();
    await overlay.waitFor({ state: 'hidden' });

    // The newsfeed authors' avatars have the card too.
    const post = page.getByRole('region', { name: 'Newsfeed' }).getByRole('article', { name: 'carol' }).first();
    await post
      .getByRole('img', { name: /^carol/ })
      .first()
      .hover();
    const author = post.getByRole('article', { name: 'carol' });
    await author.waitFor();
    await author.getByRole('button', { name: 'Send gift' }).waitFor();
  });

  e2e.scenario('the invite link, copied, opens registration with the code filled in', async () => {
    const page = await e2e.desktop();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await e2e.signInDesktop(page, 'alice');
    await page.getByRole('button', { name: 'Invite friends' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite your friends' });
    const link = dialog.getByRole('textbox', { name: 'Your invitation link' });
    const url = await link.inputValue();
    expect(await link.getAttribute('readonly')).not.toBeNull();
    const code = /\/invitation\/([^/]+)$/.exec(url)?.[1];
    expect(code).toBeTruthy();
    expect(url.startsWith(await page.evaluate(() => window.location.origin))).toBe(true);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const visitor = await e2e.desktop();
    await visitor.goto(url);
    await visitor.waitForURL(`**/w/regist/${code}`);
    expect(await field(visitor, 'Invitation code').inputValue()).toBe(decodeURIComponent(code!));
  });

  e2e.scenario('the notices dropdown previews unread mail and notices; opening one marks it read', async () => {
    // carol (gold) tops up through the sandbox, then mails bob and sends him a gift.
    const token = await e2e.stack.login('carol');
    const session = await e2e.stack.post('/member/pay/generateuuid', {}, { token });
    const paid = await e2e.stack.post(
      '/member/Pay/pay',
      {
        guid: session.data.guid,
        order_type: 1,
        pay_type: 4,
        packege_id: 3,
        income: '800.00',
        card_fullName: 'Carol',
        card_lastName: 'Tester',
        card_email: 'carol@example.com',
        card_fullPhone: '+852 5555 1234',
        card_number: '4242424242424242',
        exp_month: '12',
        exp_year: String(new Date().getUTCFullYear() + 3),
        cvv: '123',
        card_country: 'HK',
        card_state: 'Kowloon',
        card_city: 'Hong Kong',
        card_address: '1 Nathan Road',
        card_ZipCode: '999077',
      },
      { token, json: true },
    );
    expect(paid.data?.type).toBe('ok');
    const mailed = await e2e.stack.post(
      '/member/email/released',
      { email: 'bob', content: 'Dinner on Friday?' },
      { token },
    );
    expect(mailed.status).toBe(200);
    const shop = await e2e.stack.post('/member/shop/gift', {}, { token });
    const giftId = shop.data[0].gift[0].id;
    const given = await e2e.stack.post(
      '/member/gift/gift_giving',
      { username: 'bob', giftid: giftId, number: 1, message: 'for you' },
      { token },
    );
    expect(given.status).toBe(200);

    const page = await e2e.desktop();
    await e2e.signInDesktop(page, 'bob');
    const bell = page.getByRole('button', { name: /^Notices, \d+ unread$/ });
    const unread = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    await bell.waitFor();
    // The mail and notice counts arrive separately: the bell may show one before the other.
    await waitUntil('the bell counts the mail and the gift', async () => (await unread()) >= 2);
    const before = await unread();
    await bell.click();
    await page
      .getByRole('menuitem', { name: /^Mail from carol/ })
      .first()
      .waitFor();
    await page
      .getByRole('menuitem', { name: /carol sent you a gift/ })
      .first()
      .click();
    await page.getByRole('button', { name: `Notices, ${before - 1} unread` }).waitFor();

    await page.getByRole('button', { name: `Notices, ${before - 1} unread` }).click();
    await page
      .getByRole('menuitem', { name: /^Mail from carol/ })
      .first()
      .click();
    await page.getByRole('button', { name: before - 2 > 0 ? `Notices, ${before - 2} unread` : 'Notices' }).waitFor();

    await page.goto('/w/home/notice');
    await page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    await page
      .getByRole('article', { name: 'carol sent you a gift' })
      .first()
      .getByText('Read', { exact: true })
      .waitFor();
  });
});
