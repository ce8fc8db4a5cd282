/**
 * Earlier versions kept the session token in local storage under `token`, where any script on the page
 * could read it; the edge now keeps it in an HttpOnly cookie (docs/privacy.md, "The session token").
 * When the app starts with a stored token, the edge turns it into that cookie and the stored copy goes,
 * before any other call, so that the member stays signed in. Its own module, as legacyPassword.ts.
 */
import { networkFailure, post } from './api';

export async function moveStoredToken(): Promise<void> {
  let token: string | null = null;
  try {
    token = window.localStorage.getItem('token');
  } catch {
    // Storage blocked: nothing can have been stored either.
  }
  if (!token) return;
  // A -401 (the session had ended) signs the member out in api.ts; the token goes either way, unless
  // the edge could not be reached (tried again at the next start).
  const answer = await post('/member/sessions/cookie', { token });
  if (answer !== networkFailure) window.localStorage.removeItem('token');
}
