import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { FakeSocket } from '../../testing/fakeSocket';
import { currentPath, renderMobile } from '../../testing/render';
import { fromRecord, getSession, setSession } from '../../app/session';
import { chat } from '../../app/chat';

let server: FetchStub;
const originalSocket = globalThis.WebSocket;
const gift = (id: number, classify: number, titlee: string, money: string) => ({
  id,
  classify,
  path: `/media/gifts/${id}.png`,
  money,
  titlee,
  titlec: `${titlee}-c`,
  titlef: `${titlee}-f`,
  infoe: '',
  infoc: '',
  infof: '',
});
const catalogue = [
  {
    id: 1,
    classifye: 'Flowers',
    classifyc: '花',
    classifyf: '花',
    gift: [gift(11, 1, 'Rose', '5.00'), gift(12, 1, 'Tulip', '3.00')],
  },
  { id: 2, classifye: 'Luxury', classifyc: '奢华', classifyf: '奢華', gift: [gift(21, 2, 'Diamond', '100.00')] },
];

beforeEach(() => {
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  server = installFetchStub()
    .on('/member/index/initdata', { status: 200, data: initData })
    .on('/member/index/userinfo', { status: 200, data: sessionRecord() })
    .on('/member/shop/gift', { status: 200, data: catalogue })
    .on('/member/shop/received_gift', {
      status: 200,
      data: [
        {
          cid: 5,
          gid: 21,
          path: '/media/gifts/21.png',
          givername: 'bob',
          giver_id: 9,
          number: 1,
          message: 'for you',
          create_time: 1,
        },
      ],
    });
  setSession(fromRecord(sessionRecord()));
});
afterEach(() => {
  chat.stop();
  server.restore();
  globalThis.WebSocket = originalSocket;
});

it('shows the shop by category and the gifts received; a gift opens its send screen', async () => {
  renderMobile('/m/home/gift/list');
  expect(await screen.findByRole('button', { name: 'Send Rose' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Luxury' }));
  expect(screen.getByRole('button', { name: 'Send Diamond' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send Rose' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Gifts received' }));
  const received = screen.getByRole('list', { name: 'Gifts received' });
  expect(within(received).getByRole('img', { name: 'Diamond' })).toBeInTheDocument();
  expect(within(received).getByText('From bob')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Gift shop' }));
  await userEvent.click(screen.getByRole('tab', { name: 'Flowers' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send Tulip' }));
  await waitFor(() => expect(currentPath()).toBe('/m/home/gift/send/12'));
});

it('sends the gift picked in the shop to the member named by ?to=', async () => {
  server.on('/member/gift/gift_giving', { status: 200, msg: 'sent', data: { id: 1, amount: '7.50' } });
  renderMobile('/m/home/gift/list?to=bob');
  expect(await screen.findByText('Choose a gift for bob')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Send Rose' }));
  await waitFor(() => expect(currentPath()).toBe('/m/home/gift/send/11'));
  expect(await screen.findByRole('textbox', { name: /To \(username\)/ })).toHaveValue('bob');
  await userEvent.click(await screen.findByRole('button', { name: 'Send gift' }));
  await waitFor(() => expect(server.callsTo('/member/gift/gift_giving')).toHaveLength(1));
  expect(server.callsTo('/member/gift/gift_giving')[0]!.fields).toMatchObject({ username: 'bob', giftid: '11' });
  expect(await screen.findByText('Choose a gift for bob')).toBeInTheDocument();
});

it('names no recipient when the shop is opened without ?to=', async () => {
  renderMobile('/m/home/gift/list');
  await userEvent.click(await screen.findByRole('button', { name: 'Send Rose' }));
  expect(await screen.findByRole('textbox', { name: /To \(username\)/ })).toHaveValue('');
  expect(screen.queryByText(/Choose a gift for/)).not.toBeInTheDocument();
});

it('lists only received gifts on listbox', async () => {
  renderMobile('/m/home/gift/listbox');
  expect(await screen.findByText('From bob')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Send / })).not.toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Gift shop' })).not.toBeInTheDocument();
});

it('redirects /m/home/gift to the shop', async () => {
  renderMobile('/m/home/gift');
  await waitFor(() => expect(currentPath()).toBe('/m/home/gift/list'));
});

it('sends gift {id} to a named member and keeps the new balance', async () => {
  server.on('/member/gift/gift_giving', { status: 200, msg: 'sent', data: { id: 1, amount: '9.50' } });
  renderMobile('/m/home/gift/send/12?to=bob');
  expect(await screen.findByRole('radio', { name: /Tulip/ })).toBeChecked();
  expect(screen.getByRole('textbox', { name: /To \(username\)/ })).toHaveValue('bob');
  await userEvent.click(screen.getByRole('button', { name: 'More' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send gift' }));
  await waitFor(() => expect(server.callsTo('/member/gift/gift_giving')).toHaveLength(1));
  expect(server.callsTo('/member/gift/gift_giving')[0].fields).toEqual({
    username: 'bob',
    message: '',
    number: '2',
    giftid: '12',
    idempotency_key: expect.stringMatching(/^[A-Za-z0-9_:.-]{8,128}$/),
  });
  await waitFor(() => expect(currentPath()).toBe('/m/home/gift/list'));
  expect(getSession()?.amount).toBe('9.50');
});

it('refuses a send without a gift or without a recipient, and reports an unknown member', async () => {
  server.on('/member/gift/gift_giving', { status: -2, msg: 'error.recipient_invalid' });
  renderMobile('/m/home/gift/send/0');
  await userEvent.click(await screen.findByRole('button', { name: 'Send gift' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please pick a gift');
  await userEvent.click(screen.getByRole('img', { name: 'Rose' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send gift' }));
  expect(await screen.findByText('Please enter the recipient')).toBeInTheDocument();
  expect(server.callsTo('/member/gift/gift_giving')).toHaveLength(0);

  await userEvent.type(screen.getByRole('textbox', { name: /To \(username\)/ }), 'ghost');
  await userEvent.click(screen.getByRole('button', { name: 'Send gift' }));
  expect(await screen.findAllByText('User does not exist')).not.toHaveLength(0);
  expect(currentPath()).toBe('/m/home/gift/send/0');
});

it('gives a retried gift with the same idempotency key', async () => {
  const answers = [
    { status: -503, msg: 'error.unavailable' },
    { status: 200, msg: 'sent', data: { id: 1, amount: '9.50' } },
  ];
  server.on('/member/gift/gift_giving', () => answers.shift()!);
  renderMobile('/m/home/gift/send/12?to=bob');
  const send = await screen.findByRole('button', { name: 'Send gift' });
  await userEvent.click(send);
  await waitFor(() => expect(server.callsTo('/member/gift/gift_giving')).toHaveLength(1));
  await userEvent.click(send);
  await waitFor(() => expect(currentPath()).toBe('/m/home/gift/list'));
  const keys = server.callsTo('/member/gift/gift_giving').map((call) => call.fields.idempotency_key);
  expect(keys[1]).toBe(keys[0]);
});
