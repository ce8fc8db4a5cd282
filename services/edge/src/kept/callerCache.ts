import { createHash } from 'node:crypto';
import {
  KeptValues,
  createRedis,
  accountChangedChannel,
  authoritiesChangedChannel,
  catalogueChangedChannel,
  mailboxChangedChannel,
  newsfeedChangedChannel,
  readAccountChanges,
  readChangedMembers,
  readRevokedSessions,
  sessionRevokedChannel,
  walletChangedChannel,
  type Logger,
  type RedisTarget,
} from '@kindred/kit';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { HOT, type HotReads } from './hotReads';
import type { MemberLists } from './memberLists';
import type { SessionFigures } from './sessionFigures';
import type { MemberCards, ShownProfile } from './memberCards';
import type { NewsfeedPages } from './newsfeedPages';
import type { AuthenticatedSession__Output as AuthenticatedSession } from '@kindred/kit/generated/kindred/user/v1/AuthenticatedSession';

export type { AuthenticatedSession };

interface Entry {
  session: AuthenticatedSession;
  userId: number;
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
  private readonly kept: KeptValues<string, Entry>;
  /** The token hashes kept for each member: an account announcement names the member, not the token. */
  private readonly byUser = new Map<number, Set<string>>();

  constructor(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
    this.kept = new KeptValues<string, Entry>({
      ...options,
      name: 'callers',
      removed: (tokenHash, { userId }) => {
        const hashes = this.byUser.get(userId);
        hashes?.delete(tokenHash);
        if (hashes?.size === 0) this.byUser.delete(userId);
      },
    });
  }

  static hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  get enabled(): boolean {
    return this.kept.enabled;
  }

  /** The generation to hand back to `set`: announcements in between make `set` a no-op. */
  ticket(): number {
    return this.kept.ticket();
  }

  get(tokenHash: string): AuthenticatedSession | undefined {
    return this.kept.read(tokenHash)?.session;
  }

  set(tokenHash: string, session: AuthenticatedSession, ticket: number): void {
    if (!session.caller) return;
    const userId = Number(session.caller.user_id);
    if (!this.kept.keep(tokenHash, { session, userId }, ticket)) return;
    let hashes = this.byUser.get(userId);
    if (!hashes) this.byUser.set(userId, (hashes = new Set()));
    hashes.add(tokenHash);
  }

  get size(): number {
    return this.kept.size;
  }

  /**
   * Asks `fetch` once for the calls of one token that arrive together (a screen's burst, or all of a
   * member's calls when the entry expires), and keeps the answer.
   */
  load(tokenHash: string, fetch: () => Promise<AuthenticatedSession>): Promise<AuthenticatedSession> {
    return this.kept.share(tokenHash, fetch, (session) => this.set(tokenHash, session, this.kept.ticket()));
  }

  forgetSessions(tokenHashes: string[]): void {
    this.kept.drop(tokenHashes);
  }

  forgetAccounts(userIds: number[]): void {
    this.kept.drop(userIds.flatMap((id) => [...(this.byUser.get(id) ?? [])]));
  }

  clear(): void {
    this.kept.dropAll();
  }

  /** Up: announcements arrive (what was kept before is dropped, some may have been missed). Down: off. */
  setLive(live: boolean): void {
    this.kept.setLive(live);
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
    memberLists?: MemberLists;
    onlineLists?: MemberLists;
    newsfeedPages?: NewsfeedPages;
  },
  options: { redis: RedisTarget; keyPrefix: string; logger: Logger },
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
  const listener = createRedis(options.redis, options.logger, 'edge-caller-changes', '', {
    // Subscriptions are made below, after each (re)connection, before the cache goes live again.
    manualResubscribe: true,
  });
  listener.on('error', (err: Error) => options.logger.debug({ err: err.message }, 'caller changes unavailable'));
  listener.on('close', () => setLive(false));
  listener.on('message', (channel: string, payload: string) => {
    if (channel === revoked) cache.forgetSessions(readRevokedSessions(payload));
    else if (channel === changed) {
      const { ids, change, at } = readAccountChanges(payload);
      // A sign-in moves the member in the lists and changes their card's sign-in time: nothing a
      // caller holds, and nothing else on the card.
      const signedInAt = change === 'signin' ? at : undefined;
      if (signedInAt === undefined) cache.forgetAccounts(ids);
      // What changed says which kept list pages it touches (memberLists.ts); unsaid, every one. Their
      // cards, read before they are dropped, say which first pages they may join.
      const cardOf = (id: number) => cards[0].peek(id);
      memberLists?.changed(ids, change, cardOf);
      onlineLists?.changed(ids, change, cardOf);
      if (signedInAt === undefined) for (const kept of cards) kept.forget(ids);
      else for (const kept of cards) for (const id of ids) kept.signedIn(id, signedInAt);
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
      memberLists?.forgetAll();
      onlineLists?.forgetAll();
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
