import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeSocket } from '../../testing/fakeSocket';
import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { setStaffSession } from '../../features/admin/staffSession';
import { renderAdmin, signInAs } from '../renderAdmin';

const message = (id: number, sender: number, text: string, staff = '') => ({
  id,
  sender_id: sender,
  recipient_id: sender === 2 ? 3 : 2,
  type: 'txt',
  msg: text,
  img: '',
  create_time: 1_700_000_000 + id,
  staff_id: staff ? 9 : 0,
  staff_username: staff,
});

let server: FetchStub;
let history: ReturnType<typeof message>[];
const realWebSocket = window.WebSocket;
beforeEach(() => {
  window.localStorage.clear();
  setStaffSession(null);
  signInAs('staff');
  FakeSocket.instances = [];
  (window as unknown as { WebSocket: unknown }).WebSocket = FakeSocket;
  history = [message(1, 3, 'Where is my gift?')];
  server = installFetchStub()
    .on('/member/admin/cs/chats', () => ({
      status: 200,
      msg: 'ok',
      data: {
        items: [
          {
            contact: { id: 3, uid: 3, username: 'alice', avatar: '' },
            unread: 1,
            last_message: history.at(-1)!.msg,
            last_time: 1,
          },
        ],
        unread_total: 1,
      },
    }))
    .on('/member/admin/cs/history', () => ({ status: 200, msg: 'ok', data: { items: history } }));
});
afterEach(() => {
  server.restore();
  (window as unknown as { WebSocket: unknown }).WebSocket = realWebSocket;
});

it('answers a member as id 2 over the socket and shows which staff wrote each reply', async () => {
  renderAdmin('/admin/service');
  await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
  const socket = FakeSocket.latest();
  // A ticket of the staff session (its cookie), not a token, opens the socket.
  expect(socket.url).toMatch(/\/socket\?ticket=tik-alice&as=service$/);
  expect(server.callsTo('/member/socket/ticket').map((call) => call.session)).toEqual(['staff']);
  act(() => socket.open());
  expect(socket.sent[0]).toMatchObject({ opt: 100, uid: 2 });
  expect(await screen.findByText('Connected as customer service')).toHaveAttribute('role', 'status');

  await userEvent.click(await screen.findByRole('cell', { name: /alice/ }));
  const thread = await screen.findByRole('log', { name: 'alice' });
  await within(thread).findByText('Where is my gift?');

  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'On its way');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(socket.sent.at(-1)).toMatchObject({ opt: 1, contact: 3, type: 'txt', msg: 'On its way' });

  // The chat node delivers the stored reply to every staff socket; the history names its author.
  history = [...history, message(2, 2, 'On its way', 'service')];
  act(() =>
    socket.push({
      status: 'success',
      opt: 1,
      data: { mid: 2, type: 'txt', content: 'On its way', img: '', sender_id: 2, reciver_id: 3, create_time: 1 },
    }),
  );
  await within(thread).findByText('On its way');
  await waitFor(() => expect(within(thread).getByText('by service')).toBeInTheDocument());
});
