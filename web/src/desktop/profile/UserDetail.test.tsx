import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders';
import { flagsFor, setAuthorities, type AuthorityLists } from '../../app/authority';
import { createI18n } from '../../app/i18n';
import { fromRecord, setSession } from '../../app/session';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { addDesktopTexts } from '../texts';
import UserDetail from './UserDetail';

let server: FetchStub;
const now = Math.floor(Date.now() / 1000);
const bob = {
  id: 9,
  username: 'bob',
  avatar: '',
  vip: 1,
  is_online: 1,
  is_like: 0,
  sex: 1,
  birthday: new Date(1990, 0, 1).getTime(),
  likecount: 4,
  signature: 'hi there',
  country: 'TW',
  backphotos: [],
};
/** Eight photos, pid 1 the oldest; the server answers them newest first. */
const album = Array.from({ length: 8 }, (_, i) => ({
  pid: 8 - i,
  img: `/media/posts/9/${8 - i}.png`,
  create_time: now - i * 3600,
  username: 'bob',
  avatar: '',
}));

function start(authority: AuthorityLists = initData.authority) {
  server = installFetchStub()
    .on('/member/index/initdata', { status: 200, data: { ...initData, authority } })
    .on('/member/index/userdetail', { status: 200, data: bob })
    .on('/member/trend/his_trend', { status: 200, data: [] })
    .on('/member/photo/his_photo', { status: 200, data: album });
  const session = fromRecord(sessionRecord({ vip: 1 }));
  setSession(session);
  setAuthorities(flagsFor(authority, session.vip));
}
afterEach(() => {
  server.restore();
  window.localStorage.clear();
});

async function renderProfile() {
  const i18n = createI18n('en');
  await addDesktopTexts(i18n, 'en');
  render(
    <MemoryRouter initialEntries={['/w/home/user/detail/9']}>
      <AppProviders i18n={i18n} theme="desktop">
        <Routes>
          <Route path="/w/home/user/detail/:id" element={<UserDetail />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

const picture = (dialog: HTMLElement) => within(dialog).getByRole('img', { name: /^bob's photo \d$/ });

it("shows the newest six of the member's photos as a gallery that opens each one large", async () => {
  start();
  await renderProfile();
  const gallery = await screen.findByRole('region', { name: 'Photos' }, { timeout: 5000 });
  const tiles = within(gallery).getAllByRole('button');
  expect(tiles).toHaveLength(6);
  expect(
    within(gallery)
      .getAllByRole('img')
      .map((img) => img.getAttribute('src')),
  ).toEqual([8, 7, 6, 5, 4, 3].map((pid) => `/media/posts/9/${pid}.png`));
  expect(screen.getByRole('link', { name: 'See all 8 photos' })).toHaveAttribute('href', '/w/home/photo/9');
  expect(server.callsTo('/member/photo/his_photo')[0].fields.userid).toBe('9');

  await userEvent.click(tiles[1]);
  const viewer = screen.getByRole('dialog', { name: 'Photo 2 of 6' });
  expect(picture(viewer)).toHaveAttribute('src', '/media/posts/9/7.png');
  expect(picture(viewer)).toHaveAccessibleName("bob's photo 2");
  await userEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
  expect(picture(screen.getByRole('dialog', { name: 'Photo 3 of 6' }))).toHaveAttribute('src', '/media/posts/9/6.png');
  await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
  await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
  await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
  // Round the start: the last of the gallery.
  expect(picture(screen.getByRole('dialog', { name: 'Photo 6 of 6' }))).toHaveAttribute('src', '/media/posts/9/3.png');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('offers the upgrade in place of the gallery without View_photo, and asks for no photos', async () => {
  const strip = (list: string[]) => list.filter((name) => name !== 'View_photo');
  start({ vip0: strip(initData.authority.vip0), vip1: strip(initData.authority.vip1), vip2: initData.authority.vip2 });
  await renderProfile();
  const upgrade = await screen.findByRole('link', { name: 'Upgrade your membership to see photos' }, { timeout: 5000 });
  expect(upgrade).toHaveAttribute('href', '/w/home/upgrade');
  expect(screen.queryByRole('region', { name: 'Photos' })).toBeNull();
  expect(server.callsTo('/member/photo/his_photo')).toHaveLength(0);
});

it('shows no gallery for a member without photos', async () => {
  start();
  server.on('/member/photo/his_photo', { status: 200, data: [] });
  await renderProfile();
  await screen.findByRole('heading', { name: 'bob' }, { timeout: 5000 });
  await waitFor(() => expect(server.callsTo('/member/photo/his_photo')).toHaveLength(1));
  expect(screen.queryByRole('heading', { name: 'Photos' })).toBeNull();
  expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();
});

it('shows the verified badge beside the name of a verified member', async () => {
  start();
  server.on('/member/index/userdetail', { status: 200, data: { ...bob, verified: 1 } });
  await renderProfile();
  const heading = await screen.findByRole('heading', { level: 1, name: /^bob/ });
  expect(within(heading).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
});

it('shows no badge for a member who is not verified', async () => {
  start();
  await renderProfile();
  const heading = await screen.findByRole('heading', { level: 1, name: 'bob' });
  expect(within(heading).queryByRole('img', { name: 'Verified' })).toBeNull();
});
