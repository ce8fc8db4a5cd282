import { act, screen, waitFor } from '@testing-library/react';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { FakeSocket } from '../../testing/fakeSocket';
import { renderMobile } from '../../testing/render';
import { fromRecord, getSession, setSession } from '../../app/session';
import { chat } from '../../app/chat';

let server: FetchStub;
let record: Record<string, unknown>;
let orderStates: string[];
const originalSocket = globalThis.WebSocket;
const KEY = 'kindred.pendingOrder';

beforeEach(() => {
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  record = { vip: 0, amount: '12.50' };
  orderStates = ['paid'];
  server = installFetchStub()
    .on('/member/index/initdata', { status: 200, data: initData })
    .on('/member/index/userinfo', () => ({ status: 200, data: sessionRecord(record) }))
    .on('/member/index/userlist', { status: 200, data: { data: [], user: { vip: 0 }, last_page: 1 } })
    .on('/member/pay/order', (fields) => {
      const state = orderStates.length > 1 ? orderStates.shift()! : orderStates[0]!;
      return {
        status: 200,
        data: { order_id: fields.order_id, state, order_type: 1, amount: '800.00', tier: 2, months: 3 },
      };
    });
  setSession(fromRecord(sessionRecord(record)));
});
afterEach(() => {
  chat.stop();
  server.restore();
  globalThis.WebSocket = originalSocket;
  window.sessionStorage.clear();
  jest.useRealTimers();
});

const comeBackWith = (orderId: string, orderType: 1 | 2) =>
  window.sessionStorage.setItem(KEY, JSON.stringify({ orderId, orderType }));

it('follows a paid recharge: refreshes the balance, tells the member and forgets the order', async () => {
  comeBackWith('K3ABCDEF', 1);
  record = { vip: 0, amount: '812.50' };
  renderMobile('/m/home/index');
  expect(await screen.findByText('Recharge success: your balance is now $812.50')).toBeInTheDocument();
  expect(server.callsTo('/member/pay/order')[0]!.fields).toEqual({ order_id: 'K3ABCDEF' });
  expect(getSession()!.amount).toBe('812.50');
  expect(window.sessionStorage.getItem(KEY)).toBeNull();
});

it('follows a paid upgrade to the new tier', async () => {
  comeBackWith('K4ABCDEF', 2);
  record = { vip: 2, amount: '12.50' };
  renderMobile('/m/home/index');
  expect(await screen.findByText('Welcome to Gold VIP')).toBeInTheDocument();
  expect(getSession()!.vip).toBe(2);
  expect(window.sessionStorage.getItem(KEY)).toBeNull();
});

it('asks every 2 s while the order is pending, then shows the declined notice', async () => {
  jest.useFakeTimers();
  comeBackWith('K5ABCDEF', 1);
  orderStates = ['pending', 'pending', 'failed'];
  renderMobile('/m/home/index');
  await waitFor(() => expect(server.callsTo('/member/pay/order')).toHaveLength(1));
  expect(window.sessionStorage.getItem(KEY)).not.toBeNull();
  await act(async () => {
    jest.advanceTimersByTime(2000);
  });
  await waitFor(() => expect(server.callsTo('/member/pay/order')).toHaveLength(2));
  await act(async () => {
    jest.advanceTimersByTime(2000);
  });
  expect(await screen.findByText('Payment failed: the payment was declined')).toBeInTheDocument();
  expect(server.callsTo('/member/pay/order')).toHaveLength(3);
  expect(window.sessionStorage.getItem(KEY)).toBeNull();
  expect(getSession()!.amount).toBe('12.50');
});

it('shows the expired notice for an expired order', async () => {
  comeBackWith('K6ABCDEF', 2);
  orderStates = ['expired'];
  renderMobile('/m/home/index');
  expect(await screen.findByText('Payment failed: the payment has expired')).toBeInTheDocument();
  expect(window.sessionStorage.getItem(KEY)).toBeNull();
});

it('asks nothing without a pending order', async () => {
  renderMobile('/m/home/index');
  await screen.findByRole('navigation', { name: 'Main' });
  await waitFor(() => expect(server.callsTo('/member/index/userinfo').length).toBeGreaterThan(0));
  expect(server.callsTo('/member/pay/order')).toHaveLength(0);
});
