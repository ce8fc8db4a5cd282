import type { Account } from '../store/userStore';
import type { VipLevel } from './membership';
import type { SessionOrigin } from './memberSessions';

export interface Caller {
  userId: number;
  username: string;
  vip: VipLevel;
  sex: number;
  status: number;
  role: Account['role'];
  authorities: string[];
  /** A staff session that must confirm two-factor first (STAFF_2FA=required). */
  totpPending: boolean;
}

/** How a session was opened: the browser, the country if known, and "remember me". */
export interface SessionOpening extends SessionOrigin {
  remembered: boolean;
}

export interface SignedIn {
  token: string;
  account: Account;
  vip: VipLevel;
}
