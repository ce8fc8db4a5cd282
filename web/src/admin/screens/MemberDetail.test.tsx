import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { setStaffSession } from '../../features/admin/staffSession';
import { renderAdmin, signInAs } from '../renderAdmin';

let server: FetchStub;
let status: number;
let balance: string;

const detail = () => ({
  status: 200,
  msg: 'ok',
  data: {
    profile: {
      id: 42,
      username: 'mei',
      email: 'mei@example.com',
      status,
      role: 'member',
      vip: 1,
      country: 'TW',
      age: 30,
      overduedate_1: 0,
      overduedate_2: 0,
      create_time: 1,
      last_login_time: 0,
      signup_ip: '10.0.0.9',
    },
    balance,
    ledger: [
      {
        id: 1,
        delta: '10.00',
        balance_after: '10.00',
        reason: 'recharge',
        ref_type: 'order',
        ref_id: 3,
        create_time: 1,
      },
    ],
    orders: [],
    reports_made: [],
    reports_received: [],
    blocks: [{ id: 7, username: 'bob' }],
  },
});

beforeEach(() => {
  window.localStorage.clear();
  setStaffSession(null);
  status = 1;
  balance = '10.00';
  server = installFetchStub()
    .on('/member/admin/members/detail', detail)
    .on('/member/admin/members/suspend', () => {
      status = 3;
      return { status: 200, msg: 'ok', data: { status: 3 } };
    })
    .on('/member/admin/members/credit', (fields) => {
      if (Number(balance) + Number(fields.amount) < 0)
        return { status: -400, msg: 'error.insufficient_balance', data: null };
      balance = (Number(balance) + Number(fields.amount)).toFixed(2);
      return { status: 200, msg: 'ok', data: { balance } };
    });
});
afterEach(() => server.restore());

it('suspends with a reason, after which the member can be lifted', async () => {
  signInAs('staff');
  renderAdmin('/admin/members/42');
  await userEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
  const dialog = screen.getByRole('dialog', { name: 'Suspend mei' });
  await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Spam');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(await screen.findByRole('button', { name: 'Lift suspension' })).toBeInTheDocument();
  expect(server.callsTo('/member/admin/members/suspend')[0].fields).toMatchObject({ userid: '42', reason: 'Spam' });
  // Staff do not adjust credits.
  expect(screen.queryByRole('button', { name: 'Adjust credits' })).not.toBeInTheDocument();
});

it('lets an admin adjust credits with a reason and shows a refused debit', async () => {
  signInAs('admin');
  renderAdmin('/admin/members/42');
  const amount = await screen.findByLabelText(/Amount/);
  await userEvent.type(amount, '-50');
  await userEvent.type(screen.getAllByLabelText(/^Reason/)[0], 'Goodwill');
  await userEvent.click(screen.getByRole('button', { name: 'Adjust credits' }));
  expect(await screen.findByText(/The balance does not allow this debit/)).toBeInTheDocument();
  await userEvent.clear(amount);
  await userEvent.type(amount, '5');
  await userEvent.click(screen.getByRole('button', { name: 'Adjust credits' }));
  await waitFor(() => expect(balance).toBe('15.00'));
  expect(await screen.findByText('Balance now $15.00')).toBeInTheDocument();
});
