/** Signing in and out (docs/product.md section 4: session), and the remembered sign-in of the login screen. */
import { applyAuthorities } from './authority';
import { post } from './api';
import { clearSession, fromRecord, setSession, type SessionRecord, type SessionUser } from './session';

/** Login or registration succeeded: store the session, then the authority flags of its vip level. */
export async function signIn(record: SessionRecord): Promise<SessionUser> {
  const user = fromRecord(record);
  setSession(user);
  await applyAuthorities(user.vip);
  return user;
}

/** Revokes the token on the server, then clears everything stored (the live connection follows). */
export async function signOut(): Promise<void> {
  await post('/member/index/logout');
  clearSession();
  await dropPushSubscription();
}

/**
 * The server removed this session's push subscription with the session (docs/notifications.md); the
 * browser's goes too, so that the device shows pushes off and a later sign-in turns them on afresh.
 */
async function dropPushSubscription(): Promise<void> {
  try {
    const worker = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration('/') : undefined;
    await (await worker?.pushManager?.getSubscription())?.unsubscribe();
  } catch {
    // No push on this browser, or it is already gone: nothing to undo.
  }
}

const REMEMBER_ACCOUNT = 'account';

/**
 * "Remember me" keeps only the account name on this device (docs/product.md section 2); the password
 * is never stored: the session itself lasts 30 days from its last use, and the browser's own password
 * manager may fill the form (docs/member-settings.md).
 */
export function rememberAccount(account: string): void {
  window.localStorage.setItem(REMEMBER_ACCOUNT, account);
}

export function forgetAccount(): void {
  window.localStorage.removeItem(REMEMBER_ACCOUNT);
}

export function rememberedAccount(): string | null {
  return window.localStorage.getItem(REMEMBER_ACCOUNT);
}
