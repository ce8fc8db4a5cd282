import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { FakeSocket } from '../../testing/fakeSocket';
import { BOB, chatMessage, pushHistory } from '../../testing/chatFixtures';
import { currentPath, renderMobile, visited } from '../../testing/render';
import { fromRecord, setSession } from '../../app/session';
import { chat } from '../../app/chat';

// Rendering the whole shell and the emoticon panel (about 100 pictures) is slow on a shared machine.
jest.setTimeout(15_000);

let server: FetchStub;
const originalSocket = globalThis.WebSocket;
const bob = {
  id: BOB,
  uid: BOB,
  username: 'bob',
  avatar: '',
  vip: 1,
  is_online: 1,
  count: 2,
  content: 'hi',
  type: 'txt',
  create_time: 1_700_000_100,
  show: 1,
};
const catalogue = [
  {
    id: 1,
    classifye: 'Flowers',
    classifyc: '花',
    classifyf: '花',
    gift: [
      {
        id: 11,
        classify: 1,
        path: '/media/gifts/rose.png',
        money: '5.00',
        titlee: 'Rose',
        titlec: '玫瑰',
        titlef: '玫瑰',
        infoe: '',
        infoc: '',
        infof: '',
      },
    ],
  },
];

beforeEach(() => {
  FakeSocket.instances.length = 0;
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  server = installFetchStub()
    .on('/member/index/initdata', { status: 200, data: initData })
    .on('/member/index/userdetail', {
      status: 200,
      data: { id: BOB, username: 'bob', avatar: '', vip: 1, is_online: 1 },
    })
    .on('/member/shop/gift', { status: 200, data: catalogue });
});
afterEach(() => {
  chat.stop();
  server.restore();
  globalThis.WebSocket = originalSocket;
  jest.useRealTimers();
});

/** Signs in with `overrides`, opens `path` and connects the live socket with bob as a contact. */
async function openChat(overrides: Record<string, unknown> = {}, path = `/m/home/chat/index?id=${BOB}`) {
  server.on('/member/index/userinfo', { status: 200, data: sessionRecord(overrides) });
  setSession(fromRecord(sessionRecord(overrides)));
  renderMobile(path);
  await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeSocket.latest();
  act(() => socket.open());
  act(() => socket.push({ status: 'success', opt: 0, data: { list: [bob], total: 2 } }));
  await screen.findByRole('textbox', { name: 'Message' });
  return socket;
}

it('selects the chat on open (opt 0), clears its unread count and shows the history', async () => {
  const socket = await openChat();
  await waitFor(() => expect(socket.sent).toContainEqual({ opt: 0, contact: BOB }));
  expect(chat.getState().total).toBe(0);
  pushHistory(socket, [chatMessage(1, BOB, 'hello alice'), chatMessage(2, 7, 'hi bob')]);
  const log = screen.getByRole('log', { name: 'Conversation with bob' });
  expect(within(log).getByText('hello alice')).toBeInTheDocument();
  expect(within(log).getByText('hi bob')).toBeInTheDocument();
});

it('refuses empty text for a male member', async () => {
  const socket = await openChat({ sex: 1 });
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('alert')).toHaveTextContent("Content can't be empty");
  expect(socket.sent.filter((f) => f.opt === 1)).toEqual([]);

  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), ' see you [[smile] ');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(socket.sent).toContainEqual({
    opt: 1,
    contact: BOB,
    type: 'txt',
    msg: 'see you [smile]',
    ref: expect.any(String),
  });
});

it('lets a female member (gender 0) send empty text', async () => {
  const socket = await openChat({ sex: 0 });
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(socket.sent).toContainEqual({ opt: 1, contact: BOB, type: 'txt', msg: '', ref: expect.any(String) });
  expect(screen.queryByText("Content can't be empty")).not.toBeInTheDocument();
});

it('hides the picture button from a free member (vip 0) but not in the customer-service chat', async () => {
  await openChat({ vip: 0 });
  expect(screen.queryByRole('button', { name: 'Send picture' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Emoticons' })).toBeInTheDocument();
});

it('lets vip 0 send pictures to customer service', async () => {
  await openChat({ vip: 0 }, '/m/home/chat/service');
  expect(screen.getByRole('button', { name: 'Send picture' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send gift' })).not.toBeInTheDocument();
});

it('uploads a picture, then sends it as an img message (vip 1)', async () => {
  const socket = await openChat({ vip: 1 });
  server.on('/member/index/uploads', { status: 200, data: { url: '/media/posts/7/a.png' } });
  const picture = new File(['png'], 'a.png', { type: 'image/png' });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, picture);
  await waitFor(() =>
    expect(socket.sent).toContainEqual({
      opt: 1,
      contact: BOB,
      type: 'img',
      img: '/media/posts/7/a.png',
      ref: expect.any(String),
    }),
  );
  const [upload] = server.callsTo('/member/index/uploads');
  expect(upload!.kind).toBe('multipart');
  expect(upload!.files!.file).toBe(picture);
  expect(upload!.fields).not.toHaveProperty('token');
  expect(upload!.session).toBe('member');
});

it('inserts emoticon codes from the panel', async () => {
  const socket = await openChat();
  await userEvent.click(screen.getByRole('button', { name: 'Emoticons' }));
  const panel = screen.getByRole('group', { name: 'Emoticons' });
  const first = within(panel).getAllByRole('button')[0];
  await userEvent.click(first);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const sent = socket.sent.find((f) => f.opt === 1);
  expect(sent?.msg).toMatch(/^\[[^\]]+\]$/);
});

it('shows the free-chat-not-allowed notice with an upgrade link on opt 7', async () => {
  const socket = await openChat({ vip: 0 });
  act(() =>
    socket.push({
      status: 'success',
      opt: 7,
      msg: 'error.start_chat_not_allowed',
      data: { contact: BOB, reason: 'start_chat_not_allowed' },
    }),
  );
  const notice = await screen.findByText('Free members cannot start a chat. Upgrade to chat.');
  const link = within(notice.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Upgrade' });
  expect(link).toHaveAttribute('href', '/m/home/upgrade/index');
});

it('shows the upgrade notice on opt 8 and goes to upgrade after 1.5 s', async () => {
  const socket = await openChat({ vip: 0 });
  jest.useFakeTimers();
  act(() =>
    socket.push({
      status: 'success',
      opt: 8,
      msg: 'error.free_chat_used_up',
      data: { contact: BOB, reason: 'free_chat_used_up' },
    }),
  );
  expect(screen.getByText('Your free messages are used up. Upgrade to keep chatting.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1499));
  expect(visited).not.toContain('/m/home/upgrade/index');
  act(() => jest.advanceTimersByTime(1));
  await waitFor(() => expect(currentPath()).toBe('/m/home/upgrade/index'));
});

/** Gives the log element scroll metrics (jsdom lays nothing out). */
function scrollable(log: HTMLElement, metrics: { height: number | (() => number); client: number }) {
  let top = 0;
  Object.defineProperty(log, 'scrollHeight', {
    configurable: true,
    get: () => (typeof metrics.height === 'function' ? metrics.height() : metrics.height),
  });
  Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => metrics.client });
  Object.defineProperty(log, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => (top = value),
  });
}

it('follows new messages at the bottom but not when scrolled up more than 20 px', async () => {
  const socket = await openChat();
  const log = screen.getByRole('log');
  const metrics = { height: 1000, client: 300 };
  scrollable(log, metrics);
  pushHistory(socket, [chatMessage(1, BOB, 'one'), chatMessage(2, BOB, 'two')]);
  expect(log.scrollTop).toBe(1000);

  // 15 px from the bottom still follows.
  log.scrollTop = 685;
  fireEvent.scroll(log);
  metrics.height = 1100;
  act(() => socket.push({ status: 'success', opt: 1, data: chatMessage(3, BOB, 'three') }));
  expect(await screen.findByText('three')).toBeInTheDocument();
  expect(log.scrollTop).toBe(1100);

  // 30 px up: the view stays where the member put it.
  log.scrollTop = 770;
  fireEvent.scroll(log);
  metrics.height = 1200;
  act(() => socket.push({ status: 'success', opt: 1, data: chatMessage(4, BOB, 'four') }));
  expect(await screen.findByText('four')).toBeInTheDocument();
  expect(log.scrollTop).toBe(770);
});

it('loads older history when scrolled to the top (opt 3 with the oldest create_time) and keeps the place', async () => {
  const socket = await openChat();
  const log = screen.getByRole('log');
  // Each message is 100 px high.
  scrollable(log, { height: () => 100 * log.children.length, client: 300 });
  pushHistory(
    socket,
    [chatMessage(21, BOB, 'newer one', 1_700_000_500), chatMessage(22, 7, 'newer two', 1_700_000_600)],
    true,
  );
  log.scrollTop = 0;
  fireEvent.scroll(log);
  expect(socket.sent).toContainEqual({ opt: 3, contact: BOB, create_time: 1_700_000_500, mid: 21 });
  pushHistory(socket, [chatMessage(5, BOB, 'older one', 1_700_000_100)], false);
  const texts = within(log)
    .getAllByText(/one|two/)
    .map((node) => node.textContent);
  expect(texts).toEqual(['older one', 'newer one', 'newer two']);
  expect(log.scrollTop).toBe(100);
  // No more pages: scrolling to the top again asks for nothing.
  log.scrollTop = 0;
  fireEvent.scroll(log);
  expect(socket.sent.filter((f) => f.opt === 3)).toHaveLength(1);
});

it('translates 500 ms after typing stops and sends the translation', async () => {
  server.on('/member/index/translate', (fields) => ({
    status: 200,
    data: { dst: fields.content === 'hello' ? '你好' : '' },
  }));
  const socket = await openChat();
  await userEvent.click(screen.getByRole('button', { name: 'Translate' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Translate into' }), 'zh');
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'hello');
  expect(await screen.findByText('你好', {}, { timeout: 2000 })).toBeInTheDocument();
  expect(server.callsTo('/member/index/translate')).toEqual([
    { path: '/member/index/translate', kind: 'form', fields: { content: 'hello', to: 'zh' }, session: 'member' },
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(socket.sent).toContainEqual({ opt: 1, contact: BOB, type: 'txt', msg: '你好', ref: expect.any(String) });
});

it('tells a member short of credits to recharge or upgrade when translation answers -1', async () => {
  server.on('/member/index/translate', { status: -1, msg: 'error.insufficient_credits' });
  await openChat();
  await userEvent.click(screen.getByRole('button', { name: 'Translate' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'hello');
  const notice = await screen.findByText(
    'You are running low on credits. Recharge or upgrade to keep translating.',
    {},
    { timeout: 2000 },
  );
  const box = notice.closest('[role="alert"]') as HTMLElement;
  expect(within(box).getByRole('link', { name: 'Recharge' })).toHaveAttribute('href', '/m/home/invest/index');
  expect(within(box).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/m/home/upgrade/index');
});

it('refuses a gift without a pick, then sends the picked one to the partner', async () => {
  server.on('/member/gift/gift_giving', { status: -400, msg: 'error.insufficient_balance' });
  await openChat();
  await userEvent.click(screen.getByRole('button', { name: 'Send gift' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send a gift to bob' });
  const submit = await within(dialog).findByRole('button', { name: 'Send gift' });
  await userEvent.click(submit);
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please pick a gift');
  expect(server.callsTo('/member/gift/gift_giving')).toHaveLength(0);

  await userEvent.click(within(dialog).getByRole('img', { name: 'Rose' }));
  expect(within(dialog).getByRole('radio')).toBeChecked();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'for you');
  await userEvent.click(submit);
  await waitFor(() => expect(server.callsTo('/member/gift/gift_giving')).toHaveLength(1));
  expect(server.callsTo('/member/gift/gift_giving')[0].fields).toEqual({
    username: 'bob',
    message: 'for you',
    number: '1',
    giftid: '11',
    idempotency_key: expect.stringMatching(/^[A-Za-z0-9_:.-]{8,128}$/),
  });
  expect(await screen.findByText('Your balance is too low for this gift')).toBeInTheDocument();
});
