/**
 * The warning under a risky first message on /m (docs/safety.md, "Scam and spam signals"): under a
 * received message marked `caution`, in the member's language; never under the member's own.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { sessionRecord } from '../../testing/fetchStub';
import { FakeSocket } from '../../testing/fakeSocket';
import { chatTestWorld } from '../../testing/chatWorld';
import { renderMobile } from '../../testing/render';
import { BOB, chatMessage, pushHistory } from '../../testing/chatFixtures';
import { fromRecord, setSession } from '../../app/session';
import type { Locale } from '../../app/ui';

jest.setTimeout(15_000);

const bob = {
  id: BOB,
  uid: BOB,
  username: 'bob',
  avatar: '',
  vip: 1,
  is_online: 1,
  count: 0,
  content: '',
  create_time: 1,
};

chatTestWorld((stub) =>
  stub
    .on('/member/index/userdetail', { status: 200, data: { id: BOB, username: 'bob', avatar: '', vip: 1 } })
    .on('/member/index/userinfo', { status: 200, data: sessionRecord() }),
);

async function openChat(locale: Locale, history: unknown[]) {
  setSession(fromRecord(sessionRecord()));
  renderMobile(`/m/home/chat/index?id=${BOB}`, locale);
  await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
  await screen.findByText('bob');
  const socket = FakeSocket.latest();
  act(() => socket.open());
  act(() => socket.push({ status: 'success', opt: 0, data: { list: [bob], total: 0 } }));
  pushHistory(socket, history);
}

it('warns under a received first message asking for money, never under the member’s own', async () => {
  await openChat('en', [
    { ...chatMessage(5, BOB, 'buy me a gift card'), caution: 'payment' },
    { ...chatMessage(6, BOB, 'please'), caution: '' },
    { ...chatMessage(7, 7, 'see www.example.com'), caution: 'link' },
  ]);
  const log = screen.getByRole('log', { name: 'Conversation with bob' });
  expect(
    within(log).getByText('Be careful: never send money, gift cards or codes to someone you have not met.'),
  ).toBeInTheDocument();
  expect(within(log).queryByText(/Be careful with links/)).not.toBeInTheDocument();
  expect(within(log).getAllByText(/^Be careful/)).toHaveLength(1);
});

it('warns in the member’s language', async () => {
  await openChat('zhtw', [{ ...chatMessage(5, BOB, 'www.example.com'), caution: 'link' }]);
  expect(await screen.findByText(/請小心沒見過面的人傳來的連結/)).toBeInTheDocument();
});
