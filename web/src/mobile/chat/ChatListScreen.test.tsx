import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { FakeSocket } from '../../testing/fakeSocket';
import { currentPath, renderMobile } from '../../testing/render';
import { fromRecord, setSession } from '../../app/session';
import { chat } from '../../app/chat';

let server: FetchStub;
const originalSocket = globalThis.WebSocket;
const now = Math.floor(Date.now() / 1000);
const contact = (uid: number, username: string, count: number, content: string) => ({
  id: uid,
  uid,
  username,
  avatar: '',
  vip: 1,
  is_online: 0,
  count,
  content,
  type: 'txt',
  create_time: now - uid * 60,
  show: 1,
});

beforeEach(() => {
  FakeSocket.instances.length = 0;
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  server = installFetchStub()
    .on('/member/index/initdata', { status: 200, data: initData })
    .on('/member/index/userinfo', { status: 200, data: sessionRecord() })
    .on('/member/email/emaillist', { status: 200, data: { list: [], unread: 3 } });
  setSession(fromRecord(sessionRecord()));
});
afterEach(() => {
  chat.stop();
  server.restore();
  globalThis.WebSocket = originalSocket;
});

async function connect(path: string) {
  renderMobile(path);
  await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeSocket.latest();
  act(() => socket.open());
  act(() =>
    socket.push({
      status: 'success',
      opt: 0,
      data: {
        list: [contact(9, 'bob', 2, 'hi alice'), contact(12, 'carol', 0, 'bye'), contact(2, '', 1, 'How can we help?')],
        total: 3,
      },
    }),
  );
  return socket;
}

it('lists chats with unread counts, filters by the search box and opens a chat', async () => {
  await connect('/m/home/chat/list');
  expect(await screen.findByText('hi alice')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '2 unread messages' })).toBeInTheDocument();
  expect(screen.getByText('Customer service')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'car');
  expect(screen.queryByText('bob')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /^carol/ }));
  await waitFor(() => expect(currentPath()).toBe('/m/home/chat/index'));
});

it('deletes a chat by swiping it (opt 5) and drops it when the server confirms (opt 6)', async () => {
  const socket = await connect('/m/home/chat/list');
  const row = (await screen.findByText('hi alice')).closest('button') as HTMLElement;
  fireEvent.touchStart(row, { touches: [{ clientX: 300 }] });
  fireEvent.touchMove(row, { touches: [{ clientX: 150 }] });
  fireEvent.touchEnd(row);
  await userEvent.click(screen.getByRole('button', { name: 'Delete chat with bob' }));
  expect(socket.sent).toContainEqual({ opt: 5, contact: 9 });
  act(() => socket.push({ status: 'success', opt: 6, data: { contact: 9 } }));
  await waitFor(() => expect(screen.queryByText('hi alice')).not.toBeInTheDocument());
  expect(chat.getState().total).toBe(1);
});

it('shows the chat and customer tabs on /m/home/message with the unread mail count', async () => {
  await connect('/m/home/message');
  const chats = await screen.findByRole('tabpanel');
  expect(await within(chats).findByText('hi alice')).toBeInTheDocument();
  expect(within(chats).queryByText('How can we help?')).not.toBeInTheDocument();
  expect(await screen.findByRole('img', { name: '3 unread mails' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Customer service' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Write to customer service' }));
  await waitFor(() => expect(currentPath()).toBe('/m/home/email/send'));
  expect(await screen.findByRole('textbox', { name: /To \(username\)/ })).toHaveValue('service');
});

it('opens the customer-service chat from the customer tab', async () => {
  const socket = await connect('/m/home/message');
  await userEvent.click(await screen.findByRole('tab', { name: 'Customer service' }));
  await userEvent.click(screen.getByRole('button', { name: 'Chat with customer service' }));
  await waitFor(() => expect(currentPath()).toBe('/m/home/chat/service'));
  await waitFor(() => expect(socket.sent).toContainEqual({ opt: 0, contact: 2 }));
});
