/**
 * The account calls both layouts make (services/edge/src/routes/user.ts) besides signing in
 * (signInApi.ts, which the first screen loads): register, forgotten password and change password.
 * Each answers the edge envelope; the screen decides what to show.
 */
import { post } from '../../app/api';
import type { SessionRecord } from '../../app/session';

/** What /member/index/register takes; laid and code only on the invitation variant. */
export interface Registration {
  username: string;
  email: string;
  password: string;
  sex: 0 | 1;
  /** Milliseconds since the epoch. */
  birthday: number;
  country: string;
  laid?: string;
  code?: string;
}

export function register(registration: Registration) {
  return post<SessionRecord>('/member/index/register', { ...registration });
}

/** /member/index/forget: a new password goes to the email (-1 email format error). */
export function forgotPassword(email: string) {
  return post('/member/index/forget', { email: email.trim() });
}

/** /member/index/changepwd: 0 old password incorrect. */
export function changePassword(oldpassword: string, newpassword: string) {
  return post('/member/index/changepwd', { oldpassword, newpassword });
}
