/**
 * The signed-in staff member, kept apart from the member session (its own local-storage key, and its own
 * HttpOnly cookie at the edge, which holds the token: docs/privacy.md, "The session token"), so that a
 * browser signed in to /admin is not a signed-in member on /m, and the other way round. A session an
 * older console stored with its token is dropped: staff sign in again.
 */
import { useSyncExternalStore } from 'react';

export type StaffRole = 'staff' | 'admin';

export interface StaffSession {
  id: number;
  username: string;
  role: StaffRole;
  totpEnabled: boolean;
  totpRequired: boolean;
}

const KEY = 'staff_session';
const listeners = new Set<() => void>();
let snapshot: StaffSession | null | undefined;

function read(): StaffSession | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as
      (StaffSession & { token?: unknown }) | null;
    if (stored && 'token' in stored) window.localStorage.removeItem(KEY);
    return stored && !('token' in stored) && typeof stored.id === 'number' && stored.id > 0 ? stored : null;
  } catch {
    return null;
  }
}

export function getStaffSession(): StaffSession | null {
  if (snapshot === undefined) snapshot = read();
  return snapshot;
}

export function setStaffSession(session: StaffSession | null): void {
  if (session) window.localStorage.setItem(KEY, JSON.stringify(session));
  else window.localStorage.removeItem(KEY);
  snapshot = undefined;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, getStaffSession, getStaffSession);
}
