import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { setStaffSession } from '../../features/admin/staffSession';
import { renderAdmin, signInAs } from '../renderAdmin';

const REASON = 'Court order 2026/114';

let server: FetchStub;
let awaiting: Array<Record<string, unknown>>;
const request = (fields: Record<string, unknown>) => ({
  id: 5,
  userid: 42,
  username: 'asker',
  state: 'awaiting',
  request_time: 1_790_000_100,
  expire_time: 0,
  by_staff: true,
  staff_id: 1,
  staff_username: 'admin',
  reason: REASON,
  ...fields,
});

beforeEach(() => {
  window.localStorage.clear();
  setStaffSession(null);
  awaiting = [];
  server = installFetchStub()
    .on('/member/admin/privacy/pending', () => ({
      status: 200,
      msg: 'ok',
      data: {
        exports: [],
        awaiting,
        deletions: [{ userid: 31, username: 'leaving', request_time: 1_790_000_000, due_time: 1_791_209_600 }],
      },
    }))
    .on('/member/admin/privacy/export', (fields) => {
      awaiting = [request({ userid: Number(fields.userid) })];
      return { status: 200, msg: 'data-access request awaiting approval', data: awaiting[0] };
    })
    .on('/member/admin/privacy/approve', () => {
      awaiting = [];
      return { status: 200, msg: 'ok', data: request({ state: 'pending' }) };
    });
});
afterEach(() => server.restore());

it('lets an administrator request an export with a reason; it waits for someone else and shows no link', async () => {
  signInAs('admin');
  renderAdmin('/admin/privacy');
  const deletions = await screen.findByRole('table', { name: 'Account deletions' }, { timeout: 5000 });
  expect(await within(deletions).findByText('leaving (31)')).toBeVisible();
  const waiting = screen.getByRole('table', { name: 'Awaiting a second approval' });
  expect(within(waiting).getByText('Nothing pending')).toBeVisible();

  const form = screen.getByRole('form', { name: 'Data-access request' });
  await userEvent.type(within(form).getByLabelText(/^Member id/), '42');
  const submit = within(form).getByRole('button', { name: 'Request export' });
  expect(submit).toBeDisabled();
  await userEvent.type(within(form).getByLabelText(/^Reason/), REASON);
  await userEvent.click(submit);
  expect(await within(waiting).findByText('asker (42)')).toBeVisible();
  expect(within(waiting).getByText(REASON)).toBeVisible();
  // The requester cannot approve their own request; they may withdraw it.
  expect(within(waiting).getByText('Your request: another staff member approves it')).toBeVisible();
  expect(within(waiting).queryByRole('button', { name: 'Approve' })).toBeNull();
  expect(within(waiting).getByRole('button', { name: 'Decline' })).toBeVisible();
  await waitFor(() => expect(server.callsTo('/member/admin/privacy/export')).toHaveLength(1));
  expect(server.callsTo('/member/admin/privacy/export')[0].fields).toMatchObject({ userid: '42', reason: REASON });
  expect(screen.queryByRole('link', { name: /download/i })).toBeNull();
  expect(screen.getByRole('link', { name: "Members' data" })).toHaveAttribute('href', '/admin/privacy');
});

it("lets a second staff member approve another's request, and offers staff no request form", async () => {
  signInAs('staff');
  awaiting = [request({})];
  renderAdmin('/admin/privacy');
  const waiting = await screen.findByRole('table', { name: 'Awaiting a second approval' }, { timeout: 5000 });
  expect(await within(waiting).findByText('asker (42)')).toBeVisible();
  expect(screen.queryByRole('form', { name: 'Data-access request' })).toBeNull();
  expect(screen.getByText('Only administrators can request a member’s data.')).toBeVisible();
  await userEvent.click(within(waiting).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Approved: the export is built and sent to the member')).toBeVisible();
  expect(server.callsTo('/member/admin/privacy/approve')[0].fields).toMatchObject({ id: '5' });
  expect(await within(waiting).findByText('Nothing pending')).toBeVisible();
});
