import { UAParser } from 'ua-parser-js';
import { InputError, NotFoundError } from '@kindred/kit';
import type { SessionCache } from './ports';
import { hashToken } from './tokens';

/** Where a session was opened: what the edge saw of the browser at sign-in. */
export interface SessionOrigin {
  userAgent: string;
  /** ISO 3166 alpha-2 from the ingress's country header, or '' when unknown. */
  country: string;
}

export interface StoredSession extends SessionOrigin {
  id: number;
  tokenHash: string;
  createdAt: Date;
  lastUsedAt: Date;
}

export interface SessionStore {
  /** The member's sessions neither revoked nor expired, most recently used first. */
  listOpenSessions(userId: number): Promise<StoredSession[]>;
  /** Revokes one open session of the member; answers its token hash, or null if there is none. */
  revokeSessionById(userId: number, sessionId: number): Promise<string | null>;
  revokeSessionsOf(userId: number, exceptTokenHash?: string): Promise<string[]>;
  /** Those of these token hashes that name an open session of the member. */
  openTokenHashes(userId: number, tokenHashes: string[]): Promise<string[]>;
}

/** A session as the member's sessions list shows it (docs/member-settings.md). */
export interface SessionView {
  id: number;
  browser: string;
  os: string;
  /** mobile, tablet or desktop. */
  device: string;
  country: string;
  firstUsed: number;
  lastUsed: number;
  current: boolean;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Browser, system and kind of device of a user agent; unknown parts stay empty. */
export function describeDevice(userAgent: string): Pick<SessionView, 'browser' | 'os' | 'device'> {
  const parsed = new UAParser(userAgent).getResult();
  const name = (part: { name?: string; version?: string }, version?: string) =>
    [part.name, version].filter(Boolean).join(' ');
  const type = parsed.device.type;
  return {
    browser: name(parsed.browser, parsed.browser.major),
    os: name(parsed.os, parsed.os.version),
    device: type === 'mobile' || type === 'tablet' ? type : 'desktop',
  };
}

/** Only what an ingress could have set: two capital letters, without the "unknown"/Tor codes. */
export function cleanCountry(country: string): string {
  const code = country.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' ? code : '';
}

/** The sessions a member sees and ends; an ended session's sockets close at once (SessionCache.drop). */
export class MemberSessions {
  constructor(
    private readonly store: SessionStore,
    private readonly cache: SessionCache,
  ) {}

  async list(userId: number, currentToken: string): Promise<SessionView[]> {
    const current = currentToken ? hashToken(currentToken) : '';
    return (await this.store.listOpenSessions(userId)).map((session) => ({
      id: session.id,
      ...describeDevice(session.userAgent),
      country: session.country,
      firstUsed: seconds(session.createdAt),
      lastUsed: seconds(session.lastUsedAt),
      current: session.tokenHash === current,
    }));
  }

  async end(userId: number, sessionId: number): Promise<void> {
    if (!Number.isSafeInteger(sessionId) || sessionId <= 0) throw new InputError({ id: 'invalid' });
    const tokenHash = await this.store.revokeSessionById(userId, sessionId);
    if (tokenHash === null) throw new NotFoundError('session_not_found');
    await this.cache.drop([tokenHash]);
  }

  /**
   * The sessions, of these, still open: the notifier asks before pushing to a device, so that a push
   * subscription never outlives its session even if the revocation announcement was missed.
   */
  async stillOpen(userId: number, tokenHashes: string[]): Promise<string[]> {
    const wellFormed = tokenHashes.filter((h) => /^[0-9a-f]{64}$/.test(h)).slice(0, 100);
    return wellFormed.length ? this.store.openTokenHashes(userId, wellFormed) : [];
  }

  /** Signs out every session but the caller's; answers how many ended. */
  async endOthers(userId: number, currentToken: string): Promise<number> {
    if (!currentToken) throw new InputError({ token: 'required' });
    const ended = await this.store.revokeSessionsOf(userId, hashToken(currentToken));
    await this.cache.drop(ended);
    return ended.length;
  }
}
