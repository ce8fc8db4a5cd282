import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { setStaffSession } from '../../features/admin/staffSession';
import { renderAdmin, signInAs } from '../renderAdmin';

let server: FetchStub;
let waiting: Array<{ id: number; username: string; pose: string; photos: string[] }>;
beforeEach(() => {
  window.localStorage.clear();
  setStaffSession(null);
  signInAs('staff');
  waiting = [
    { id: 31, username: 'anna', pose: 'peace_sign', photos: ['/media/posts/31/a.jpg'] },
    { id: 32, username: 'boris', pose: 'touch_ear', photos: [] },
  ];
  server = installFetchStub()
    .on('/member/admin/verification/list', () => ({
      status: 200,
      data: {
        items: waiting.map((w, i) => ({
          id: w.id,
          member: { id: w.id, username: w.username },
          avatar: `/media/avatars/${w.id}/x.png`,
          photos: w.photos,
          pose: w.pose,
          submit_time: 1_700_000_000 + i,
        })),
        page: 1,
        last_page: 1,
        total: waiting.length,
      },
    }))
    .on('/member/admin/verification/approve', (fields) => {
      waiting = waiting.filter((w) => w.id !== Number(fields.member_id));
      return { status: 200, data: null };
    })
    .on('/member/admin/verification/refuse', (fields) => {
      if (!fields.reason)
        return { status: -422, msg: 'error.validation_failed', data: { errors: { reason: 'required' } } };
      waiting = waiting.filter((w) => w.id !== Number(fields.member_id));
      return { status: 200, data: null };
    });
});
afterEach(() => server.restore());

it('lists the requests oldest first with the pose asked and the photos to compare, and approves', async () => {
  renderAdmin('/admin/verification');
  const table = await screen.findByRole('table', { name: 'Verification requests' });
  await within(table).findByRole('link', { name: 'anna' });
  const rows = within(table)
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(rows).toEqual(['anna', 'boris']);
  expect(within(table).getByText('Peace sign')).toBeInTheDocument();
  expect(within(table).getByText('Touching an ear')).toBeInTheDocument();
  expect(
    within(table)
      .getAllByRole('img', { name: "anna's photo" })
      .map((img) => img.getAttribute('src')),
  ).toEqual(['/media/avatars/31/x.png', '/media/posts/31/a.jpg']);
  // The selfie itself loads only when asked for (an audited read).
  expect(within(table).queryByRole('img', { name: "anna's verification selfie" })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show selfie: anna' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Approve: anna' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'anna' })).not.toBeInTheDocument());
  expect(server.callsTo('/member/admin/verification/approve')[0]).toMatchObject({
    fields: { member_id: '31' },
    session: 'staff',
  });
});

it('refuses with the reason the member will read', async () => {
  renderAdmin('/admin/verification');
  await userEvent.click(await screen.findByRole('button', { name: 'Refuse: boris' }));
  const dialog = screen.getByRole('dialog', { name: "Refuse boris's verification" });
  await userEvent.type(within(dialog).getByLabelText(/the member reads it/), 'The pose is not the one asked');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server.callsTo('/member/admin/verification/refuse')[0].fields).toMatchObject({
    member_id: '32',
    reason: 'The pose is not the one asked',
  });
});

it('says so when nothing waits', async () => {
  waiting = [];
  renderAdmin('/admin/verification');
  expect(await screen.findByText('No verification request is waiting')).toBeInTheDocument();
});
