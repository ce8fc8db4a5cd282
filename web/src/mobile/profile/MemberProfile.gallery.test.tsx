import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile } from '../../testing/render';
import { listsWithout, signIn, signOutAfterTest } from './screenTesting';

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
  backphotos: ['/media/backgrounds/9/a.png'],
};
/** `count` photos, newest first as the server answers them: pid `count` is the newest. */
const album = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    pid: count - i,
    img: `/media/posts/9/${count - i}.png`,
    create_time: now - i * 3600,
    username: 'bob',
    avatar: '',
  }));

function serveBob(photos: number) {
  server
    .on('/member/index/userdetail', { status: 200, data: bob })
    .on('/member/trend/his_trend', { status: 200, data: [] })
    .on('/member/photo/his_photo', { status: 200, data: album(photos) });
}
const firstLoad = { timeout: 5000 };
const shown = (dialog: HTMLElement) => within(dialog).getByRole('img', { name: /^bob's photo \d+$/ });
afterEach(() => signOutAfterTest(server));

describe("the album on a member's profile", () => {
  it('shows the photos as a gallery under the personal data, each opening large, stepping round', async () => {
    server = signIn();
    serveBob(2);
    renderMobile('/m/home/my/newsfeed/9?type=3');
    await screen.findByText('Taiwan', {}, firstLoad);
    const gallery = await within(screen.getByRole('tabpanel')).findByRole('region', { name: 'Photos' });
    const tiles = within(gallery).getAllByRole('button');
    expect(tiles).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();

    await userEvent.click(tiles[0]);
    const viewer = screen.getByRole('dialog', { name: 'Photo 1 of 2' });
    expect(shown(viewer)).toHaveAttribute('src', '/media/posts/9/2.png');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(shown(screen.getByRole('dialog', { name: 'Photo 2 of 2' }))).toHaveAttribute('src', '/media/posts/9/1.png');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown(screen.getByRole('dialog', { name: 'Photo 1 of 2' }))).toHaveAccessibleName("bob's photo 1");
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the newest six and leads to the photos tab for the rest', async () => {
    server = signIn();
    serveBob(9);
    renderMobile('/m/home/my/newsfeed/9?type=3');
    await screen.findByText('Taiwan', {}, firstLoad);
    const gallery = await within(screen.getByRole('tabpanel')).findByRole('region', { name: 'Photos' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([9, 8, 7, 6, 5, 4].map((pid) => `/media/posts/9/${pid}.png`));
    await userEvent.click(screen.getByRole('link', { name: 'See all 9 photos' }));
    expect(await screen.findByRole('tab', { name: 'Photos', selected: true })).toBeInTheDocument();
    const all = await within(screen.getByRole('tabpanel')).findByRole('region', { name: 'Photos' });
    expect(within(all).getAllByRole('img')).toHaveLength(9);
    // On the photos tab too a photo opens in the viewer, among all nine.
    await userEvent.click(within(all).getAllByRole('button')[8]);
    expect(shown(screen.getByRole('dialog', { name: 'Photo 9 of 9' }))).toHaveAttribute('src', '/media/posts/9/1.png');
  });

  it('offers the upgrade in place of the gallery without View_photo, asking for no photos', async () => {
    server = signIn({ vip: 1 }, listsWithout('View_photo'));
    serveBob(2);
    renderMobile('/m/home/my/newsfeed/9?type=3');
    await screen.findByText('Taiwan', {}, firstLoad);
    const upgrade = screen.getByRole('link', { name: 'Upgrade your membership to see photos' });
    expect(upgrade).toHaveAttribute('href', '/m/home/upgrade/index');
    expect(within(screen.getByRole('tabpanel')).queryByRole('region', { name: 'Photos' })).toBeNull();
    expect(server.callsTo('/member/photo/his_photo')).toHaveLength(0);
  });

  it('shows the photos tab in simplified Chinese with the viewer named in it', async () => {
    server = signIn();
    serveBob(3);
    renderMobile('/m/home/my/newsfeed/9?type=2', 'zhcn');
    const grid = await within(await screen.findByRole('tabpanel', {}, firstLoad)).findByRole(
      'region',
      { name: '相册' },
      firstLoad,
    );
    await userEvent.click(within(grid).getAllByRole('button')[0]);
    const viewer = screen.getByRole('dialog', { name: '第 1 张，共 3 张' });
    expect(within(viewer).getByRole('img', { name: 'bob 的第 1 张照片' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: '下一张' })).toBeInTheDocument();
  });
});
