import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders';
import { chat } from '../../app/chat';
import { createI18n } from '../../app/i18n';
import { fromRecord, setSession } from '../../app/session';
import { SendGiftContext } from '../../features/gift/sendGift';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { FakeSocket } from '../../testing/fakeSocket';
import { BOB, chatMessage, pushHistory } from '../../testing/chatFixtures';
import { addDesktopTexts } from '../texts';
import { ConversationPane, type PaneState } from './ConversationPane';

jest.setTimeout(15_000);

const bob = { uid: BOB, username: 'bob', avatar: '', vip: 1, is_online: 1, count: 2, content: 'hi', create_time: 1 };

let server: FetchStub;
const originalSocket = globalThis.WebSocket;
/** Whom the pane asked the send-gift overlay to open for. */
let giftTarget: string | null = null;
const giftOverlay = { open: (username: string) => void (giftTarget = username) };

beforeEach(() => {
  FakeSocket.instances.length = 0;
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  server = installFetchStub()
    .on('/member/index/initdata', { status: 200, data: initData })
    .on('/member/index/userdetail', { status: 200, data: { id: BOB, username: 'bob', vip: 1, is_online: 1 } });
});

afterEach(() => {
  chat.stop();
  giftTarget = null;
  server.restore();
  globalThis.WebSocket = originalSocket;
});

async function openPane(overrides: Record<string, unknown> = {}, partnerId = BOB) {
  const session = fromRecord(sessionRecord(overrides));
  setSession(session);
  const i18n = createI18n('en');
  await addDesktopTexts(i18n, 'en');
  const onStateChange = jest.fn<void, [PaneState | 'closed']>();
  const view = (state: PaneState) => (
    <MemoryRouter>
      <AppProviders i18n={i18n} theme="desktop">
        <SendGiftContext.Provider value={giftOverlay}>
          <ConversationPane partnerId={partnerId} state={state} onStateChange={onStateChange} />
        </SendGiftContext.Provider>
      </AppProviders>
    </MemoryRouter>
  );
  const utils = render(view('expanded'));
  act(() => chat.start({ id: session.id }));
  await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeSocket.latest();
  act(() => socket.open());
  act(() => socket.push({ status: 'success', opt: 0, data: { list: [bob] } }));
  await waitFor(() => expect(socket.sent).toContainEqual({ opt: 0, contact: partnerId }));
  return { socket, onStateChange, rerender: (state: PaneState) => utils.rerender(view(state)) };
}

it('opens the chat (opt 0, unread cleared), loads older history on scrolling to the top and sends', async () => {
  const { socket } = await openPane();
  expect(chat.getState().contacts[0]!.count).toBe(0);
  pushHistory(socket, [chatMessage(5, BOB, 'fifth'), chatMessage(6, 7, 'sixth')], true);
  const log = screen.getByRole('log', { name: 'Messages' });
  expect(within(log).getByText('sixth')).toBeInTheDocument();

  log.scrollTop = 0;
  fireEvent.scroll(log);
  expect(socket.sent).toContainEqual({ opt: 3, contact: BOB, create_time: 1_700_000_005, mid: 5 });
  pushHistory(socket, [chatMessage(4, BOB, 'fourth')], false);
  expect(
    within(log)
      .getAllByText(/fourth|fifth|sixth/)
      .map((el) => el.textContent),
  ).toEqual(['fourth', 'fifth', 'sixth']);

  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'see you{Enter}');
  expect(socket.sent).toContainEqual({ opt: 1, contact: BOB, type: 'txt', msg: 'see you', ref: expect.any(String) });
});

it('collapsing stops viewing the chat; expanding views it again', async () => {
  const { rerender } = await openPane();
  expect(chat.getState().current).toBe(BOB);
  rerender('collapsed');
  expect(chat.getState().current).toBeNull();
  rerender('expanded');
  expect(chat.getState().current).toBe(BOB);
});

it('shows the opt 7 notice with its upgrade link', async () => {
  const { socket } = await openPane({ vip: 0 });
  act(() => socket.push({ status: 'success', opt: 7, msg: 'error.no_permission', data: { contact: BOB } }));
  const notice = screen.getByRole('alert');
  expect(within(notice).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/w/home/upgrade');
});

it('pictures: hidden for vip 0, except to customer service; the gift button opens the send-gift overlay', async () => {
  await openPane({ vip: 0 });
  expect(screen.queryByRole('button', { name: 'Send picture' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Send gift' }));
  expect(giftTarget).toBe('bob');
});

it('lets vip 0 send pictures to customer service, with no gift button', async () => {
  await openPane({ vip: 0 }, 2);
  expect(screen.getByRole('button', { name: 'Send picture' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send gift' })).toBeNull();
});
