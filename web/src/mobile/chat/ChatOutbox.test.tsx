/** The outbox on /m: a sent message shows as pending until stored, failed (with retry) when refused. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionRecord } from '../../testing/fetchStub';
import { FakeSocket } from '../../testing/fakeSocket';
import { chatTestWorld } from '../../testing/chatWorld';
import { renderMobile } from '../../testing/render';
import { fromRecord, setSession } from '../../app/session';
import { chat } from '../../app/chat';
import type { Locale } from '../../app/ui';

jest.setTimeout(15_000);

const BOB = 9;
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

async function openChat(locale: Locale = 'en') {
  setSession(fromRecord(sessionRecord()));
  renderMobile(`/m/home/chat/index?id=${BOB}`, locale);
  await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
  // The partner's name (userdetail) is in the header before the test goes on.
  await screen.findByText('bob');
  return FakeSocket.latest();
}

function connect(socket: FakeSocket) {
  act(() => socket.open());
  act(() => socket.push({ status: 'success', opt: 0, data: { list: [bob], total: 0 } }));
  act(() => socket.push({ status: 'success', opt: 3, data: { contact: BOB, list: [], more: false } }));
}

async function say(text: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /Message|消息|訊息/ }), text);
  await userEvent.click(screen.getByRole('button', { name: /^(Send|发送|傳送)$/ }));
}

const sentRefs = (socket: FakeSocket) => socket.sent.filter((f) => f.opt === 1).map((f) => f.ref as string);

it('shows messages typed offline as sending, sends them in order on connect, and as delivered once stored', async () => {
  const socket = await openChat();
  await say('first');
  await say('second');
  const log = screen.getByRole('log', { name: 'Conversation with bob' });
  expect(within(log).getAllByText('Sending…')).toHaveLength(2);
  expect(screen.queryByText('Not connected, please try again in a moment')).toBeNull();

  connect(socket);
  const refs = sentRefs(socket);
  expect(socket.sent.filter((f) => f.opt === 1).map((f) => f.msg)).toEqual(['first', 'second']);
  await act(async () => {
    refs.forEach((ref, i) =>
      socket.push({
        status: 'success',
        opt: 1,
        data: {
          mid: 70 + i,
          type: 'txt',
          content: i ? 'second' : 'first',
          img: '',
          sender_id: 7,
          reciver_id: BOB,
          create_time: 1_700_000_000,
          ref,
        },
      }),
    );
  });
  await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
  expect(
    within(log)
      .getAllByText(/^(first|second)$/)
      .map((el) => el.textContent),
  ).toEqual(['first', 'second']);
  expect(chat.getState().outbox).toEqual([]);
});

it('shows a refused message as not sent with the reason, and retry sends it again with the same ref', async () => {
  const socket = await openChat('zhtw');
  connect(socket);
  await say('在嗎');
  const [ref] = sentRefs(socket);
  act(() => socket.push({ status: 'error', opt: 1, msg: 'error.blocked', ref }));
  const log = screen.getByRole('log');
  expect(within(log).getByRole('alert')).toHaveTextContent('未傳送');
  await userEvent.click(within(log).getByRole('button', { name: '重試' }));
  expect(sentRefs(socket)).toEqual([ref, ref]);
  expect(within(log).getByText('傳送中…')).toBeInTheDocument();
});

it('tells the member when the server did not answer in time, and deletes the message on request', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const socket = await openChat();
    connect(socket);
    await say('hello?');
    act(() => jest.advanceTimersByTime(30_000));
    const log = screen.getByRole('log', { name: 'Conversation with bob' });
    expect(within(log).getByRole('alert')).toHaveTextContent('Not sent: No answer from the server');
    await userEvent.click(within(log).getByRole('button', { name: 'Delete' }));
    expect(within(log).queryByText('hello?')).toBeNull();
    expect(chat.getState().outbox).toEqual([]);
  } finally {
    jest.useRealTimers();
  }
});
