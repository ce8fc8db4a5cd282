import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { FakeSocket } from '../../testing/fakeSocket';
import { currentPath, renderMobile, visited } from '../../testing/render';
import { fromRecord, setSession } from '../../app/session';
import { chat } from '../../app/chat';

let server: FetchStub;
const originalSocket = globalThis.WebSocket;
const now = Math.floor(Date.now() / 1000);

function inbox(vip: number) {
  const locked = vip === 0;
  let unread = 2;
  const list = [
    {
      eid: 31,
      type: 0,
      sendername: 'bob',
      sender_id: 9,
      msg: locked ? '' : 'dinner on friday?',
      create_time: now - 60,
      locked,
      caution: locked ? '' : 'payment',
    },
    {
      eid: 30,
      type: 0,
      sendername: 'service',
      sender_id: 2,
      msg: 'Welcome to Kindred',
      create_time: now - 3600,
      locked: false,
    },
  ];
  server.on('/member/email/emaillist', () => ({ status: 200, data: { list: list.map((m) => ({ ...m })), unread } }));
  server.on('/member/email/updatestatus', (fields) => {
    const mail = list.find((m) => m.eid === Number(fields.id));
    if (mail && mail.type === 0) {
      mail.type = 1;
      unread -= 1;
    }
    return { status: 200 };
  });
}

function signIn(vip: number) {
  server.on('/member/index/userinfo', { status: 200, data: sessionRecord({ vip }) });
  setSession(fromRecord(sessionRecord({ vip })));
}

beforeEach(() => {
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  server = installFetchStub().on('/member/index/initdata', { status: 200, data: initData });
});
afterEach(() => {
  chat.stop();
  server.restore();
  globalThis.WebSocket = originalSocket;
  jest.useRealTimers();
});

it('opens a mail, marks it read (updatestatus) and refreshes the unread count', async () => {
  signIn(1);
  inbox(1);
  renderMobile('/m/home/email/list');
  expect(await screen.findByText('2 unread')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Unread mail from bob' }));
  const dialog = await screen.findByRole('dialog', { name: 'From bob' });
  expect(within(dialog).getByText('dinner on friday?')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('1 unread')).toBeInTheDocument());
  expect(server.callsTo('/member/email/updatestatus').map((c) => c.fields.id)).toEqual(['31']);
  expect(screen.getByRole('button', { name: 'Mail from bob' })).toBeInTheDocument();
});

it('warns under a first mail with a payment request, and under no other mail', async () => {
  signIn(1);
  inbox(1);
  renderMobile('/m/home/email/list');
  await userEvent.click(await screen.findByRole('button', { name: 'Unread mail from bob' }));
  const dialog = await screen.findByRole('dialog', { name: 'From bob' });
  expect(within(dialog).getByText(/never send money/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await userEvent.click(await screen.findByRole('button', { name: /mail from Customer service/i }));
  const service = await screen.findByRole('dialog', { name: /From Customer service/i });
  expect(within(service).queryByText(/never send money/)).not.toBeInTheDocument();
});

it('sends a free member (vip 0) to upgrade after 1.5 s when opening a member mail, but opens service mail', async () => {
  signIn(0);
  inbox(0);
  renderMobile('/m/home/email/list');
  const locked = await screen.findByRole('button', { name: 'Unread mail from bob' });
  expect(within(locked).getByText('Upgrade to read this mail')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Unread mail from Customer service' }));
  expect(await screen.findByRole('dialog', { name: 'From Customer service' })).toHaveTextContent('Welcome to Kindred');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));

  jest.useFakeTimers();
  act(() => locked.click());
  expect(screen.getByText('Upgrade to read mail from members')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(server.callsTo('/member/email/updatestatus').map((c) => c.fields.id)).toEqual(['30']);
  act(() => jest.advanceTimersByTime(1499));
  expect(visited).not.toContain('/m/home/upgrade/index');
  act(() => jest.advanceTimersByTime(1));
  await waitFor(() => expect(currentPath()).toBe('/m/home/upgrade/index'));
});

it('lets customer service (vip 0) open the mail members send it', async () => {
  server.on('/member/index/userinfo', { status: 200, data: sessionRecord({ id: 2, username: 'service', vip: 0 }) });
  setSession(fromRecord(sessionRecord({ id: 2, username: 'service', vip: 0 })));
  server.on('/member/email/emaillist', {
    status: 200,
    data: {
      list: [
        {
          eid: 40,
          type: 0,
          sendername: 'alice',
          sender_id: 7,
          msg: 'My payment did not arrive',
          create_time: now - 60,
          locked: false,
        },
      ],
      unread: 1,
    },
  });
  server.on('/member/email/updatestatus', { status: 200 });
  renderMobile('/m/home/email/list');
  await userEvent.click(await screen.findByRole('button', { name: 'Unread mail from alice' }));
  const dialog = await screen.findByRole('dialog', { name: 'From alice' });
  expect(within(dialog).getByText('My payment did not arrive')).toBeInTheDocument();
  expect(screen.queryByText('Upgrade to read mail from members')).not.toBeInTheDocument();
  await waitFor(() => expect(server.callsTo('/member/email/updatestatus').map((c) => c.fields.id)).toEqual(['40']));
});

it('shows the empty inbox', async () => {
  signIn(1);
  server.on('/member/email/emaillist', { status: 200, data: { list: [], unread: 0 } });
  renderMobile('/m/home/email/list');
  expect(await screen.findByText('No mail yet')).toBeInTheDocument();
});
