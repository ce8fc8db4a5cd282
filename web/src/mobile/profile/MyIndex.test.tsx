import { screen, waitFor, within } from '@testing-library/react';
import type { FetchStub } from '../../testing/fetchStub';
import { sessionRecord } from '../../testing/fetchStub';
import { renderMobile } from '../../testing/render';
import { signIn, signOutAfterTest } from './screenTesting';

let server: FetchStub;
afterEach(() => signOutAfterTest(server));

const deadline = Math.floor(new Date(2030, 5, 15, 12).getTime() / 1000);

it('shows the member with membership, expiry, newsfeed count and balance fresh from userinfo', async () => {
  server = signIn({ vip: 2, overduedate_2: deadline, newfeedcount: 1, amount: '1.00' });
  // The stored session is stale: the screen shows what userinfo answers now.
  server.on('/member/index/userinfo', {
    status: 200,
    data: sessionRecord({ vip: 2, overduedate_2: deadline, newfeedcount: 12, amount: '800.50', sex: 1 }),
  });
  renderMobile('/m/home/my/index');
  const header = await screen.findByRole('region', { name: 'alice' }, { timeout: 5000 });
  expect(within(header).getByText('Gold VIP')).toBeInTheDocument();
  expect(within(header).getByText('Gold VIP until 2030-06-15')).toBeInTheDocument();
  await waitFor(() => expect(within(header).getByText('$800.50')).toBeInTheDocument());
  expect(within(header).getByText('12')).toBeInTheDocument();
  expect(within(header).getByText('Newsfeed')).toBeInTheDocument();
  expect(server.callsTo('/member/index/userinfo').length).toBeGreaterThan(0);
  expect(document.title).toBe('Mine - Kindred');
});

it('shows no expiry for a free member', async () => {
  server = signIn({ vip: 0, overduedate_1: deadline });
  server.on('/member/index/userinfo', { status: 200, data: sessionRecord({ vip: 0, overduedate_1: deadline }) });
  renderMobile('/m/home/my/index');
  const header = await screen.findByRole('region', { name: 'alice' }, { timeout: 5000 });
  expect(within(header).getByText('Free member')).toBeInTheDocument();
  expect(within(header).queryByText(/until/)).toBeNull();
});

it('links to recharge, upgrade, gifts, albums, newsfeed, customer service, the safety centre and settings', async () => {
  server = signIn({ id: 7 });
  renderMobile('/m/home/my/index');
  const menu = await screen.findByRole('navigation', { name: 'My account' }, { timeout: 5000 });
  const href = (name: string) => within(menu).getByRole('link', { name }).getAttribute('href');
  expect(href('Recharge')).toBe('/m/home/invest/index');
  expect(href('Upgrade membership')).toBe('/m/home/upgrade/index');
  expect(href('Gifts')).toBe('/m/home/gift/list');
  expect(href('My albums')).toBe('/m/home/my/newsfeed/7?type=2');
  expect(href('My newsfeed')).toBe('/m/home/my/newsfeed/7?type=1');
  expect(href('Customer service')).toBe('/m/home/chat/service');
  expect(href('Safety centre')).toBe('/m/home/safety');
  expect(href('Settings')).toBe('/m/home/my/setup/index');
});
