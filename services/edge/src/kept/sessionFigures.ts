import { KeptValues } from '@kindred/kit';
import type { ReceivedGift__Output as ReceivedGift } from '@kindred/kit/generated/kindred/commerce/v1/ReceivedGift';
import type { MailList__Output as MailList } from '@kindred/kit/generated/kindred/messaging/v1/MailList';

/**
 * One figure per member that another service owns and announces when it changes (the wallet's balance
 * from commerce, the count of newsfeed items from social), kept by the edge so that a repeated
 * `userinfo` makes no service call. Kept as every kept read is (kit's `KeptValues`): used only while
 * the Redis subscription is up, an announcement drops the member's figure on every edge at once, an
 * answer asked for before an announcement for that member is answered but not kept, one fetch per
 * member in flight, and `ttlMs` bounds what a lost announcement could leave. A failed answer is never
 * kept.
 */
export class KeptFigures<T> {
  private readonly kept: KeptValues<number, T>;

  constructor(options: { ttlMs: number; maxEntries: number; name?: string; now?: () => number }) {
    this.kept = new KeptValues({ ...options, name: options.name ?? 'sessionFigures', inFlight: 'by key' });
  }

  get enabled(): boolean {
    return this.kept.enabled;
  }

  /** The member's kept figure, else `fetch()`'s (one fetch at a time per member). */
  load(userId: number, fetch: () => Promise<T>): Promise<T> {
    return this.kept.load(userId, fetch);
  }

  forget(userIds: number[]): void {
    this.kept.drop(userIds);
  }

  clear(): void {
    this.kept.dropAll();
  }

  /** Up: announcements arrive (what was kept before is dropped, some may have been missed). Down: off. */
  setLive(live: boolean): void {
    this.kept.setLive(live);
  }

  get size(): number {
    return this.kept.size;
  }
}

/** The figures of the session record that are not the user service's (docs/product.md section 3). */
export interface SessionFigures {
  /** The wallet's balance, as commerce formats it ("12.50"). */
  balances: KeptFigures<string>;
  /** How many newsfeed items the member has (social's CountTrends). */
  newsfeedCounts: KeptFigures<number>;
  /**
   * The gifts the member received (`received_gift`), dropped by commerce's announcement of each gift
   * sent to them (on the wallet channel) and by a catalogue change; kept for a tenth as many members,
   * and only lists of up to `KEPT_GIFTS_MAX` gifts, so that they weigh what the figures do.
   */
  receivedGifts: KeptFigures<ReceivedGift[]>;
  /**
   * The first page of the member's mailbox (`emaillist` without `before_id` or `limit`), dropped by
   * messaging's announcement of every mail sent to them, read by them or renamed by an erasure; with
   * whether the reader could read all mail when it was asked (the page hides text otherwise).
   */
  mailboxes: KeptFigures<{ readsMail: boolean; page: MailList }>;
}

/** Longer lists of received gifts are asked for every time (their members are few). */
export const KEPT_GIFTS_MAX = 20;

export function sessionFigures(options: { ttlMs: number; maxEntries: number }): SessionFigures {
  return {
    balances: new KeptFigures({ ...options, name: 'balances' }),
    newsfeedCounts: new KeptFigures({ ...options, name: 'newsfeedCounts' }),
    receivedGifts: new KeptFigures({
      ...options,
      name: 'receivedGifts',
      maxEntries: Math.max(1, Math.floor(options.maxEntries / 10)),
    }),
    // A page is up to 50 mails: a tenth as many members too.
    mailboxes: new KeptFigures({
      ...options,
      name: 'mailboxes',
      maxEntries: Math.max(1, Math.floor(options.maxEntries / 10)),
    }),
  };
}
