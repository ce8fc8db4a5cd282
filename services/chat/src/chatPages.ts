import {
  contactsChangedChannel,
  followsChangedChannel,
  readChangedContacts,
  readChangedFollows,
  Redis,
  type Logger,
} from '@kindred/kit';

interface Asked {
  stale: boolean;
}

/**
 * A member's chat pages as messaging answered them (ListContacts: the contact list's pages; ListHistory:
 * a conversation's pages), kept by a chat node by member and page, so that a member asking again for a
 * page whose chats did not change makes no messaging call and no query (docs/capacity.md, "Chat pages
 * kept by the chat node"). Only messaging's part is kept: the partners' cards come from `MemberCards`
 * and their online status from presence on every frame. Messaging announces every member whose chats
 * changed (`contacts:changed`: a message stored to or from them, a chat read or deleted, an erasure of
 * them or of a partner) and every node drops all of that member's pages at once; the node that carried
 * the write drops them itself too, before it answers (a member reads their own writes), as it does when
 * a frame for the member arrives through Redis. The rules are the edge's kept reads': used only while
 * the subscription is up, an answer asked for before an announcement for that member is answered but
 * not kept, a failure is never kept, `ttlMs` bounds what a lost announcement could leave.
 */
export class ChatPages {
  private readonly kept = new Map<number, Map<string, { page: unknown; until: number }>>();
  private readonly asking = new Map<number, Set<Asked>>();
  private live = false;
  /** Pages kept, over every member: the bound is on pages (a member may hold many), not members. */
  private pages = 0;

  constructor(private readonly options: { ttlMs: number; maxPages: number; now?: () => number }) {}

  get enabled(): boolean {
    return this.live && this.options.ttlMs > 0;
  }

  /**
   * The member's kept page under `key`, else `fetch()`'s. A key names one kind of page and its cursor
   * (the contacts' '' or 'time:uid', a history's 'h<contact>:<time>:<mid>'), so it always holds a `T`.
   */
  async load<T>(uid: number, key: string, fetch: () => Promise<T>): Promise<T> {
    if (!this.enabled) return fetch();
    const entry = this.kept.get(uid)?.get(key);
    if (entry && entry.until > this.now()) return entry.page as T;
    const asked: Asked = { stale: false };
    let asks = this.asking.get(uid);
    if (!asks) this.asking.set(uid, (asks = new Set()));
    asks.add(asked);
    try {
      const page = await fetch();
      if (!asked.stale) this.keep(uid, key, page);
      return page;
    } finally {
      asks.delete(asked);
      if (asks.size === 0 && this.asking.get(uid) === asks) this.asking.delete(uid);
    }
  }

  forget(uids: number[]): void {
    for (const uid of uids) {
      this.drop(uid);
      const asks = this.asking.get(uid);
      if (!asks) continue;
      for (const asked of asks) asked.stale = true;
      this.asking.delete(uid);
    }
  }

  /** Up: announcements arrive (what was kept before is dropped, some may have been missed). Down: off. */
  setLive(live: boolean): void {
    this.kept.clear();
    this.pages = 0;
    this.forget([...this.asking.keys()]);
    this.live = live;
  }

  /** Pages kept (for tests). */
  get size(): number {
    return this.pages;
  }

  private keep(uid: number, key: string, page: unknown): void {
    if (!this.enabled) return;
    // The oldest member's pages first out (a Map keeps insertion order): the bound holds whatever the traffic.
    while (this.pages >= this.options.maxPages && this.kept.size > 0) {
      const oldest = this.kept.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
    let pages = this.kept.get(uid);
    if (!pages) this.kept.set(uid, (pages = new Map()));
    if (!pages.has(key)) this.pages++;
    pages.set(key, { page, until: this.now() + this.options.ttlMs });
  }

  private drop(uid: number): void {
    const pages = this.kept.get(uid);
    if (!pages) return;
    this.pages -= pages.size;
    this.kept.delete(uid);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

/**
 * Subscribes `pages` to messaging's chat announcements on a connection of its own; they are kept
 * only while that subscription is up.
 */
export function watchChatChanges(
  pages: Pick<ChatPages, 'forget' | 'setLive'>,
  options: { redisUrl: string; keyPrefix: string; logger: Logger },
): { ready: Promise<void>; close(): void } {
  const channel = contactsChangedChannel(options.keyPrefix);
  // A block made or lifted (social's follow announcement, both directions) changes whose presence the
  // pair's contact lists may show: their kept pages go.
  const follows = followsChangedChannel(options.keyPrefix);
  const listener = new Redis(options.redisUrl, {
    maxRetriesPerRequest: 2,
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
    connectionName: 'chat-contact-changes',
    // Subscribed below, after each (re)connection, before the pages are kept again.
    autoResubscribe: false,
  });
  listener.on('error', (err: Error) => options.logger.debug({ err: err.message }, 'contact changes unavailable'));
  listener.on('close', () => pages.setLive(false));
  listener.on('message', (from: string, payload: string) => {
    if (from === channel) pages.forget(readChangedContacts(payload));
    else if (from === follows) pages.forget(readChangedFollows(payload).flat());
  });
  let live: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (live = resolve));
  listener.on('ready', () => {
    listener.subscribe(channel, follows).then(
      () => {
        pages.setLive(true);
        live();
      },
      (err: Error) => options.logger.warn({ err: err.message }, 'contact changes not subscribed'),
    );
  });
  return {
    ready,
    close: () => {
      pages.setLive(false);
      listener.disconnect();
    },
  };
}
