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
        page: Number(fields.page ?? 1),
        last_page: fields.status ? 1 : 3,
        total: fields.status ? 1 : 42,
      },
    }))
    .on('/member/admin/orders/refund', { status: -400, msg: 'error.refund_exceeds_balance', data: null });
});
afterEach(() => server.restore());

it('filters orders by status and shows why a refund was refused', async () => {
  renderAdmin('/admin/orders');
  const table = await screen.findByRole('table', { name: 'Orders' });
  await within(table).findByRole('cell', { name: 'Failed' });
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'paid');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(within(table).queryByRole('cell', { name: 'Failed' })).not.toBeInTheDocument());
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

it("shows every order state in the staff member's language, in the table and the filter", async () => {
  renderAdmin('/admin/orders', 'zhtw');
  const table = await screen.findByRole('table', { name: '訂單' });
  expect(await within(table).findByRole('cell', { name: '已付款' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: '付款失敗' })).toBeInTheDocument();
  expect(within(table).queryByRole('cell', { name: 'paid' })).not.toBeInTheDocument();
  const filter = screen.getByLabelText('狀態');
  expect(
    within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['全部', '已建立', '待付款', '已付款', '付款失敗', '已過期', '已退款']);
});

it('turns the pages of the order list', async () => {
  renderAdmin('/admin/orders');
  const pages = await screen.findByRole('navigation', { name: 'Pages' });
  expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
  await waitFor(() => expect(server.callsTo('/member/admin/orders/list').at(-1)?.fields.page).toBe('3'));
});

it('says in an alert, not in grey text, that the list could not load', async () => {
  server.on('/member/admin/orders/list', { status: -500, msg: 'error.internal', data: null });
  renderAdmin('/admin/orders');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/^That did not work/);
  expect(alert.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
});
