import { createHash } from 'node:crypto';
import {
  Redis,
  accountChangedChannel,
  authoritiesChangedChannel,
  catalogueChangedChannel,
  mailboxChangedChannel,
  newsfeedChangedChannel,
  readChangedAccounts,
  readChangedMembers,
  readRevokedSessions,
  sessionRevokedChannel,
  walletChangedChannel,
  type Logger,
} from '@kindred/kit';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { HOT, type HotReads } from './hotReads';
import type { SessionFigures } from './sessionFigures';
import type { MemberCards, ShownProfile } from './memberCards';
import type { NewsfeedPages } from './newsfeedPages';
import type { AuthenticatedSession__Output as AuthenticatedSession } from '@kindred/kit/generated/kindred/user/v1/AuthenticatedSession';

export type { AuthenticatedSession };

interface Entry {
  session: AuthenticatedSession;
  userId: number;
  until: number;
}

/**
 * The callers this edge authenticated in the last few seconds, by the hash of their token, so that a
 * member's burst of calls costs one `AuthenticateSession` rather than one per call. It is only used
 * while its Redis subscription is up: the user service announces every revoked session (sign-out,
 * password change, a session ended from the privacy screen, suspension, deletion), every changed
 * account (tier, status, role, profile, two-factor) and every change of the authority lists, and each
 * announcement drops the matching entries on every edge at once. While the subscription is down (and
 * until it is back) every call asks the user service, as without the cache.
 */
export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  private readonly pending = new Map<string, { generation: number; answer: Promise<AuthenticatedSession> }>();
  /** Bumped by every announcement: an answer asked for before one is not kept. */
  private generation = 0;
  private live = false;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  static hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  get enabled(): boolean {
    return this.live && this.options.ttlMs > 0;
  }

  /** The generation to hand back to `set`: announcements in between make `set` a no-op. */
  ticket(): number {
    return this.generation;
  }

  get(tokenHash: string): AuthenticatedSession | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.remove(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  set(tokenHash: string, session: AuthenticatedSession, ticket: number): void {
    if (!this.enabled || ticket !== this.generation || !session.caller) return;
    this.remove(tokenHash);
    // Oldest first out (a Map keeps insertion order): the bound holds whatever the traffic.
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    const userId = Number(session.caller.user_id);
    this.entries.set(tokenHash, { session, userId, until: this.now() + this.options.ttlMs });
    let hashes = this.byUser.get(userId);
    if (!hashes) this.byUser.set(userId, (hashes = new Set()));
    hashes.add(tokenHash);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Asks `fetch` once for the calls of one token that arrive together (a screen's burst, or all of a
   * member's calls when the entry expires), and keeps the answer.
   */
  load(tokenHash: string, fetch: () => Promise<AuthenticatedSession>): Promise<AuthenticatedSession> {
    const pending = this.pending.get(tokenHash);
    if (pending && pending.generation === this.generation) return pending.answer;
    const ticket = this.generation;
    const answer = fetch().then((session) => {
      this.set(tokenHash, session, ticket);
      return session;
    });
    const entry = { generation: ticket, answer };
    this.pending.set(tokenHash, entry);
    const done = () => {
      if (this.pending.get(tokenHash) === entry) this.pending.delete(tokenHash);
    };
    answer.then(done, done);
    return answer;
  }

  forgetSessions(tokenHashes: string[]): void {
    this.generation++;
    for (const hash of tokenHashes) this.remove(hash);
  }

  forgetAccounts(userIds: number[]): void {
    this.generation++;
    for (const id of userIds) for (const hash of [...(this.byUser.get(id) ?? [])]) this.remove(hash);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.byUser.clear();
  }

  /** Up: announcements arrive (what was kept before is dropped, some may have been missed). Down: off. */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }

  private remove(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    const hashes = this.byUser.get(entry.userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byUser.delete(entry.userId);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

/**
 * Subscribes the caches to the owners' announcements on a connection of its own; they are live only
 * while that subscription is.
 */
export function watchCallerChanges(
  kept: {
    callers: CallerCache;
    hot: HotReads;
    figures: SessionFigures;
    cards: [MemberCards, MemberCards<ShownProfile>];
    memberLists?: HotReads;
    onlineLists?: HotReads;
    newsfeedPages?: NewsfeedPages;
  },
  options: { redisUrl: string; keyPrefix: string; logger: Logger },
): { ready: Promise<void>; close(): void } {
  const { callers: cache, hot, figures, cards, memberLists, onlineLists, newsfeedPages } = kept;
  const catalogue = catalogueChangedChannel(options.keyPrefix);
  const revoked = sessionRevokedChannel(options.keyPrefix);
  const changed = accountChangedChannel(options.keyPrefix);
  const rights = authoritiesChangedChannel(options.keyPrefix);
  const wallets = walletChangedChannel(options.keyPrefix);
  const newsfeeds = newsfeedChangedChannel(options.keyPrefix);
  const mailboxes = mailboxChangedChannel(options.keyPrefix);
  const setLive = (live: boolean) => {
    cache.setLive(live);
    hot.setLive(live);
    figures.balances.setLive(live);
    figures.newsfeedCounts.setLive(live);
    figures.receivedGifts.setLive(live);
    figures.mailboxes.setLive(live);
    for (const kept of cards) kept.setLive(live);
    memberLists?.setLive(live);
    onlineLists?.setLive(live);
    newsfeedPages?.setLive('newsfeeds', live);
  };
  const listener = new Redis(options.redisUrl, {
    maxRetriesPerRequest: 2,
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
    connectionName: 'edge-caller-changes',
    // Subscriptions are made below, after each (re)connection, before the cache goes live again.
    autoResubscribe: false,
  });
  listener.on('error', (err: Error) => options.logger.debug({ err: err.message }, 'caller changes unavailable'));
  listener.on('close', () => setLive(false));
  listener.on('message', (channel: string, payload: string) => {
    if (channel === revoked) cache.forgetSessions(readRevokedSessions(payload));
    else if (channel === changed) {
      const ids = readChangedAccounts(payload);
      cache.forgetAccounts(ids);
      for (const kept of cards) kept.forget(ids);
      // Any member's sign-in, profile or privacy may move them in, out of or along a member list.
      memberLists?.forget();
      onlineLists?.forget();
      // initdata names the customer-service account.
      if (ids.includes(CUSTOMER_SERVICE_ID)) hot.forget(HOT.initData);
    } else if (channel === wallets) {
      // A gift sent announces its recipient here too: their received gifts changed.
      const ids = readChangedMembers(payload);
      figures.balances.forget(ids);
      figures.receivedGifts.forget(ids);
    } else if (channel === newsfeeds) {
      const ids = readChangedMembers(payload);
      figures.newsfeedCounts.forget(ids);
      newsfeedPages?.forgetAuthors(ids);
    } else if (channel === mailboxes) figures.mailboxes.forget(readChangedMembers(payload));
    else if (channel === rights) {
      cache.clear();
      hot.forget(HOT.initData);
      memberLists?.forget();
      onlineLists?.forget();
    } else if (channel === catalogue) {
      hot.forget('shop:');
      // Received gifts show the catalogue's picture of each gift.
      figures.receivedGifts.clear();
    }
  });
  let live: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (live = resolve));
  const subscribe = async () => {
    try {
      await listener.subscribe(revoked, changed, rights, catalogue, wallets, newsfeeds, mailboxes);
      setLive(true);
      live();
    } catch (err) {
      options.logger.warn({ err: (err as Error).message }, 'caller changes not subscribed');
    }
  };
  listener.on('ready', () => void subscribe());
  return {
    ready,
    close: () => {
      setLive(false);
      listener.disconnect();
    },
  };
}
