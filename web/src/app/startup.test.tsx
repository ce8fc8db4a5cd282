import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from './i18n/react';
import { installFetchStub, sessionRecord, type FetchStub } from '../testing/fetchStub';
import { clearSession, fromRecord, setSession } from './session';
import { changeLocale, createI18n } from './i18n';
import { getStartup, loadMails, loadStartup, resetStartup, useStartup } from './startup';

const catalogue = [
  {
    id: 1,
    classifye: 'Flowers',
    classifyc: '花卉',
    classifyf: '花卉類',
    gift: [
      {
        id: 11,
        classify: 1,
        path: '/media/gifts/rose.png',
        money: '10.00',
        titlee: 'Rose',
        titlec: '玫瑰',
        titlef: '玫瑰花',
        infoe: 'A red rose',
        infoc: '一朵红玫瑰',
        infof: '一朵紅玫瑰',
      },
    ],
  },
];
const mails = {
  list: [
    { eid: 5, type: 0, sendername: 'bob', msg: 'hi', create_time: 1700000000, sender_id: 8, locked: false },
    { eid: 4, type: 1, sendername: 'service', msg: 'welcome', create_time: 1690000000, sender_id: 2, locked: false },
  ],
  unread: 1,
};
const notices = [
  {
    id: 3,
    type: 'gift',
    status: 0,
    gift: '/media/gifts/rose.png',
    content: 'bob sent you a gift',
    create_time: 1700000001,
  },
];
const received = [
  {
    cid: 9,
    gid: 11,
    path: '/media/gifts/rose.png',
    givername: 'bob',
    giver_id: 8,
    number: 1,
    message: '',
    create_time: 1700000002,
  },
];

let server: FetchStub;
beforeEach(() => {
  resetStartup();
  setSession(fromRecord(sessionRecord()));
  server = installFetchStub()
    .on('/member/shop/gift', { status: 200, data: catalogue })
    .on('/member/email/emaillist', { status: 200, data: mails })
    .on('/member/index/senotice', { status: 200, data: notices })
    .on('/member/shop/received_gift', { status: 200, data: received });
});
afterEach(() => server.restore());

it('loads the gift list, opens the socket, then loads mails, notices and mine gifts', async () => {
  const order: string[] = [];
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    order.push(String(input));
    return fetchBefore(input, init);
  }) as typeof fetch;
  await loadStartup(() => order.push('socket'));
  expect(order).toEqual([
    '/member/shop/gift',
    'socket',
    '/member/email/emaillist',
    '/member/index/senotice',
    '/member/shop/received_gift',
  ]);
  expect(server.calls.every((call) => call.session === 'member' && !('token' in call.fields))).toBe(true);

  const state = getStartup();
  expect(state.categories[0]!.gift[0]!.titlef).toBe('玫瑰花');
  expect(state.mails.map((m) => m.eid)).toEqual([5, 4]);
  expect(state.unreadMails).toBe(1);
  expect(state.notices).toEqual([notices[0]]);
  expect(state.receivedGifts).toEqual([{ cid: 9, gid: 11, path: '/media/gifts/rose.png', givername: 'bob' }]);
  expect(state.loaded).toEqual({ gifts: true, mails: true, notices: true, receivedGifts: true });
});

it('gives gift titles and texts in the current language and follows a language change', async () => {
  await loadStartup();
  const i18n = createI18n('en');
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  const { result, unmount } = renderHook(() => useStartup(), { wrapper });
  expect(result.current.gifts[0]!.name).toBe('Flowers');
  expect(result.current.gifts[0]!.gifts[0]).toMatchObject({ title: 'Rose', info: 'A red rose', money: '10.00' });
  expect(result.current.unreadNotices).toBe(1);

  await act(() => changeLocale('zhcn', i18n));
  expect(result.current.gifts[0]!.gifts[0]).toMatchObject({ title: '玫瑰', info: '一朵红玫瑰' });
  await act(() => changeLocale('zhtw', i18n));
  expect(result.current.gifts[0]!.name).toBe('花卉類');
  expect(result.current.gifts[0]!.gifts[0]).toMatchObject({ title: '玫瑰花', info: '一朵紅玫瑰' });
  unmount();
});

it('keeps what it has when a list answers another status', async () => {
  await loadStartup();
  server.on('/member/email/emaillist', { status: -500, msg: 'error.internal' });
  expect(await loadMails()).toBe(false);
  expect(getStartup().mails).toHaveLength(2);
});

it('forgets everything when the member signs out', async () => {
  await loadStartup();
  act(() => clearSession());
  expect(getStartup().mails).toEqual([]);
  expect(getStartup().categories).toEqual([]);
  expect(getStartup().loaded.gifts).toBe(false);
});

it('drops an answer that arrives after sign-out', async () => {
  let release: () => void = () => undefined;
  server.on(
    '/member/shop/gift',
    () => new Promise((resolve) => (release = () => resolve({ status: 200, data: catalogue }))),
  );
  const pending = loadStartup();
  await act(async () => {
    await Promise.resolve();
    clearSession();
    release();
    await pending;
  });
  expect(getStartup().categories).toEqual([]);
});
