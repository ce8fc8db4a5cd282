import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { FakeSocket } from '../../testing/fakeSocket';
import { renderMobile, visited } from '../../testing/render';
import { fromRecord, setSession } from '../../app/session';
import { chat } from '../../app/chat';

let server: FetchStub;
const originalSocket = globalThis.WebSocket;
const member = (id: number) => ({
  id,
  username: `member${id}`,
  avatar: '',
  vip: 0,
  is_online: id % 2,
  sex: 1,
  birthday: new Date(1990, 0, 1).getTime(),
});

function serve(vip: number) {
  server.on('/member/index/userinfo', { status: 200, data: sessionRecord({ vip }) });
  server.on('/member/index/userlist', (fields) => {
    const page = Number(fields.page);
    return {
      status: 200,
      data: { data: [member(page * 10 + 1), member(page * 10 + 2)], user: { vip }, current_page: page, last_page: 2 },
    };
  });
  setSession(fromRecord(sessionRecord({ vip })));
}

beforeEach(() => {
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  server = installFetchStub().on('/member/index/initdata', { status: 200, data: initData });
});
afterEach(() => {
  chat.stop();
  server.restore();
  globalThis.WebSocket = originalSocket;
  jest.useRealTimers();
});

it('pages members with the more button until the last page', async () => {
  serve(1);
  renderMobile('/m/home/index');
  expect(await screen.findByText('member11')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('member21')).toBeInTheDocument();
  expect(screen.getByText('member12')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(screen.getByText('No more members')).toBeInTheDocument();
  expect(server.callsTo('/member/index/userlist').map((c) => c.fields.page)).toEqual(['1', '2']);
});

it('stops a free member at the first page and goes to upgrade after 1.5 s', async () => {
  serve(0);
  renderMobile('/m/home/index');
  expect(await screen.findByText('member11')).toBeInTheDocument();
  jest.useFakeTimers();
  act(() => screen.getByRole('button', { name: 'Load more' }).click());
  expect(screen.getByText('Upgrade to see more members')).toBeInTheDocument();
  expect(server.callsTo('/member/index/userlist')).toHaveLength(1);
  act(() => jest.advanceTimersByTime(1499));
  expect(visited).not.toContain('/m/home/upgrade/index');
  act(() => jest.advanceTimersByTime(1));
  await waitFor(() => expect(visited).toContain('/m/home/upgrade/index'));
});

it('opens a member profile from the card', async () => {
  serve(1);
  server.on('/member/index/userdetail', (fields) => ({
    status: 200,
    data: {
      ...member(Number(fields.id)),
      signature: 'Hi there',
      country: '',
      likecount: 3,
      is_like: 0,
      backphotos: [],
    },
  }));
  server.on('/member/trend/his_trend', { status: 200, data: [] });
  renderMobile('/m/home/index');
  await userEvent.click(await screen.findByRole('link', { name: /member12/ }));
  await waitFor(() => expect(visited).toContain('/m/home/my/newsfeed/12'));
  expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  expect(server.callsTo('/member/index/userdetail').map((c) => c.fields.id)).toEqual(['12']);
});

it('shows the suggested members above the tabs, outside the Recommend list, each opening their profile', async () => {
  serve(1);
  server.on('/member/discover/suggested', {
    status: 200,
    data: { data: [{ ...member(77), avatar: '/media/avatars/77/a.png' }], current_page: 1, last_page: 1, total: 1 },
  });
  renderMobile('/m/home/index');
  const strip = await screen.findByRole('region', { name: 'Suggested for you' });
  expect(await screen.findByText('member11')).toBeInTheDocument();
  // The tab's list stays the spec's userlist pages.
  expect(within(screen.getByRole('tabpanel')).queryByText('member77')).not.toBeInTheDocument();
  const link = within(strip).getByRole('link', { name: /member77/ });
  expect(link.querySelector('img')).toHaveAttribute('src', '/media/avatars/77/a.png');
  await userEvent.click(link);
  await waitFor(() => expect(visited).toContain('/m/home/my/newsfeed/77'));
});
