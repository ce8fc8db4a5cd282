import {
  KeptValues,
  contactsChangedChannel,
  followsChangedChannel,
  readChangedContacts,
  readChangedFollows,
  createRedis,
  type Logger,
  type RedisTarget,
} from '@kindred/kit';

interface KeptPage {
  page: unknown;
  until: number;
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
  /** By member, their pages by key; the bound is on pages (a member may hold many), not members. */
  private readonly kept: KeptValues<number, ReadonlyMap<string, KeptPage>>;

  constructor(private readonly options: { ttlMs: number; maxPages: number; now?: () => number }) {
    this.kept = new KeptValues({
      name: 'chatPages',
      ttlMs: options.ttlMs,
      maxEntries: options.maxPages,
      weigh: (pages) => pages.size,
      inFlight: 'by key',
      now: options.now,
    });
  }

  get enabled(): boolean {
    return this.kept.enabled;
  }

  /**
   * The member's kept page under `key`, else `fetch()`'s. A key names one kind of page and its cursor
   * (the contacts' '' or 'time:uid', a history's 'h<contact>:<time>:<mid>'), so it always holds a `T`.
   */
  async load<T>(uid: number, key: string, fetch: () => Promise<T>): Promise<T> {
    if (!this.enabled) return fetch();
    const entry = this.kept.peek(uid)?.get(key);
    const hit = entry !== undefined && entry.until > this.now();
    this.kept.tally(hit);
    if (hit) return entry.page as T;
    return this.kept.ask(uid, fetch, (page) => this.keep(uid, key, page));
  }

  forget(uids: number[]): void {
    this.kept.drop(uids);
  }

  /** Up: announcements arrive (what was kept before is dropped, some may have been missed). Down: off. */
  setLive(live: boolean): void {
    this.kept.setLive(live);
  }

  /** Pages kept (for tests). */
  get size(): number {
    return this.kept.weight;
  }

  private keep(uid: number, key: string, page: unknown): void {
    const pages = new Map(this.kept.peek(uid));
    pages.set(key, { page, until: this.now() + this.options.ttlMs });
    this.kept.keep(uid, pages);
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
  options: { redis: RedisTarget; keyPrefix: string; logger: Logger },
): { ready: Promise<void>; close(): void } {
  const channel = contactsChangedChannel(options.keyPrefix);
  // A block made or lifted (social's follow announcement, both directions) changes whose presence the
  // pair's contact lists may show: their kept pages go.
  const follows = followsChangedChannel(options.keyPrefix);
  const listener = createRedis(options.redis, options.logger, 'chat-contact-changes', '', {
    // Subscribed below, after each (re)connection, before the pages are kept again.
    manualResubscribe: true,
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
