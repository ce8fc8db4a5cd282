import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { setStaffSession } from '../../features/admin/staffSession';
import { renderAdmin, signInAs } from '../renderAdmin';

let server: FetchStub;
let exports: Array<Record<string, unknown>>;
beforeEach(() => {
  window.localStorage.clear();
  setStaffSession(null);
  signInAs('staff');
  exports = [];
  server = installFetchStub()
    .on('/member/admin/privacy/pending', () => ({
      status: 200,
      msg: 'ok',
      data: {
        exports,
        deletions: [{ userid: 31, username: 'leaving', request_time: 1_790_000_000, due_time: 1_791_209_600 }],
      },
    }))
    .on('/member/admin/privacy/export', (fields) => {
      exports = [
        {
          id: 5,
          userid: Number(fields.userid),
          username: 'asker',
          state: 'pending',
          request_time: 1_790_000_100,
          expire_time: 0,
          by_staff: true,
          link: '',
        },
      ];
      return { status: 200, msg: 'export requested', data: exports[0] };
    });
});
afterEach(() => server.restore());

it('lists deletions in their grace period and runs an export for a data-access request', async () => {
  renderAdmin('/admin/privacy');
  const deletions = await screen.findByRole('table', { name: 'Account deletions' }, { timeout: 5000 });
  expect(await within(deletions).findByText('leaving (31)')).toBeVisible();
  const exportsTable = screen.getByRole('table', { name: 'Data exports' });
  expect(within(exportsTable).getByText('Nothing pending')).toBeVisible();

  await userEvent.type(screen.getByLabelText(/^Member id/), '42');
  await userEvent.click(screen.getByRole('button', { name: 'Build export' }));
  expect(await within(exportsTable).findByText('asker (42)')).toBeVisible();
  expect(within(exportsTable).getByText('Being built')).toBeVisible();
  await waitFor(() => expect(server.callsTo('/member/admin/privacy/export')).toHaveLength(1));
  expect(server.callsTo('/member/admin/privacy/export')[0].fields).toMatchObject({ userid: '42' });
  expect(screen.getByRole('link', { name: "Members' data" })).toHaveAttribute('href', '/admin/privacy');
});
