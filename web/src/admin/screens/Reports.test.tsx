import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { setStaffSession } from '../../features/admin/staffSession';
import { renderAdmin, signInAs } from '../renderAdmin';

let server: FetchStub;
beforeEach(() => {
  window.localStorage.clear();
  setStaffSession(null);
  signInAs('staff');
  server = installFetchStub()
    .on('/member/admin/reports/list', {
      status: 200,
      msg: 'ok',
      data: {
        items: [
          {
            member: { id: 42, username: 'spammer', avatar: '', status: 1 },
            count: 3,
            types: { 1: 2, 2: 1, 3: 0 },
            reporters: [
              { id: 3, username: 'alice' },
              { id: 4, username: 'bob' },
            ],
            latest: 1_700_000_000,
          },
        ],
        page: 1,
        last_page: 1,
        total: 1,
      },
    })
    .on('/member/admin/reports/member', {
      status: 200,
      msg: 'ok',
      data: {
        member: {
          id: 42,
          username: 'spammer',
          email: 's@example.com',
          age: 33,
          country: 'DK',
          status: 1,
          signature: 'Buy now',
        },
        trends: [{ id: 9, content: 'Cheap watches here', pictures: [], create_time: 1_700_000_000 }],
        photos: [{ id: 5, url: '/media/p.jpg' }],
        reports: [{ id: 1, reporter_id: 3, target_id: 42, types: [1], create_time: 1_700_000_000, status: 'open' }],
      },
    })
    .on('/member/admin/reports/resolve', { status: 200, msg: 'ok', data: { resolved: 3 } });
});
afterEach(() => server.restore());

it('lists reports grouped by member with their types and reporters, and warns the member with a note', async () => {
  renderAdmin('/admin/reports');
  const row = (await screen.findByRole('cell', { name: /spammer/ })).closest('tr')!;
  expect(row).toHaveTextContent('Ads 2 · Offensive 1');
  expect(row).toHaveTextContent('alice, bob');
  await userEvent.click(within(row).getByRole('button', { name: 'Handle spammer' }));
  expect(await screen.findByRole('heading', { name: 'spammer' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Cheap watches here' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Photos 5' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Warn' }));
  const dialog = screen.getByRole('dialog', { name: 'Warn spammer' });
  await userEvent.type(within(dialog).getByLabelText(/Note to the member/), 'No advertising, please');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Warn' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/reports$/));
  expect(server.callsTo('/member/admin/reports/resolve')[0].fields).toMatchObject({
    userid: '42',
    action: 'warn',
    note: 'No advertising, please',
  });
});
