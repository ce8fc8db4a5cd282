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
}

const REMEMBER_ACCOUNT = 'account';
const REMEMBER_PASSWORD = 'password';

/** "Remember me" keeps the account and the password on this device (docs/product.md section 2). */
export function rememberCredentials(account: string, password: string): void {
  window.localStorage.setItem(REMEMBER_ACCOUNT, account);
  window.localStorage.setItem(REMEMBER_PASSWORD, password);
}

export function forgetCredentials(): void {
  window.localStorage.removeItem(REMEMBER_ACCOUNT);
  window.localStorage.removeItem(REMEMBER_PASSWORD);
}

export function rememberedCredentials(): { account: string; password: string } | null {
  const account = window.localStorage.getItem(REMEMBER_ACCOUNT);
  if (account === null) return null;
  return { account, password: window.localStorage.getItem(REMEMBER_PASSWORD) ?? '' };
}
