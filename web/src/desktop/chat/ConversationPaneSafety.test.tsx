/** The wording check in the desktop chat window (docs/safety.md): the recipient's question and the sender's "Are you sure?". */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const world = chatTestWorld((stub) =>
  stub
    .on('/member/index/userdetail', { status: 200, data: { id: BOB, username: 'bob', vip: 1, is_online: 1 } })
    .on('/member/reports/reports', { status: 200, msg: 'report.received', data: { merged: false } })
    .on('/member/block/block', { status: 200, msg: 'blocked', data: null }),
);

async function openPane(locale: 'en' | 'zhcn') {
  const session = fromRecord(sessionRecord());
  setSession(session);
  const i18n = createI18n(locale);
  await addDesktopTexts(i18n, locale);
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
  return socket;
}

it('asks under a received flagged message, reports and blocks in one tap', async () => {
  const socket = await openPane('zhcn');
  pushHistory(socket, [chatMessage(4, BOB, 'fine'), { ...chatMessage(5, BOB, '你这个…'), flagged: 1 }]);
  const log = screen.getByRole('log');
  const question = within(log).getByRole('group', { name: '这条消息让你不舒服吗？' });
  expect(within(log).getAllByRole('group')).toHaveLength(1);
  await userEvent.click(within(question).getByRole('button', { name: '举报并封锁' }));
  expect(await within(log).findByRole('status')).toHaveTextContent('已举报并封锁');
  expect(world.server.callsTo('/member/reports/reports')[0]!.fields).toMatchObject({ kind: 'chat', message_id: '5' });
  expect(world.server.callsTo('/member/block/block')).toHaveLength(1);
});

it('a live flagged message asks too; "No" dismisses it', async () => {
  const socket = await openPane('en');
  pushHistory(socket, []);
  act(() => socket.push({ status: 'success', opt: 1, data: { ...chatMessage(8, BOB, 'live words'), flagged: 1 } }));
  const log = screen.getByRole('log');
  await userEvent.click(await within(log).findByRole('button', { name: 'No' }));
  expect(within(log).queryByRole('group')).toBeNull();
});

it('holds a send with "Are you sure?" and sends it anyway on retry', async () => {
  const socket = await openPane('en');
  pushHistory(socket, []);
  act(() => void chat.sendText(BOB, 'harsh words'));
  const [sent] = socket.sent.filter((f) => f.opt === 1);
  act(() => socket.push({ status: 'error', opt: 1, msg: 'error.wording_check', ref: sent!.ref }));
  const log = screen.getByRole('log');
  expect(within(log).getByRole('alert')).toHaveTextContent('Are you sure?');
  await userEvent.click(within(log).getByRole('button', { name: 'Retry' }));
  expect(socket.sent.filter((f) => f.opt === 1).at(-1)).toMatchObject({ ref: sent!.ref, confirm: 1 });
});

it('reports the partner from the title bar flag, with a reason and no message attached', async () => {
  const socket = await openPane('en');
  pushHistory(socket, [chatMessage(4, BOB, 'fine')]);
  await userEvent.click(await screen.findByRole('button', { name: 'Report or block bob' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report or block bob' });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Advertising' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
  expect(await screen.findByText('Thank you, your report was received')).toBeInTheDocument();
  expect(world.server.callsTo('/member/reports/reports')[0]!.fields).toEqual(expect.objectContaining({ type: '1' }));
  expect(world.server.callsTo('/member/reports/reports')[0]!.fields).not.toHaveProperty('kind');
  expect(world.server.callsTo('/member/block/block')).toHaveLength(0);
});
