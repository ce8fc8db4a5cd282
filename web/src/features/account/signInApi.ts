/**
 * The sign-in call (services/edge/src/routes/user.ts), apart from the other account calls in
 * accountApi.ts so that the first screen loads only this one. It answers the edge envelope.
 */
import { post } from '../../app/api';
import type { SessionRecord } from '../../app/session';

/** /member/index/login: account is a username or an email; remember asks for a 30-day sliding session. */
export function login(account: string, password: string, remember = false) {
  return post<SessionRecord>('/member/index/login', { account: account.trim(), password, remember: remember ? 1 : 0 });
}
