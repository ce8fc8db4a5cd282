import { waitFor } from '@testing-library/react';
import type { FetchStub } from '../testing/fetchStub';
import { loadMemberDetail, loadMemberPage } from '../features/member/memberApi';
import { memberTrendsReader } from '../features/trend/trends';
import { preloadMobileScreen } from './firstScreens';
import { signIn, signOutAfterTest } from './profile/screenTesting';

let server: FetchStub;
const alice = {
  id: 3,
  username: 'alice',
  backphotos: ['', '/media/backgrounds/3/a.jpg', '/media/backgrounds/3/b.jpg'],
};

beforeEach(() => {
  server = signIn()
    .on('/member/index/userdetail', { status: 200, data: alice })
    .on('/member/trend/his_trend', { status: 200, data: [] })
    .on('/member/index/userlist', { status: 200, data: { data: [], user: { vip: 1 }, last_page: 1 } });
});

afterEach(() => {
  signOutAfterTest(server);
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
});

it("starts a profile's member call and posts with its chunk, and the screen's own calls take them", async () => {
  preloadMobileScreen('/m/home/my/newsfeed/3');
  expect(server.callsTo('/member/index/userdetail')).toHaveLength(1);
  expect(server.callsTo('/member/trend/his_trend')[0]?.fields).toMatchObject({ userid: '3', page: '1' });

  // The first background picture is fetched at high priority once its address is known.
  await waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull());
  const picture = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')!;
  expect(picture.getAttribute('href')).toBe('/media/backgrounds/3/a.jpg');
  expect(picture.getAttribute('fetchpriority')).toBe('high');

  await expect(loadMemberDetail(3)).resolves.toMatchObject({ data: alice });
  await memberTrendsReader(3)(1);
  expect(server.callsTo('/member/index/userdetail')).toHaveLength(1);
  expect(server.callsTo('/member/trend/his_trend')).toHaveLength(1);

  // A later visit of the same profile calls again.
  await loadMemberDetail(3);
  expect(server.callsTo('/member/index/userdetail')).toHaveLength(2);
});

it("leaves the posts to the screen on one's own page and on the other tabs", () => {
  preloadMobileScreen('/m/home/my/newsfeed/7');
  window.history.replaceState(null, '', '/m/home/my/newsfeed/3?type=2');
  preloadMobileScreen('/m/home/my/newsfeed/3');
  expect(server.callsTo('/member/index/userdetail')).toHaveLength(2);
  expect(server.callsTo('/member/trend/his_trend')).toHaveLength(0);
});

it("starts the home screen's first page of members, and nothing for a visitor's or an unknown address", async () => {
  preloadMobileScreen('/m/login');
  preloadMobileScreen('/m/home/my/newsfeed/x');
  expect(server.calls).toHaveLength(0);

  preloadMobileScreen('/m/home/index');
  expect(server.callsTo('/member/index/userlist')[0]?.fields).toMatchObject({ page: '1' });
  await loadMemberPage(1);
  expect(server.callsTo('/member/index/userlist')).toHaveLength(1);
});
