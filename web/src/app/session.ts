/**
 * The signed-in member (docs/product.md section 3), kept in local storage so that a reload shows who is
 * signed in at once; each field has its own key. The session token itself is not here: the edge keeps it
 * in an HttpOnly cookie no script can read (docs/privacy.md, "The session token"), and a call answered
 * -401 clears what is kept here. Logout clears the session and the authority flags; the language
 * (`lang`) and remembered sign-in stay.
 */
import { useSyncExternalStore } from 'react';

export interface SessionUser {
  id: number;
  username: string;
  avatar: string;
  /** 1 male, 0 female (the server's `sex`). */
  gender: 0 | 1;
  /** Milliseconds since the epoch. */
  birthday: number;
  email: string;
  country: string;
  vip: 0 | 1 | 2;
  signature: string;
  /** Credit balance, a string with two decimals. */
  amount: string;
  invitation_code: string;
  newfeedcount: number;
  overduedate_1: number;
  overduedate_2: number;
  /** 2 = under review. */
  status: number;
  laid: string;
  isLogin: boolean;
}

/** The session record as the server sends it (login, register, userinfo). */
export interface SessionRecord {
  id: number | string;
  token?: string;
  username: string;
  avatar?: string;
  sex: number | string;
  birthday: number | string;
  email?: string;
  country?: string;
  vip: number | string;
  signature?: string;
  amount?: string;
  invitation_code?: string;
  newfeedcount?: number | string;
  overduedate_1?: number | string;
  overduedate_2?: number | string;
  status?: number | string;
  laid?: string;
}

export const sessionKeys = [
  'id',
  'username',
  'avatar',
  'gender',
  'birthday',
  'email',
  'country',
  'vip',
  'signature',
  'amount',
  'invitation_code',
  'newfeedcount',
  'overduedate_1',
  'overduedate_2',
  'status',
  'laid',
  'isLogin',
] as const satisfies ReadonlyArray<keyof SessionUser>;

/** Keys that hold the authority flags (see authority.ts); cleared with the session. */
export const AUTHORITY_KEY = 'authority';

const listeners = new Set<() => void>();
let snapshot: SessionUser | null | undefined;

function notify(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

const toVip = (value: unknown): 0 | 1 | 2 => {
  const n = Number(value);
  return n === 1 || n === 2 ? n : 0;
};

/** Turns the server's record into the stored session shape (a token in it, from an API answer, is not kept). */
export function fromRecord(record: SessionRecord): SessionUser {
  return {
    id: Number(record.id),
    username: record.username,
    avatar: record.avatar ?? '',
    gender: Number(record.sex) === 1 ? 1 : 0,
    birthday: Number(record.birthday) || 0,
    email: record.email ?? '',
    country: record.country ?? '',
    vip: toVip(record.vip),
    signature: record.signature ?? '',
    amount: record.amount ?? '0.00',
    invitation_code: record.invitation_code ?? '',
    newfeedcount: Number(record.newfeedcount) || 0,
    overduedate_1: Number(record.overduedate_1) || 0,
    overduedate_2: Number(record.overduedate_2) || 0,
    status: Number(record.status ?? 1),
    laid: record.laid ?? '',
    isLogin: true,
  };
}

function read(): SessionUser | null {
  const store = window.localStorage;
  const id = Number(store.getItem('id'));
  if (store.getItem('isLogin') !== 'true' || !id) return null;
  return {
    id,
    username: store.getItem('username') ?? '',
    avatar: store.getItem('avatar') ?? '',
    gender: store.getItem('gender') === '1' ? 1 : 0,
    birthday: Number(store.getItem('birthday')) || 0,
    email: store.getItem('email') ?? '',
    country: store.getItem('country') ?? '',
    vip: toVip(store.getItem('vip')),
    signature: store.getItem('signature') ?? '',
    amount: store.getItem('amount') ?? '0.00',
    invitation_code: store.getItem('invitation_code') ?? '',
    newfeedcount: Number(store.getItem('newfeedcount')) || 0,
    overduedate_1: Number(store.getItem('overduedate_1')) || 0,
    overduedate_2: Number(store.getItem('overduedate_2')) || 0,
    status: Number(store.getItem('status') ?? 1),
    laid: store.getItem('laid') ?? '',
    isLogin: true,
  };
}

/** The current session, or null when signed out. */
export function getSession(): SessionUser | null {
  if (snapshot === undefined) snapshot = read();
  return snapshot;
}

let signIns = 0;

/**
 * Counts sign-ins and sign-outs: a call that was sent for one session and answers -401 after another
 * began must not end the new one (api.ts).
 */
export function sessionGeneration(): number {
  return signIns;
}

/** Stores a whole session (login, registration). */
export function setSession(user: SessionUser): void {
  for (const key of sessionKeys) window.localStorage.setItem(key, String(user[key]));
  signIns += 1;
  notify();
}

/** Changes some fields of the stored session (userinfo refresh, signature saved). */
export function updateSession(fields: Partial<Omit<SessionUser, 'isLogin'>>): void {
  if (!getSession()) return;
  for (const [key, value] of Object.entries(fields)) window.localStorage.setItem(key, String(value));
  notify();
}

/** Logout and -401: every session field, the authority flags and the tab's session storage go. */
export function clearSession(): void {
  for (const key of sessionKeys) window.localStorage.removeItem(key);
  window.localStorage.removeItem(AUTHORITY_KEY);
  signIns += 1;
  // Per-tab state of the member who leaves (e.g. a hosted payment being followed) must not reach the next one.
  window.sessionStorage.clear();
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads local storage (another tab signed in or out). */
export function reloadSession(): void {
  notify();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (sessionKeys as readonly string[]).includes(event.key)) reloadSession();
  });
}

/** The session in a component; re-renders on login, logout and updates. */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
