import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { setStaffSession } from '../../features/admin/staffSession';
import { renderAdmin, signInAs } from '../renderAdmin';

let server: FetchStub;
let cases: Array<{ id: number; username: string; state: 'open' | 'limited'; score: number; reasons: object[] }>;
beforeEach(() => {
  window.localStorage.clear();
  setStaffSession(null);
  signInAs('staff');
  cases = [
    {
      id: 41,
      username: 'spammer',
      state: 'limited',
      score: 70,
      reasons: [
        { kind: 'same_first_message', count: 7, window_hours: 24, detail: '0123456789abcdef' },
        { kind: 'first_message_link', count: 3, window_hours: 24, detail: 'link' },
      ],
    },
    {
      id: 42,
      username: 'grumpy',
      state: 'open',
      score: 30,
      reasons: [{ kind: 'blocked_by_many', count: 3, window_hours: 168, detail: '' }],
    },
  ];
  server = installFetchStub()
    .on('/member/admin/risk/list', () => ({
      status: 200,
      msg: 'ok',
      data: {
        items: cases.map((c) => ({
          member: { id: c.id, username: c.username, avatar: '', status: 1, create_time: 1_700_000_000 },
          state: c.state,
          score: c.score,
          reasons: c.reasons,
          opened_at: 1_700_000_100,
          updated_at: 1_700_000_200,
        })),
        page: 1,
        last_page: 1,
        total: cases.length,
      },
    }))
    .on('/member/admin/risk/clear', (fields) => {
      cases = cases.filter((c) => c.id !== Number(fields.member_id));
      return { status: 200, msg: 'ok', data: { state: 'cleared' } };
    })
    .on('/member/admin/risk/limit', (fields) => {
      cases = cases.map((c) => (c.id === Number(fields.member_id) ? { ...c, state: 'limited' } : c));
      return { status: 200, msg: 'ok', data: { state: 'limited' } };
    })
    .on('/member/admin/risk/suspend', (fields) => {
      cases = cases.filter((c) => c.id !== Number(fields.member_id));
      return { status: 200, msg: 'ok', data: { state: 'suspended', status: 3 } };
    });
});
afterEach(() => server.restore());

it('ranks the cases with their signals as sentences, and clears one', async () => {
  renderAdmin('/admin/risk');
  const first = await screen.findByRole('row', { name: /spammer/ });
  expect(within(first).getByText('Same first message to 7 members in 24 h')).toBeInTheDocument();
  expect(within(first).getByText('3 first messages with links in 24 h')).toBeInTheDocument();
  expect(within(first).getByText('Limited')).toBeInTheDocument();
  const second = screen.getByRole('row', { name: /grumpy/ });
  expect(within(second).getByText('Blocked by 3 members in 7 days')).toBeInTheDocument();
  expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // A limited case is not limited again.
  expect(within(first).queryByRole('button', { name: /^Limit/ })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Clear spammer' }));
  await waitFor(() => expect(screen.queryByRole('row', { name: /spammer/ })).not.toBeInTheDocument());
  expect(server.callsTo('/member/admin/risk/clear')[0]).toMatchObject({
    fields: { member_id: '41' },
    session: 'staff',
  });
});

it('limits an open case, and suspends with a reason', async () => {
  renderAdmin('/admin/risk');
  await userEvent.click(await screen.findByRole('button', { name: 'Limit grumpy' }));
  await waitFor(() => expect(server.callsTo('/member/admin/risk/limit')).toHaveLength(1));
  await userEvent.click(screen.getByRole('button', { name: 'Suspend grumpy' }));
  const dialog = screen.getByRole('dialog', { name: 'Suspend grumpy' });
  await userEvent.type(within(dialog).getByLabelText(/audit log/), 'Romance scam');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server.callsTo('/member/admin/risk/suspend')[0].fields).toMatchObject({
    member_id: '42',
    reason: 'Romance scam',
  });
});

it('says so when the queue is empty', async () => {
  cases = [];
  renderAdmin('/admin/risk');
  expect(await screen.findByText('No member is in the risk queue')).toBeInTheDocument();
});
