import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { setStaffSession } from '../../features/admin/staffSession';
import { renderAdmin, signInAs } from '../renderAdmin';

const order = (id: number, status: string) => ({
  id,
  order_no: `K${id}00`,
  user_id: 5,
  order_type: 1,
  pay_type: 'card',
  state: status,
  amount: '19.90',
  package_id: 1,
  tier: 0,
  months: 0,
  provider: 'sandbox',
  create_time: 1_700_000_000,
  paid_time: 1_700_000_100,
  refund_reason: '',
  refund_time: 0,
});

let server: FetchStub;
beforeEach(() => {
  window.localStorage.clear();
  setStaffSession(null);
  signInAs('admin');
  server = installFetchStub()
    .on('/member/admin/orders/list', (fields) => ({
      status: 200,
      msg: 'ok',
      data: {
        items: [order(1, 'paid'), order(2, 'failed')].filter((o) => !fields.status || o.state === fields.status),
        page: 1,
        last_page: 1,
        total: 2,
      },
    }))
    .on('/member/admin/orders/refund', { status: -400, msg: 'error.refund_exceeds_balance', data: null });
});
afterEach(() => server.restore());

it('filters orders by status and shows why a refund was refused', async () => {
  renderAdmin('/admin/orders');
  const table = await screen.findByRole('table', { name: 'Orders' });
  await within(table).findByRole('cell', { name: 'failed' });
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'paid');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(within(table).queryByRole('cell', { name: 'failed' })).not.toBeInTheDocument());
  expect(server.callsTo('/member/admin/orders/list').at(-1)?.fields.status).toBe('paid');

  await userEvent.click(within(table).getByRole('button', { name: 'Refund' }));
  const dialog = screen.getByRole('dialog', { name: 'Refund order K100' });
  await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Charged twice');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
  expect(await screen.findByText(/The member has spent the credits of this order/)).toBeInTheDocument();
  expect(server.callsTo('/member/admin/orders/refund')[0].fields).toMatchObject({
    order_id: 'K100',
    reason: 'Charged twice',
  });
});
