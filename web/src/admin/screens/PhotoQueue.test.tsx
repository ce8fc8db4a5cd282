import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { setStaffSession } from '../../features/admin/staffSession';
import { renderAdmin, signInAs } from '../renderAdmin';

let server: FetchStub;
let waiting: Array<{ id: number; kind: 'avatar' | 'photo'; username: string; shared: string[] }>;
beforeEach(() => {
  window.localStorage.clear();
  setStaffSession(null);
  signInAs('staff');
  waiting = [
    { id: 7, kind: 'avatar', username: 'anna', shared: [] },
    { id: 9, kind: 'photo', username: 'boris', shared: ['clone1', 'clone2'] },
  ];
  server = installFetchStub()
    .on('/member/admin/photos/list', () => ({
      status: 200,
      msg: 'ok',
      data: {
        items: waiting.map((p, i) => ({
          id: p.id,
          kind: p.kind,
          img: `/media/posts/${p.id}/x.jpg`,
          state: 'pending',
          reason: '',
          create_time: 1_700_000_000 + i,
          decide_time: 0,
          member: { id: 100 + p.id, username: p.username },
          shared_with: p.shared.map((name, n) => ({ id: 500 + n, username: name })),
        })),
        page: 1,
        last_page: 1,
        total: waiting.length,
      },
    }))
    .on('/member/admin/photos/approve', (fields) => {
      waiting = waiting.filter((p) => p.id !== Number(fields.id));
      return { status: 200, msg: 'ok', data: null };
    })
    .on('/member/admin/photos/reject', (fields) => {
      if (!fields.reason)
        return { status: -422, msg: 'error.validation_failed', data: { errors: { reason: 'required' } } };
      waiting = waiting.filter((p) => p.id !== Number(fields.id));
      return { status: 200, msg: 'ok', data: null };
    });
});
afterEach(() => server.restore());

it('shows the pictures oldest first with the accounts that share one, and approves', async () => {
  renderAdmin('/admin/photos');
  const avatar = await screen.findByRole('img', { name: "anna's avatar" });
  const photo = screen.getByRole('img', { name: "boris's photo" });
  expect(avatar.compareDocumentPosition(photo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(photo).toHaveAttribute('src', '/media/posts/9/x.jpg');
  expect(
    screen.getByText('2 waiting, oldest first. Others see a picture only once it is approved.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'The same picture on 2 other accounts' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'clone2' })).toHaveAttribute('href', '/admin/members/501');

  await userEvent.click(screen.getByRole('button', { name: "Approve anna's avatar" }));
  await waitFor(() => expect(screen.queryByRole('img', { name: "anna's avatar" })).not.toBeInTheDocument());
  expect(server.callsTo('/member/admin/photos/approve')[0]).toMatchObject({ fields: { id: '7' }, session: 'staff' });
  expect(screen.getByRole('img', { name: "boris's photo" })).toBeInTheDocument();
});

it('rejects with the reason the member will read', async () => {
  renderAdmin('/admin/photos');
  await userEvent.click(await screen.findByRole('button', { name: "Reject boris's photo" }));
  const dialog = screen.getByRole('dialog', { name: "Reject boris's picture" });
  const confirm = within(dialog).getByRole('button', { name: 'Reject' });
  expect(confirm).toBeDisabled();
  await userEvent.type(within(dialog).getByLabelText(/the member reads it/), 'Someone else in the picture');
  await userEvent.click(confirm);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server.callsTo('/member/admin/photos/reject')[0].fields).toMatchObject({
    id: '9',
    reason: 'Someone else in the picture',
  });
  await waitFor(() => expect(screen.queryByRole('img', { name: "boris's photo" })).not.toBeInTheDocument());
  expect(screen.getByRole('img', { name: "anna's avatar" })).toBeInTheDocument();
});

it('says so when nothing waits', async () => {
  waiting = [];
  renderAdmin('/admin/photos');
  expect(await screen.findByText('No picture is waiting')).toBeInTheDocument();
});
