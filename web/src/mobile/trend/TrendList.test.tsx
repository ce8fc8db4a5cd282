import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile, visited } from '../../testing/render';
import { getSession } from '../../app/session';
import { signIn, signOutAfterTest } from '../profile/screenTesting';

let server: FetchStub;
const now = Math.floor(Date.now() / 1000);
const item = (id: number, fields: Record<string, unknown>) => ({
  id,
  mid: 20 + id,
  mine: 0,
  type: 1,
  content: '',
  img: '',
  vip: 0,
  sex: 1,
  birthday: new Date(1990, 0, 1).getTime(),
  avatar: '',
  username: `member${id}`,
  create_time: now - 60,
  ...fields,
});

function serveFeed(pages: Record<number, ReturnType<typeof item>[]>) {
  server.on('/member/trend/trend', (fields) => {
    const page = Number(fields.page);
    return {
      status: 200,
      data: { data: pages[page] ?? [], current_page: page, last_page: Object.keys(pages).length, total: 0 },
    };
  });
}

beforeEach(() => {
  server = signIn({ id: 7, newfeedcount: 3 });
});
afterEach(() => signOutAfterTest(server));

it('shows joined, text and avatar items with the wording of the author gender', async () => {
  serveFeed({
    1: [
      item(1, { type: 0, sex: 0, username: 'joan' }),
      item(2, { type: 1, content: 'Hello from Taipei', username: 'ken' }),
      item(3, { type: 2, sex: 1, img: '/media/posts/3/a.png', username: 'max' }),
    ],
  });
  renderMobile('/m/home/trend/list');
  // The first render also compiles the lazily loaded screen: give it longer.
  const joan = await screen.findByRole('article', { name: 'joan' }, { timeout: 5000 });
  expect(within(joan).getByText('She joined Kindred')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'ken' })).getByText('Hello from Taipei')).toBeInTheDocument();
  const max = screen.getByRole('article', { name: 'max' });
  expect(within(max).getByText('He changed his profile picture')).toBeInTheDocument();
  expect(within(max).getByRole('img', { name: 'Picture posted by max' })).toHaveAttribute(
    'src',
    '/media/posts/3/a.png',
  );
  expect(within(joan).getByRole('link', { name: 'joan' })).toHaveAttribute('href', '/m/home/my/newsfeed/21');
  expect(document.title).toBe('Newsfeed - Kindred');
});

it('offers delete only on own items and removes the item after /member/trend/del', async () => {
  serveFeed({
    1: [
      item(1, { mine: 1, content: 'mine', username: 'alice', mid: 7 }),
      item(2, { content: 'theirs', username: 'bob' }),
    ],
  });
  server.on('/member/trend/del', { status: 200, msg: 'deleted' });
  renderMobile('/m/home/trend/list');
  const own = await screen.findByRole('article', { name: 'alice' });
  expect(screen.getAllByRole('button', { name: 'Delete this post' })).toHaveLength(1);
  expect(
    within(screen.getByRole('article', { name: 'bob' })).queryByRole('button', { name: 'Delete this post' }),
  ).toBeNull();
  await userEvent.click(within(own).getByRole('button', { name: 'Delete this post' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete this post?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'alice' })).not.toBeInTheDocument());
  expect(server.callsTo('/member/trend/del')[0].fields).toMatchObject({ id: '1' });
  expect(screen.getByRole('article', { name: 'bob' })).toBeInTheDocument();
  expect(getSession()?.newfeedcount).toBe(2);
});

it('keeps an item whose delete the server refuses', async () => {
  serveFeed({ 1: [item(1, { mine: 1, username: 'alice', content: 'x' })] });
  server.on('/member/trend/del', { status: -403, msg: 'error.no_permission' });
  renderMobile('/m/home/trend/list');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete this post' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No permission')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'alice' })).toBeInTheDocument();
});

it('loads the next page with the more button, then says there is no more', async () => {
  serveFeed({ 1: [item(1, { content: 'first page' })], 2: [item(2, { content: 'second page' })] });
  renderMobile('/m/home/trend/list');
  expect(await screen.findByText('first page')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('second page')).toBeInTheDocument();
  expect(screen.getByText('No more posts')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(server.callsTo('/member/trend/trend').map((call) => call.fields.page)).toEqual(['1', '2']);
});

it('reloads the first page when pulled down', async () => {
  let round = 0;
  server.on('/member/trend/trend', () => {
    round += 1;
    return {
      status: 200,
      data: { data: [item(round, { content: `round ${round}` })], current_page: 1, last_page: 1, total: 1 },
    };
  });
  renderMobile('/m/home/trend/list');
  await screen.findByText('round 1');
  const scroller = screen.getAllByRole('status').find((node) => node.hasAttribute('data-state'))!.parentElement!;
  fireEvent.touchStart(scroller, { touches: [{ clientY: 0 }] });
  fireEvent.touchMove(scroller, { touches: [{ clientY: 300 }] });
  expect(screen.getByText('Release to refresh')).toBeInTheDocument();
  fireEvent.touchEnd(scroller, { changedTouches: [{ clientY: 300 }] });
  expect(await screen.findByText('round 2')).toBeInTheDocument();
  expect(screen.queryByText('round 1')).toBeNull();
});

it('goes to the new post screen', async () => {
  serveFeed({ 1: [] });
  renderMobile('/m/home/trend/list');
  expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(visited).toContain('/m/home/trend/new'));
});

it("reports and blocks a post's author in one tap, then shows the feed without them", async () => {
  let blocked = false;
  server.on('/member/trend/trend', () => ({
    status: 200,
    data: {
      data: blocked ? [item(1, { username: 'joan' })] : [item(1, { username: 'joan' }), item(2, { username: 'ken' })],
      current_page: 1,
      last_page: 1,
      total: 0,
    },
  }));
  server
    .on('/member/reports/reports', { status: 200, msg: 'report.received', data: { merged: false } })
    .on('/member/block/block', () => {
      blocked = true;
      return { status: 200, msg: 'blocked', data: null };
    });
  renderMobile('/m/home/trend/list');
  const ken = await screen.findByRole('article', { name: 'ken' }, { timeout: 5000 });
  await userEvent.click(within(ken).getByRole('button', { name: 'Report or block ken' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report or block ken' });
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also block ken' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'ken' })).toBeNull());
  expect(server.callsTo('/member/reports/reports')[0]!.fields).toMatchObject({ userid: '22', type: '1' });
  expect(server.callsTo('/member/block/block')[0]!.fields).toMatchObject({ target_id: '22' });
  expect(screen.getByRole('article', { name: 'joan' })).toBeInTheDocument();
});
