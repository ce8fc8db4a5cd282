/**
 * Authority flags (docs/product.md section 3): the server sends one list of authority names per vip level in
 * /member/index/initdata; the flags of the member's level are set after login and after every
 * userinfo refresh, and kept in local storage beside the session.
 */
import { useSyncExternalStore } from 'react';
import { AUTHORITY_NAMES, type AuthorityName } from '@kindred/rules';
import { isOk, post } from './api';
import { AUTHORITY_KEY, fromRecord, getSession, subscribeSession, updateSession, type SessionRecord } from './session';

/** The names live in @kindred/rules; the web app calls one an Authority. */
export type Authority = AuthorityName;
export type AuthorityFlags = Record<Authority, boolean>;

export interface AuthorityLists {
  vip0: string[];
  vip1: string[];
  vip2: string[];
}

export interface InitData {
  authority: AuthorityLists;
  service: { id: number; username: string; avatar: string };
}

/** Every flag false: what a signed-out visitor holds. */
export function noAuthorities(): AuthorityFlags {
  return Object.fromEntries(AUTHORITY_NAMES.map((name) => [name, false])) as AuthorityFlags;
}

/** The flags of vip level `vip` from the server's three lists; unknown names are ignored. */
export function flagsFor(lists: AuthorityLists, vip: number): AuthorityFlags {
  const list = vip === 2 ? lists.vip2 : vip === 1 ? lists.vip1 : lists.vip0;
  const granted = new Set(list ?? []);
  return Object.fromEntries(AUTHORITY_NAMES.map((name) => [name, granted.has(name)])) as AuthorityFlags;
}

export function getAuthorities(): AuthorityFlags {
  const raw = window.localStorage.getItem(AUTHORITY_KEY);
  if (!raw) return noAuthorities();
  try {
    const stored = JSON.parse(raw) as Partial<AuthorityFlags>;
    return Object.fromEntries(AUTHORITY_NAMES.map((name) => [name, stored[name] === true])) as AuthorityFlags;
  } catch {
    return noAuthorities();
  }
}

let cachedRaw: string | null = null;
let cachedFlags: AuthorityFlags = noAuthorities();
const listeners = new Set<() => void>();

function snapshot(): AuthorityFlags {
  const raw = window.localStorage.getItem(AUTHORITY_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedFlags = getAuthorities();
  }
  return cachedFlags;
}

export function setAuthorities(flags: AuthorityFlags): void {
  window.localStorage.setItem(AUTHORITY_KEY, JSON.stringify(flags));
  for (const listener of listeners) listener();
}

export function hasAuthority(name: Authority): boolean {
  return getAuthorities()[name];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const off = subscribeSession(listener);
  return () => {
    listeners.delete(listener);
    off();
  };
}

export function useAuthorities(): AuthorityFlags {
  return useSyncExternalStore(subscribe, snapshot, noAuthorities);
}

/** Loads initdata and sets the flags of `vip`. Answers the init data, or null when the call failed. */
export async function applyAuthorities(vip: number): Promise<InitData | null> {
  const answer = await post<InitData>('/member/index/initdata');
  if (!isOk(answer) || !answer.data?.authority) return null;
  setAuthorities(flagsFor(answer.data.authority, vip));
  return answer.data;
}

/** /member/index/userinfo: refreshes the stored session, then the authority flags of its vip level. */
export async function refreshUserInfo(): Promise<boolean> {
  const answer = await post<SessionRecord>('/member/index/userinfo');
  if (!isOk(answer) || !answer.data || !getSession()) return false;
  const { isLogin: _isLogin, ...fields } = fromRecord(answer.data);
  updateSession(fields);
  await applyAuthorities(fields.vip);
  return true;
}
