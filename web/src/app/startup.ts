/**
 * What the signed-in shell loads when it starts (docs/product.md section 7): the gift list, then the live
 * connection, then the mail list, the notices and the gifts the member received ("mine gifts").
 * Kept in one small store shared by both layouts; gift texts follow the current language (titlee /
 * titlec / titlef and infoe / infoc / infof for en / zhcn / zhtw). List calls act only on status 200
 * (docs/product.md section 7): any other answer leaves what was there. Signing out empties the store.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from './i18n/react';
import { isOk, post } from './api';
import { getSession, sessionGeneration, subscribeSession } from './session';
import { resolveLocale, type Locale } from './ui';

export interface StartupGift {
  id: number;
  classify: number;
  path: string;
  money: string;
  titlee: string;
  titlec: string;
  titlef: string;
  infoe: string;
  infoc: string;
  infof: string;
}

export interface StartupCategory {
  id: number;
  classifye: string;
  classifyc: string;
  classifyf: string;
  gift: StartupGift[];
}

/** A gift with its title and description in the current language. */
export interface LocalizedGift extends StartupGift {
  title: string;
  info: string;
}

export interface LocalizedCategory {
  id: number;
  name: string;
  gifts: LocalizedGift[];
}

export interface Mail {
  eid: number;
  /** 0 unread, 1 read. */
  type: number;
  sendername: string;
  msg: string;
  create_time: number;
  sender_id: number;
  locked: boolean;
}

export interface Notice {
  id: number;
  /** gift or report. */
  type: string;
  /** 0 unread, 1 read. */
  status: number;
  gift: string;
  content: string;
  create_time: number;
}

export interface ReceivedGift {
  cid: number;
  gid: number;
  path: string;
  givername: string;
}

export interface StartupState {
  categories: StartupCategory[];
  mails: Mail[];
  unreadMails: number;
  notices: Notice[];
  receivedGifts: ReceivedGift[];
  /** Which lists have been answered with status 200 at least once. */
  loaded: { gifts: boolean; mails: boolean; notices: boolean; receivedGifts: boolean };
}

const initialLoaded = { gifts: false, mails: false, notices: false, receivedGifts: false };
const empty = (): StartupState => ({
  categories: [],
  mails: [],
  unreadMails: 0,
  notices: [],
  receivedGifts: [],
  loaded: initialLoaded,
});

let state: StartupState = empty();
const listeners = new Set<() => void>();

function set(change: (current: StartupState) => StartupState): void {
  state = change(state);
  for (const listener of listeners) listener();
}

export function getStartup(): StartupState {
  return state;
}

export function subscribeStartup(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Empties the store (sign-out; tests). */
export function resetStartup(): void {
  set(() => empty());
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
const num = (value: unknown): number => Number(value) || 0;
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];

function toGift(raw: Record<string, unknown>): StartupGift {
  return {
    id: num(raw.id),
    classify: num(raw.classify),
    path: text(raw.path),
    money: text(raw.money),
    titlee: text(raw.titlee),
    titlec: text(raw.titlec),
    titlef: text(raw.titlef),
    infoe: text(raw.infoe),
    infoc: text(raw.infoc),
    infof: text(raw.infof),
  };
}

/** Whether the answer is still wanted: the session that asked is still the one signed in. */
function stillSignedIn(generation: number): boolean {
  return getSession() !== null && sessionGeneration() === generation;
}

/** /member/shop/gift: categories with their gifts. Answers whether the list was updated. */
export async function loadGifts(): Promise<boolean> {
  const generation = sessionGeneration();
  const answer = await post<unknown>('/member/shop/gift');
  if (!isOk(answer) || !Array.isArray(answer.data) || !stillSignedIn(generation)) return false;
  const categories = list(answer.data).map((raw) => ({
    id: num(raw.id),
    classifye: text(raw.classifye),
    classifyc: text(raw.classifyc),
    classifyf: text(raw.classifyf),
    gift: list(raw.gift ?? raw.gifts).map(toGift),
  }));
  set((s) => ({ ...s, categories, loaded: { ...s.loaded, gifts: true } }));
  return true;
}

/** /member/email/emaillist: the inbox and its unread count. */
export async function loadMails(): Promise<boolean> {
  const generation = sessionGeneration();
  const answer = await post<{ list?: unknown; unread?: unknown } | unknown[]>('/member/email/emaillist');
  if (!isOk(answer) || !answer.data || !stillSignedIn(generation)) return false;
  const data = answer.data;
  const rows = list(Array.isArray(data) ? data : data.list);
  const mails: Mail[] = rows.map((raw) => ({
    eid: num(raw.eid),
    type: num(raw.type),
    sendername: text(raw.sendername),
    msg: text(raw.msg),
    create_time: num(raw.create_time),
    sender_id: num(raw.sender_id),
    locked: raw.locked === true,
  }));
  const unread =
    !Array.isArray(data) && data.unread !== undefined ? num(data.unread) : mails.filter((m) => m.type === 0).length;
  set((s) => ({ ...s, mails, unreadMails: unread, loaded: { ...s.loaded, mails: true } }));
  return true;
}

/** /member/index/senotice: gift-received and report-result notices. */
export async function loadNotices(): Promise<boolean> {
  const generation = sessionGeneration();
  const answer = await post<unknown>('/member/index/senotice');
  if (!isOk(answer) || !stillSignedIn(generation)) return false;
  const data = answer.data as { notices?: unknown } | unknown[] | null;
  const rows = list(Array.isArray(data) ? data : data?.notices);
  if (!Array.isArray(data) && !Array.isArray(data?.notices)) return false;
  const notices: Notice[] = rows.map((raw) => ({
    id: num(raw.id),
    type: text(raw.type),
    status: num(raw.status),
    gift: text(raw.gift),
    content: text(raw.content),
    create_time: num(raw.create_time),
  }));
  set((s) => ({ ...s, notices, loaded: { ...s.loaded, notices: true } }));
  return true;
}

/** /member/shop/received_gift: the gifts the member received ("mine gifts"). */
export async function loadReceivedGifts(): Promise<boolean> {
  const generation = sessionGeneration();
  const answer = await post<unknown>('/member/shop/received_gift');
  if (!isOk(answer) || !Array.isArray(answer.data) || !stillSignedIn(generation)) return false;
  const receivedGifts: ReceivedGift[] = list(answer.data).map((raw) => ({
    cid: num(raw.cid),
    gid: num(raw.gid),
    path: text(raw.path),
    givername: text(raw.givername),
  }));
  set((s) => ({ ...s, receivedGifts, loaded: { ...s.loaded, receivedGifts: true } }));
  return true;
}

/**
 * The shell's start-up, in the order of docs/product.md section 7: gift list, live connection (`openSocket`),
 * mail list, notices, mine gifts. The calls run side by side; resolves when all have answered.
 */
export async function loadStartup(openSocket: () => void = () => undefined): Promise<void> {
  const gifts = loadGifts();
  openSocket();
  await Promise.all([gifts, loadMails(), loadNotices(), loadReceivedGifts()]);
}

/** The texts of a gift in `locale`: en titlee/infoe, zhcn titlec/infoc, zhtw titlef/infof. */
export function localizeGift(gift: StartupGift, locale: Locale): LocalizedGift {
  const [title, info] =
    locale === 'en'
      ? [gift.titlee, gift.infoe]
      : locale === 'zhcn'
        ? [gift.titlec, gift.infoc]
        : [gift.titlef, gift.infof];
  return { ...gift, title, info };
}

export function localizeCategories(categories: StartupCategory[], locale: Locale): LocalizedCategory[] {
  return categories.map((c) => ({
    id: c.id,
    name: locale === 'en' ? c.classifye : locale === 'zhcn' ? c.classifyc : c.classifyf,
    gifts: c.gift.map((g) => localizeGift(g, locale)),
  }));
}

/** The start-up lists in a component, the gifts in the current language. */
export function useStartup(): StartupState & { gifts: LocalizedCategory[]; unreadNotices: number } {
  const current = useSyncExternalStore(subscribeStartup, getStartup, getStartup);
  const { i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  return useMemo(
    () => ({
      ...current,
      gifts: localizeCategories(current.categories, locale),
      unreadNotices: current.notices.filter((n) => n.status === 0).length,
    }),
    [current, locale],
  );
}

// Whatever was loaded for one member is not shown to the next.
if (typeof window !== 'undefined') {
  subscribeSession(() => {
    if (!getSession() && state.loaded !== initialLoaded && Object.values(state.loaded).some(Boolean)) resetStartup();
  });
}
