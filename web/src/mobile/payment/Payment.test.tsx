import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { FakeSocket } from '../../testing/fakeSocket';
import { renderMobile } from '../../testing/render';
import { fromRecord, getSession, setSession } from '../../app/session';
import { chat } from '../../app/chat';
import { browser } from '../../features/payment/payApi';

const GUID = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
const tiers = {
  vip1: {
    price: '29.99',
    packages: [
      { id: 11, duration: 1, amounts: '29.99' },
      { id: 12, duration: 3, amounts: '79.99' },
    ],
  },
  vip2: { price: '49.99', packages: [{ id: 22, duration: 3, amounts: '134.99' }] },
};

let server: FetchStub;
let record: Record<string, unknown>;
const originalSocket = globalThis.WebSocket;

beforeEach(() => {
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  record = { vip: 0, amount: '12.50' };
  server = installFetchStub()
    .on('/member/index/initdata', { status: 200, data: initData })
    .on('/member/index/userinfo', () => ({ status: 200, data: sessionRecord(record) }))
    .on('/member/Upgrade/package', { status: 200, data: tiers })
    .on('/member/pay/generateuuid', {
      status: 200,
      data: { guid: GUID, url: `/pay/sandbox/checkout.js?session=${GUID}` },
    });
  setSession(fromRecord(sessionRecord(record)));
});
afterEach(() => {
  chat.stop();
  server.restore();
  globalThis.WebSocket = originalSocket;
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  document.head.querySelectorAll('script[data-payment-provider]').forEach((s) => s.remove());
});

/** The member/Pay/pay calls, which must go as JSON. */
const payCalls = () => server.calls.filter((call) => call.kind === 'json');
const fieldNames = () =>
  screen
    .queryAllByRole('textbox')
    .map((box) => box.getAttribute('aria-label') ?? (box as HTMLInputElement).labels?.[0]?.textContent ?? '');
const form = () => screen.getByRole('form', { name: 'Payment details' });
const method = (name: string) => within(form()).getByRole('radio', { name });

async function fillContact(user = userEvent.setup({ delay: null })) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Alice');
  await user.clear(screen.getByRole('textbox', { name: /Email/ }));
  await user.type(screen.getByRole('textbox', { name: /Email/ }), '  alice@example.com ');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+886 912345678');
}

async function fillCard(number: string, user = userEvent.setup({ delay: null })) {
  await fillContact(user);
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Liddell');
  await user.type(screen.getByRole('textbox', { name: /Card number/ }), number);
  await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '12/30');
  await user.type(screen.getByRole('textbox', { name: /CVV/ }), '123');
  await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'TW');
  await user.type(screen.getByRole('textbox', { name: /State/ }), 'Taipei');
  await user.type(screen.getByRole('textbox', { name: /City/ }), 'Taipei');
  await user.type(screen.getByRole('textbox', { name: /Address/ }), '1 Main Road');
  await user.type(screen.getByRole('textbox', { name: /Zip code/ }), '100');
}

it('asks the fields of each pay type and offers the balance only for upgrades', async () => {
  renderMobile('/m/home/invest/list?amounts=800.00&selected=3');
  expect(await screen.findByText('Recharge 800.00 credits')).toBeInTheDocument();
  // Pay type 3 by default: name, email, phone.
  expect(method('Credit card')).toBeChecked();
  expect(screen.getAllByRole('textbox')).toHaveLength(3);
  expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('alice@example.com');
  expect(within(form()).queryByRole('radio', { name: 'Balance' })).not.toBeInTheDocument();

  await userEvent.click(method('Credit card (hosted)'));
  expect(screen.getAllByRole('textbox')).toHaveLength(3);
  await userEvent.click(method('Card (direct)'));
  expect(screen.getAllByRole('textbox')).toHaveLength(11);
  expect(screen.getByRole('combobox', { name: /Country/ })).toBeInTheDocument();
  for (const name of [/Last name/, /Card number/, /Expiry/, /CVV/, /State/, /City/, /Address/, /Zip code/]) {
    expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
  }
  await userEvent.click(method('PayPal'));
  expect(fieldNames()).toEqual([]);

  // Required fields and an English-only name are checked before anything is sent.
  await userEvent.click(method('Credit card'));
  await userEvent.clear(screen.getByRole('textbox', { name: /Email/ }));
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), '王小明');
  await userEvent.click(screen.getByRole('button', { name: /Pay \$800\.00/ }));
  expect(screen.getByText('Please use English letters')).toBeInTheDocument();
  expect(screen.getByText('Please enter Email')).toBeInTheDocument();
  expect(screen.getByText('Please enter Phone')).toBeInTheDocument();
  expect(server.callsTo('/member/pay/generateuuid')).toHaveLength(0);
}, 60_000);

it('offers the balance for a membership order and pays from it: ok refreshes the membership', async () => {
  server.on('/member/Pay/pay', () => {
    record = { vip: 1, amount: '0.00' };
    return { status: 200, data: { type: 'ok', content: 'K1', order_id: 'K1ABCDEF', state: 'paid' } };
  });
  renderMobile('/m/home/upgrade/list?amounts=29.99&selected=11');
  expect(await screen.findByText('Silver VIP, 1 month')).toBeInTheDocument();
  expect(screen.getByText('Your balance: $12.50')).toBeInTheDocument();
  await userEvent.click(method('Balance'));
  expect(fieldNames()).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: /Pay \$29\.99/ }));
  expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
  expect(screen.getByText('Welcome to Silver VIP')).toBeInTheDocument();
  expect(payCalls()).toHaveLength(1);
  expect(payCalls()[0]!.path).toBe('/member/Pay/pay');
  expect(payCalls()[0]!.json).toEqual({
    user_id: 7,
    gainer_id: 7,
    pay_type: 0,
    income: '29.99',
    order_type: 2,
    packege_id: 11,
    guid: GUID,
  });
  expect(getSession()!.vip).toBe(1);
  expect(document.head.querySelector(`script[src$="/pay/sandbox/checkout.js?session=${GUID}"]`)).not.toBeNull();
});

it('refuses an upgrade without a package (choosemeal)', async () => {
  renderMobile('/m/home/payment/29.99/0/0/2');
  expect(await screen.findAllByText('Please choose a package')).toHaveLength(1);
  await userEvent.click(method('Balance'));
  await userEvent.click(screen.getByRole('button', { name: /Pay \$29\.99/ }));
  expect(await screen.findAllByText('Please choose a package')).toHaveLength(2);
  expect(server.callsTo('/member/pay/generateuuid')).toHaveLength(0);
  expect(payCalls()).toHaveLength(0);
});

it('pays a recharge by card: ok shows success with the new balance; the card is sent once and never stored', async () => {
  server.on('/member/Pay/pay', () => {
    record = { vip: 0, amount: '812.50' };
    return { status: 200, data: { type: 'ok', content: 'K2', order_id: 'K2ABCDEF', state: 'paid' } };
  });
  renderMobile('/m/home/payment/800.00/3/4/1');
  expect(await screen.findByText('Recharge 800.00 credits')).toBeInTheDocument();
  expect(method('Card (direct)')).toBeChecked();
  await fillCard('4242 4242 4242 4242');
  await userEvent.click(screen.getByRole('button', { name: /Pay \$800\.00/ }));
  expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
  expect(screen.getByText('Recharge success: your balance is now $812.50')).toBeInTheDocument();
  const calls = server.calls.map((c) => c.path);
  expect(calls.indexOf('/member/pay/generateuuid')).toBeLessThan(calls.indexOf('/member/Pay/pay'));
  expect(payCalls()[0]!.json).toEqual({
    user_id: 7,
    gainer_id: 7,
    pay_type: 4,
    income: '800.00',
    order_type: 1,
    packege_id: 3,
    guid: GUID,
    card_fullName: 'Alice',
    card_email: 'alice@example.com',
    card_fullPhone: '+886 912345678',
    card_lastName: 'Liddell',
    card_number: '4242424242424242',
    exp_month: '12',
    exp_year: '2030',
    exp_date: '12/30',
    cvv: '123',
    card_country: 'TW',
    card_state: 'Taipei',
    card_city: 'Taipei',
    card_address: '1 Main Road',
    card_ZipCode: '100',
  });
  const stored = JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage });
  expect(stored).not.toContain('4242424242424242');
  expect(stored).not.toContain('"123"');
}, 60_000);

it('jump: goes to the hosted page, then follows the order to success', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
  const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  let state = 'pending';
  server
    .on('/member/Pay/pay', {
      status: 200,
      data: {
        type: 'jump',
        content: '/pay/sandbox/sbx_0123456789abcdef01234567',
        order_id: 'K3ABCDEF',
        state: 'pending',
      },
    })
    .on('/member/pay/order', () => ({
      status: 200,
      data: { order_id: 'K3ABCDEF', state, order_type: 1, amount: '800.00' },
    }));
  renderMobile('/m/home/invest/list?amounts=800.00&selected=3');
  await screen.findByText('Recharge 800.00 credits');
  await user.click(method('PayPal'));
  await user.click(screen.getByRole('button', { name: /Pay \$800\.00/ }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/sandbox/sbx_0123456789abcdef01234567'));
  expect(screen.getByText('Taking you to the payment page…')).toBeInTheDocument();
  expect(JSON.parse(window.sessionStorage.getItem('kindred.pendingOrder')!)).toEqual({
    orderId: 'K3ABCDEF',
    orderType: 1,
  });

  await act(async () => {
    jest.advanceTimersByTime(2000);
  });
  await waitFor(() => expect(server.callsTo('/member/pay/order')).toHaveLength(1));
  expect(server.callsTo('/member/pay/order')[0]!.fields.order_id).toBe('K3ABCDEF');
  expect(screen.queryByRole('heading', { name: 'Payment successful' })).not.toBeInTheDocument();

  state = 'paid';
  record = { vip: 0, amount: '812.50' };
  await act(async () => {
    jest.advanceTimersByTime(2000);
  });
  expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
  expect(window.sessionStorage.getItem('kindred.pendingOrder')).toBeNull();
});

it('iframe: embeds the checkout and shows success when the order is paid', async () => {
  let state = 'pending';
  server
    .on('/member/Pay/pay', {
      status: 200,
      data: {
        type: 'iframe',
        content: '/pay/sandbox/sbx_0123456789abcdef01234568?embed=1',
        order_id: 'K4ABCDEF',
        state: 'pending',
      },
    })
    .on('/member/pay/order', () => ({
      status: 200,
      data: { order_id: 'K4ABCDEF', state, order_type: 1, amount: '800.00' },
    }));
  renderMobile('/m/home/invest/list?amounts=800.00&selected=3');
  await screen.findByText('Recharge 800.00 credits');
  await fillContact();
  await userEvent.click(screen.getByRole('button', { name: /Pay \$800\.00/ }));
  const frame = await screen.findByTitle('Secure payment');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('src', '/pay/sandbox/sbx_0123456789abcdef01234568?embed=1');
  expect(screen.queryByRole('form', { name: 'Payment details' })).not.toBeInTheDocument();
  expect(payCalls()[0]!.json).toMatchObject({
    pay_type: 3,
    card_fullName: 'Alice',
    card_email: 'alice@example.com',
    card_fullPhone: '+886 912345678',
  });
  expect(payCalls()[0]!.json).not.toHaveProperty('card_number');

  // The embedded page announces the end; only the server's answer counts.
  state = 'paid';
  record = { vip: 0, amount: '812.50' };
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'https://evil.example', data: { type: 'kindred-payment', state: 'paid' } }),
    );
  });
  expect(server.callsTo('/member/pay/order')).toHaveLength(0);
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin: window.location.origin, data: { type: 'kindred-payment', state: 'paid' } }),
    );
  });
  expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
  expect(server.callsTo('/member/pay/order')).toHaveLength(1);
});

it('iframe: a declined checkout brings the form back with the failed notice', async () => {
  server
    .on('/member/Pay/pay', {
      status: 200,
      data: {
        type: 'iframe',
        content: '/pay/sandbox/sbx_0123456789abcdef01234569?embed=1',
        order_id: 'K5ABCDEF',
        state: 'pending',
      },
    })
    .on('/member/pay/order', {
      status: 200,
      data: { order_id: 'K5ABCDEF', state: 'failed', order_type: 1, amount: '800.00' },
    });
  renderMobile('/m/home/invest/list?amounts=800.00&selected=3');
  await screen.findByText('Recharge 800.00 credits');
  await fillContact();
  await userEvent.click(screen.getByRole('button', { name: /Pay \$800\.00/ }));
  await screen.findByTitle('Secure payment');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: 'kindred-payment', state: 'failed' },
      }),
    );
  });
  expect(await screen.findByText('Payment failed: the payment was declined')).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Payment details' })).toBeInTheDocument();
  expect(screen.queryByTitle('Secure payment')).not.toBeInTheDocument();
});

it('shows the failed notice on another status, locks submit for 10 s with the patience notice', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
  server.on('/member/Pay/pay', { status: -2, msg: 'error.payment_declined' });
  renderMobile('/m/home/invest/list?amounts=800.00&selected=3');
  await screen.findByText('Recharge 800.00 credits');
  await user.click(method('Card (direct)'));
  await fillCard('4000000000000002', user);
  await user.click(screen.getByRole('button', { name: /Pay \$800\.00/ }));
  expect(await screen.findByText('Payment failed: the payment was declined')).toBeInTheDocument();
  expect(server.callsTo('/member/pay/generateuuid')).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: /Pay \$800\.00/ }));
  expect(await screen.findByText('Please be patient, your payment is being processed')).toBeInTheDocument();
  expect(server.callsTo('/member/pay/generateuuid')).toHaveLength(1);

  await act(async () => {
    jest.advanceTimersByTime(10_000);
  });
  await user.click(screen.getByRole('button', { name: /Pay \$800\.00/ }));
  await waitFor(() => expect(server.callsTo('/member/pay/generateuuid')).toHaveLength(2));
  expect(payCalls()).toHaveLength(2);
}, 60_000);

it('shows the running-low notice when the balance is short', async () => {
  server.on('/member/Pay/pay', { status: -1, msg: 'error.insufficient_balance' });
  renderMobile('/m/home/upgrade/list?amounts=79.99&selected=12');
  await screen.findByText('Silver VIP, 3 months');
  await userEvent.click(method('Balance'));
  await userEvent.click(screen.getByRole('button', { name: /Pay \$79\.99/ }));
  expect(
    await screen.findByText('You are running low on credits: recharge or choose another payment method'),
  ).toBeInTheDocument();
});

it('closes the loading overlay after 5 s even while the answer is outstanding', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
  server.on('/member/Pay/pay', () => new Promise(() => undefined));
  renderMobile('/m/home/invest/list?amounts=800.00&selected=3');
  await screen.findByText('Recharge 800.00 credits');
  await user.click(method('PayPal'));
  fireEvent.submit(form());
  expect(await screen.findByText('Processing your payment…')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(4_999));
  expect(screen.getByText('Processing your payment…')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Processing your payment…')).not.toBeInTheDocument();
});
