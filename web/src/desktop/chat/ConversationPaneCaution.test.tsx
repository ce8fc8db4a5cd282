/** The warning under a risky first message in the desktop chat window (docs/safety.md, "Scam and spam signals"). */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders';
import { chat } from '../../app/chat';
import { createI18n } from '../../app/i18n';
import { fromRecord, setSession } from '../../app/session';
import { SendGiftContext } from '../../features/gift/sendGift';
import { sessionRecord } from '../../testing/fetchStub';
import { FakeSocket } from '../../testing/fakeSocket';
import { chatTestWorld } from '../../testing/chatWorld';
import { BOB, chatMessage, pushHistory } from '../../testing/chatFixtures';
import { addDesktopTexts } from '../texts';
import { ConversationPane } from './ConversationPane';

jest.setTimeout(15_000);

const bob = { uid: BOB, username: 'bob', avatar: '', vip: 1, is_online: 1, count: 0, content: 'hi', create_time: 1 };

chatTestWorld((stub) =>
  stub.on('/member/index/userdetail', { status: 200, data: { id: BOB, username: 'bob', vip: 1, is_online: 1 } }),
);

it('warns under a received first message with contact details, in the member’s language', async () => {
  const session = fromRecord(sessionRecord());
  setSession(session);
  const i18n = createI18n('zhcn');
  await addDesktopTexts(i18n, 'zhcn');
  render(
    <MemoryRouter>
      <AppProviders i18n={i18n} theme="desktop">
        <SendGiftContext.Provider value={{ open: () => undefined }}>
          <ConversationPane partnerId={BOB} state="expanded" onStateChange={() => undefined} />
        </SendGiftContext.Provider>
      </AppProviders>
    </MemoryRouter>,
  );
  act(() => chat.start({ id: session.id }));
  await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeSocket.latest();
  act(() => socket.open());
  act(() => socket.push({ status: 'success', opt: 0, data: { list: [bob] } }));
  await waitFor(() => expect(socket.sent).toContainEqual({ opt: 0, contact: BOB }));
  pushHistory(socket, [
    { ...chatMessage(4, BOB, '加我微信'), caution: 'contact' },
    { ...chatMessage(5, session.id, 'my own www.example.com'), caution: 'link' },
  ]);
  const log = screen.getByRole('log');
  expect(await within(log).findByText(/诈骗者常要求换到其他软件聊天/)).toBeInTheDocument();
  expect(within(log).queryByText(/请小心没见过面的人发来的链接/)).not.toBeInTheDocument();
});
