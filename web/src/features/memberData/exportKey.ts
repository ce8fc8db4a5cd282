/**
 * The single-use key of a followed export link, kept for this tab only until "My data and account"
 * has used it (docs/privacy.md). Tiny on purpose: the sign-in screens ask for it.
 */
const KEY_STORE = 'kindred.exportKey';
const KEY = /^[A-Za-z0-9_-]{43}$/;

/** Keeps a key from a link's fragment (answers whether it looked like one). */
export function rememberExportKey(fragment: string): boolean {
  const key = fragment.replace(/^#/, '');
  if (!KEY.test(key)) return false;
  window.sessionStorage.setItem(KEY_STORE, key);
  return true;
}

export function pendingExportKey(): string | null {
  const key = window.sessionStorage.getItem(KEY_STORE);
  return key && KEY.test(key) ? key : null;
}

export function forgetExportKey(): void {
  window.sessionStorage.removeItem(KEY_STORE);
}
