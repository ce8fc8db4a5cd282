import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { setStaffSession } from '../../features/admin/staffSession';
import { renderAdmin, signInAs } from '../renderAdmin';

let server: FetchStub;
let waiting: Array<{ id: number; username: string }>;
beforeEach(() => {
  window.localStorage.clear();
  setStaffSession(null);
  signInAs('staff');
  waiting = [
    { id: 11, username: 'newbie' },
    { id: 12, username: 'second' },
    { id: 13, username: 'third' },
  ];
  server = installFetchStub()
    .on('/member/admin/review/list', () => ({
      status: 200,
      msg: 'ok',
      data: {
        items: waiting.map((m) => ({
          ...m,
          email: `${m.username}@example.com`,
          age: 30,
          sex: 1,
          country: 'TW',
          avatar: '',
          signup_ip: '10.0.0.1',
          create_time: 1,
        })),
        page: 1,
        last_page: 1,
        total: waiting.length,
      },
    }))
    .on('/member/admin/review/bulk', (fields) => {
      const ids = fields.userids.split(',').map(Number);
      waiting = waiting.filter((m) => !ids.includes(m.id));
      return { status: 200, msg: 'ok', data: { approved: ids, skipped: [] } };
    })
    .on('/member/admin/review', (fields) => {
      if (fields.approve === '0' && !fields.reason)
        return { status: -422, msg: 'error.validation_failed', data: { errors: { reason: 'required' } } };
      waiting = waiting.filter((m) => m.id !== Number(fields.userid));
      return { status: 200, msg: 'ok', data: null };
    });
});
afterEach(() => server.restore());

it('approves a selection of registrations at once', async () => {
  renderAdmin('/admin/review');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select newbie' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select third' }));
  await userEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select newbie' })).not.toBeInTheDocument());
  expect(server.callsTo('/member/admin/review/bulk')[0].fields).toMatchObject({
    userids: '11,13',
  });
  expect(server.callsTo('/member/admin/review/bulk')[0].session).toBe('staff');
  expect(screen.getByRole('checkbox', { name: 'Select second' })).toBeInTheDocument();
});

it('rejects with the reason typed in the dialog', async () => {
  renderAdmin('/admin/review');
  await userEvent.click(await screen.findByRole('button', { name: 'Reject second' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject second' });
  const confirm = within(dialog).getByRole('button', { name: 'Reject' });
  expect(confirm).toBeDisabled();
  await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Photos of someone else');
  await userEvent.click(confirm);
  await waitFor(() => expect(server.callsTo('/member/admin/review')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server.callsTo('/member/admin/review')[0].fields).toMatchObject({
    userid: '12',
    approve: '0',
    reason: 'Photos of someone else',
  });
});
