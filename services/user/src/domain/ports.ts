import type { AccountChange } from '@kindred/kit';
/** What the user domain needs from the outside world, so that rules stay free of transports. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export interface Mailer {
  sendPasswordReset(to: string, username: string, link: string): Promise<void>;
  /** "Download my data": the link to the export and the day it stops working. */
  sendMemberExport(to: string, username: string, link: string, until: string): Promise<void>;
  /** An email change: the link that confirms the new address (sent to it). */
  sendEmailChangeConfirmation(to: string, username: string, link: string): Promise<void>;
  /** An email change done: the old address learns the new one and gets a "this wasn't me" link. */
  sendEmailChanged(to: string, username: string, newEmail: string, revertLink: string): Promise<void>;
  /** Someone tried to register or move another account to this address; never fails the caller. */
  sendAddressInUse(to: string, username: string): Promise<void>;
}

/** Caches a token's user for a short time (Redis `session:<tokenHash>`); Postgres is the truth. */
export interface SessionCache {
  get(tokenHash: string): Promise<number | null>;
  set(tokenHash: string, userId: number): Promise<void>;
  drop(tokenHashes: string[]): Promise<void>;
  /**
   * These accounts' signed-in record changed (tier, status, role, profile, two-factor): every edge
   * drops the callers it kept for them at once; `change` says what changed, when it is one thing the
   * edges' kept member lists can follow without dropping them all (kit's `AccountChange`).
   */
  changed(userIds: number[], change?: AccountChange, at?: number): Promise<void>;
}

/**
 * The password-check counters the edge shares (kit's `allow` and `passwordCheckKey`): whether one more
 * attempt fits within `limit` in `windowSeconds`; throws UnavailableError while Redis is away.
 */
export interface AttemptCounter {
  allow(key: string, limit: number, windowSeconds: number): Promise<boolean>;
}

export interface Presence {
  onlineFlags(userIds: number[]): Promise<number[]>;
  listOnline(limit: number): Promise<number[]>;
}

/** RFC 6238 one-time codes of staff two-factor. */
export interface TotpCodes {
  newSecret(): string;
  keyUri(username: string, secret: string): string;
  /** Accepts a valid code once per account: a replayed one is refused. */
  check(code: string, secret: string, userId: number): Promise<boolean>;
}
