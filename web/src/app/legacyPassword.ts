/**
 * Earlier versions kept the password of "remember me" in plain text under `password`; it is only ever
 * removed now, once when the app starts (docs/member-settings.md). Its own module so that the first
 * screen loads nothing more for it.
 */
export function removeStoredPassword(): void {
  try {
    window.localStorage.removeItem('password');
  } catch {
    // Storage blocked (private mode settings): nothing can have been stored either.
  }
}
