import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile } from '../../testing/render';
import { signIn, signOutAfterTest } from '../profile/screenTesting';

let server: FetchStub;
afterEach(() => signOutAfterTest(server));

const now = Math.floor(Date.now() / 1000);
const here = {
  id: 11,
  browser: 'Mobile Safari 17',
  os: 'iOS 17.5',
  device: 'mobile',
  country: 'TW',
  first_used: now - 3600,
  last_used: now,
  current: true,
};
const laptop = {
  id: 12,
  browser: 'Firefox 128',
  os: 'Linux',
  device: 'desktop',
  country: '',
  first_used: now - 86_400,
  last_used: now - 600,
  current: false,
};

it('lists the sessions and signs one out', async () => {
  server = signIn();
  let open = [here, laptop];
  server.on('/member/sessions/list', () => ({ status: 200, data: open }));
  server.on('/member/sessions/end', (fields) => {
    open = open.filter((s) => String(s.id) !== fields.id);
    return { status: 200, msg: 'session.ended', data: null };
  });
  renderMobile('/m/home/my/setup/sessions');
  const list = await screen.findByRole('list', { name: 'Signed-in devices' }, { timeout: 5000 });
  expect(within(list).getByText(/Mobile Safari 17 · iOS 17\.5 · Phone · TW/)).toBeInTheDocument();
  expect(within(list).getByText('This device')).toBeInTheDocument();
  expect(within(list).getByText(/Firefox 128 · Linux · Computer · Country unknown/)).toBeInTheDocument();
  expect(within(list).getAllByRole('button')).toHaveLength(1);
  await userEvent.click(within(list).getByRole('button', { name: /^Sign out: Firefox 128/ }));
  await waitFor(() => expect(screen.queryByText(/Firefox 128/)).not.toBeInTheDocument());
  expect(server.callsTo('/member/sessions/end')[0].fields).toMatchObject({ id: '12' });
  expect(await screen.findByText('No other device is signed in.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
});

it('signs out everywhere else, in traditional Chinese', async () => {
  server = signIn();
  let open = [here, laptop, { ...laptop, id: 13 }];
  server.on('/member/sessions/list', () => ({ status: 200, data: open }));
  server.on('/member/sessions/end_others', () => {
    open = [here];
    return { status: 200, msg: 'session.ended', data: { ended: 2 } };
  });
  renderMobile('/m/home/my/setup/sessions', 'zhtw');
  await userEvent.click(await screen.findByRole('button', { name: '登出其他所有裝置' }, { timeout: 5000 }));
  expect(await screen.findByText('已登出其他 2 個登入')).toBeInTheDocument();
  expect(await screen.findByText('沒有其他裝置登入。')).toBeInTheDocument();
});
