import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile, visited } from '../../testing/render';
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
  mid: 9,
  backphotos: ['/media/backgrounds/9/a.png', '/media/backgrounds/9/b.png'],
};
const trend = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  mid: 9,
  mine: 0,
  type: 1,
  content: `post ${id}`,
  img: '',
  vip: 1,
  sex: 1,
  birthday: bob.birthday,
  avatar: '',
  username: 'bob',
  create_time: now - 100,
  ...fields,
});
const photo = (pid: number, daysAgo: number) => ({
  pid,
  img: `/media/posts/9/${pid}.png`,
  create_time: now - daysAgo * 86400,
  username: 'bob',
  avatar: '',
});

function serveBob() {
  server
    .on('/member/index/userdetail', (fields) =>
      Number(fields.id) === 9
        ? { status: 200, data: bob }
        : { status: 200, data: { ...bob, id: 7, username: 'alice', backphotos: [] } },
    )
    .on('/member/trend/his_trend', { status: 200, data: [trend(1), trend(2)] })
    .on('/member/photo/his_photo', { status: 200, data: [photo(31, 0), photo(32, 3)] });
}

const firstLoad = { timeout: 5000 };
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  signOutAfterTest(server);
  jest.useRealTimers();
});

describe("another member's profile", () => {
  it('swipes through the background photos every 3000 ms', async () => {
    jest.useFakeTimers();
    server = signIn();
    serveBob();
    renderMobile('/m/home/my/newsfeed/9');
    const dots = await screen.findAllByRole('button', { name: /^Photo \d of 2$/ }, firstLoad);
    expect(dots).toHaveLength(2);
    expect(dots[0].closest('[aria-roledescription="carousel"]')).not.toBeNull();
    const current = () =>
      screen
        .getAllByRole('button', { name: /^Photo \d of 2$/ })
        .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
    expect(current()).toBe(0);
    act(() => jest.advanceTimersByTime(2999));
    expect(current()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toBe(1);
  });

  it('likes and unlikes with the count following', async () => {
    server = signIn();
    serveBob();
    let liked = 0;
    server.on('/member/like/like', () => {
      liked = 1 - liked;
      return { status: 200, msg: liked ? 'followed' : 'follow cancelled', data: { is_like: liked } };
    });
    renderMobile('/m/home/my/newsfeed/9');
    const like = await screen.findByRole('button', { name: '4 likes' }, firstLoad);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(await screen.findByRole('button', { name: '5 likes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Followed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '5 likes' }));
    expect(await screen.findByRole('button', { name: '4 likes' })).toHaveAttribute('aria-pressed', 'false');
    expect(server.callsTo('/member/like/like').map((call) => call.fields.target_id)).toEqual(['9', '9']);
  });

  it('shows the newsfeed tab by default, without delete buttons', async () => {
    server = signIn();
    serveBob();
    renderMobile('/m/home/my/newsfeed/9');
    expect(await screen.findByText('post 1', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Newsfeed' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Delete this post' })).toBeNull();
    expect(server.callsTo('/member/trend/his_trend')[0].fields).toMatchObject({ userid: '9', page: '1' });
    expect(server.callsTo('/member/trend/my_trend')).toHaveLength(0);
  });

  it('shows photos grouped by day with type=2, and no delete on them', async () => {
    server = signIn();
    serveBob();
    renderMobile('/m/home/my/newsfeed/9?type=2');
    const panel = await screen.findByRole('tabpanel', {}, firstLoad);
    const grid = await within(panel).findByRole('region', { name: 'Photos' }, firstLoad);
    expect(within(grid).getAllByRole('img')).toHaveLength(2);
    expect(grid.querySelectorAll('time')).toHaveLength(2);
    expect(within(grid).queryByRole('button', { name: /Delete photo/ })).toBeNull();
    expect(server.callsTo('/member/photo/his_photo')[0].fields.userid).toBe('9');
  });

  it('shows the personal data with type=3', async () => {
    server = signIn();
    serveBob();
    renderMobile('/m/home/my/newsfeed/9?type=3');
    expect(await screen.findByText('Taiwan', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('hi there', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Silver VIP', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByText('alice@example.com')).toBeNull();
  });

  it('switches to the photos tab', async () => {
    server = signIn();
    serveBob();
    renderMobile('/m/home/my/newsfeed/9');
    await screen.findByText('post 1', {}, firstLoad);
    await userEvent.click(screen.getByRole('tab', { name: 'Photos' }));
    expect(await within(screen.getByRole('tabpanel')).findByRole('region', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
    expect(server.callsTo('/member/photo/his_photo')).toHaveLength(1);
  });

  it('opens the gift shop for this member from the gift button', async () => {
    server = signIn();
    serveBob();
    server
      .on('/member/shop/gift', { status: 200, data: [] })
      .on('/member/shop/received_gift', { status: 200, data: [] });
    renderMobile('/m/home/my/newsfeed/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Send gift' }, firstLoad));
    expect(await screen.findByText('Choose a gift for bob')).toBeInTheDocument();
    expect(visited[visited.length - 1]).toBe('/m/home/gift/list');
  });

  it('refuses the photos without View_photo, offering the upgrade', async () => {
    server = signIn({ vip: 0 }, listsWithout('View_photo'));
    serveBob();
    renderMobile('/m/home/my/newsfeed/9?type=2');
    expect(await screen.findByText('no permission!', {}, firstLoad)).toBeInTheDocument();
    expect(server.callsTo('/member/photo/his_photo')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(visited).toContain('/m/home/upgrade/index'));
  });

  it('refuses the profile, newsfeed and personal data without View_profiles', async () => {
    server = signIn({ vip: 0 }, listsWithout('View_profiles'));
    serveBob();
    renderMobile('/m/home/my/newsfeed/9?type=3');
    expect((await screen.findAllByText('no permission!', {}, firstLoad)).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Newsfeed' }));
    expect((await screen.findAllByText('no permission!')).length).toBeGreaterThan(0);
    expect(server.callsTo('/member/index/userdetail')).toHaveLength(0);
    expect(server.callsTo('/member/trend/his_trend')).toHaveLength(0);
  });

  it('keeps a free member from starting a chat, except with customer service', async () => {
    server = signIn({ vip: 0 });
    serveBob();
    renderMobile('/m/home/my/newsfeed/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Send message' }, firstLoad));
    expect(screen.getByText('no permission!')).toBeInTheDocument();
    expect(visited.some((path) => path.startsWith('/m/home/chat'))).toBe(false);
  });

  it('reports the member with the chosen reason', async () => {
    server = signIn();
    serveBob();
    server.on('/member/reports/reports', { status: 200, msg: 'report.received', data: { merged: false } });
    renderMobile('/m/home/my/newsfeed/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }, firstLoad));
    const dialog = screen.getByRole('dialog', { name: 'Report or block bob' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Illegal content' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Thank you, your report was received')).toBeInTheDocument();
    expect(server.callsTo('/member/reports/reports')[0].fields).toMatchObject({ type: '3', userid: '9' });
    expect(server.callsTo('/member/block/block')).toHaveLength(0);
  });

  it('reports and blocks in one go, or blocks alone, saying the member is not told', async () => {
    server = signIn();
    serveBob();
    server
      .on('/member/reports/reports', { status: 200, msg: 'report.received', data: { merged: false } })
      .on('/member/block/block', { status: 200, msg: 'blocked', data: null });
    renderMobile('/m/home/my/newsfeed/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }, firstLoad));
    let dialog = screen.getByRole('dialog', { name: 'Report or block bob' });
    expect(within(dialog).getByText(/bob is not told/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also block bob' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Thank you, your report was received and bob is blocked')).toBeInTheDocument();
    expect(server.callsTo('/member/block/block')[0]!.fields).toMatchObject({ target_id: '9' });
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    dialog = screen.getByRole('dialog', { name: 'Report or block bob' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block only' }));
    expect(await screen.findByText('bob is blocked')).toBeInTheDocument();
    expect(server.callsTo('/member/reports/reports')).toHaveLength(1);
    expect(server.callsTo('/member/block/block')).toHaveLength(2);
  });
});

describe('own profile', () => {
  function serveOwn() {
    serveBob();
    server
      .on('/member/trend/my_trend', {
        status: 200,
        data: {
          data: [trend(5, { mid: 7, mine: 1, username: 'alice', content: 'my post' })],
          current_page: 1,
          last_page: 1,
          total: 1,
        },
      })
      .on('/member/photo/my_photo', { status: 200, data: [photo(41, 0)] })
      .on('/member/photo/del_photo', { status: 200, msg: 'deleted' })
      .on('/member/index/uploads', {
        status: 200,
        data: { url: '/media/posts/7/0f8fad5b-d9cb-469f-a165-70867728950e.png' },
      })
      .on('/member/photo/released', { status: 200, msg: 'saved', data: {} })
      .on('/member/backphoto/released', { status: 200, msg: 'saved', data: { id: 1, img: 'x' } });
  }
  const picture = () => new File([new Uint8Array(100)], 'me.jpg', { type: 'image/jpeg' });

  it('lists own posts from my_trend with delete', async () => {
    server = signIn({ id: 7 });
    serveOwn();
    renderMobile('/m/home/my/newsfeed/7');
    expect(await screen.findByText('my post', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete this post' })).toBeInTheDocument();
    expect(server.callsTo('/member/trend/his_trend')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /likes?$/ })).toBeNull();
  });

  it('deletes an own photo with del_photo', async () => {
    server = signIn({ id: 7 });
    serveOwn();
    renderMobile('/m/home/my/newsfeed/7?type=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete photo 1' }, firstLoad));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete photo 1' })).toBeNull());
    expect(server.callsTo('/member/photo/del_photo')[0].fields.id).toBe('41');
    expect(server.callsTo('/member/photo/my_photo')).toHaveLength(1);
  });

  it('uploads an album photo: uploads, then photo/released with the url, then the photos again', async () => {
    server = signIn({ id: 7 });
    serveOwn();
    renderMobile('/m/home/my/newsfeed/7');
    await screen.findByText('my post', {}, firstLoad);
    await userEvent.upload(screen.getByLabelText('Photo for the album'), picture());
    expect(await screen.findByText('Photo added to your album')).toBeInTheDocument();
    expect(server.callsTo('/member/index/uploads')[0].fields.file).toBe('file:me.jpg:image/jpeg:100');
    expect(server.callsTo('/member/photo/released')[0].fields.img).toBe(
      '/media/posts/7/0f8fad5b-d9cb-469f-a165-70867728950e.png',
    );
    expect(await within(screen.getByRole('tabpanel')).findByRole('region', { name: 'Photos' })).toBeInTheDocument();
  });

  it('uploads a background and shows the limit refusal', async () => {
    server = signIn({ id: 7 });
    serveOwn();
    server.on('/member/backphoto/released', { status: -1, msg: 'error.backphoto_limit' });
    renderMobile('/m/home/my/newsfeed/7');
    await screen.findByText('my post', {}, firstLoad);
    await userEvent.upload(screen.getByLabelText('Background photo'), picture());
    expect(await screen.findByText('You can have at most 10 backgrounds')).toBeInTheDocument();
    expect(server.callsTo('/member/backphoto/released')[0].fields.img).toMatch(/^\/media\/posts\/7\//);
  });

  it('shows the upload refusal code', async () => {
    server = signIn({ id: 7 });
    serveOwn();
    server.on('/member/index/uploads', {
      status: -422,
      msg: 'error.out_of_size',
      data: { errors: { file: 'outOfSize' } },
    });
    renderMobile('/m/home/my/newsfeed/7');
    await screen.findByText('my post', {}, firstLoad);
    await userEvent.upload(screen.getByLabelText('Photo for the album'), picture());
    expect(await screen.findByText('The picture is larger than 10 MB')).toBeInTheDocument();
    expect(server.callsTo('/member/photo/released')).toHaveLength(0);
  });

  it('refuses uploads without Upload_photo', async () => {
    server = signIn({ id: 7, vip: 0 }, listsWithout('Upload_photo'));
    serveOwn();
    renderMobile('/m/home/my/newsfeed/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Upload photo' }, firstLoad));
    expect(screen.getByText('no permission!')).toBeInTheDocument();
  });
});
