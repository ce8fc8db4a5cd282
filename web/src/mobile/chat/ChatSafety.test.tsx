/**
 * The wording check on /m (docs/safety.md): a received flagged message asks "Does this bother you?"
 * with one-tap report and block (the message attached) or "No"; a send held by "Are you sure?"
 * says so and its retry sends it anyway (`confirm: 1`).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const world = chatTestWorld((stub) =>
  stub
    .on('/member/index/userdetail', { status: 200, data: { id: BOB, username: 'bob', avatar: '', vip: 1 } })
    .on('/member/index/userinfo', { status: 200, data: sessionRecord() })
    .on('/member/reports/reports', { status: 200, msg: 'report.received', data: { merged: false } })
    .on('/member/block/block', { status: 200, msg: 'blocked', data: null }),
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
  return socket;
}

it('asks under a received flagged message only, and reports and blocks with the message attached', async () => {
  await openChat('en', [
    { ...chatMessage(5, BOB, 'you are a …'), flagged: 1 },
    chatMessage(6, BOB, 'hello'),
    { ...chatMessage(7, 7, 'my own flagged words'), flagged: 1 },
  ]);
  const log = screen.getByRole('log', { name: 'Conversation with bob' });
  const question = within(log).getByRole('group', { name: 'Does this message bother you?' });
  expect(within(log).getAllByRole('group')).toHaveLength(1);
  await userEvent.click(within(question).getByRole('button', { name: 'Report and block' }));
  expect(await within(log).findByRole('status')).toHaveTextContent('Reported and blocked');
  expect(world.server.callsTo('/member/reports/reports').map((c) => c.fields)).toEqual([
    expect.objectContaining({ type: '2', userid: String(BOB), kind: 'chat', message_id: '5' }),
  ]);
  expect(world.server.callsTo('/member/block/block').map((c) => c.fields)).toEqual([
    expect.objectContaining({ target_id: String(BOB) }),
  ]);
});

it('dismisses the question for that message with "No", in the member language', async () => {
  await openChat('zhtw', [{ ...chatMessage(5, BOB, '...'), flagged: 1 }]);
  const log = screen.getByRole('log');
  await userEvent.click(within(log).getByRole('button', { name: '沒有' }));
  expect(within(log).queryByRole('group')).toBeNull();
  expect(world.server.callsTo('/member/reports/reports')).toEqual([]);
  expect(window.localStorage.getItem('kindred.safety.answered.7')).toContain('chat:5');
});

it('holds a send with "Are you sure?", and its retry sends it anyway', async () => {
  const socket = await openChat('en', []);
  await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'harsh words');
  await userEvent.click(screen.getByRole('button', { name: /^Send$/ }));
  const [sent] = socket.sent.filter((f) => f.opt === 1);
  expect(sent).not.toHaveProperty('confirm');
  act(() => socket.push({ status: 'error', opt: 1, msg: 'error.wording_check', ref: sent!.ref }));
  const log = screen.getByRole('log');
  expect(within(log).getByRole('alert')).toHaveTextContent('Are you sure?');
  await userEvent.click(within(log).getByRole('button', { name: 'Retry' }));
  expect(socket.sent.filter((f) => f.opt === 1).at(-1)).toMatchObject({
    ref: sent!.ref,
    msg: 'harsh words',
    confirm: 1,
  });
});

it('reports or blocks the partner from the header flag, in one tap, without a message attached', async () => {
  await openChat('zhtw', [chatMessage(6, BOB, 'hello')]);
  await userEvent.click(screen.getByRole('button', { name: '檢舉或封鎖' }));
  const dialog = await screen.findByRole('dialog', { name: '檢舉或封鎖 bob' });
  await userEvent.click(within(dialog).getByRole('button', { name: '僅封鎖' }));
  expect(await screen.findByText('bob 已被封鎖')).toBeInTheDocument();
  expect(world.server.callsTo('/member/block/block').map((c) => c.fields)).toEqual([
    expect.objectContaining({ target_id: String(BOB) }),
  ]);
  expect(world.server.callsTo('/member/reports/reports')).toEqual([]);
});
