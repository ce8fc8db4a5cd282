import { KeptValues } from '@kindred/kit';
import type { TrendPage__Output as TrendPage } from '@kindred/kit/generated/kindred/social/v1/TrendPage';

/** What one newsfeed page is asked with (social's ListTrends, less the caller). */
export interface FeedAsk {
  scope: 'all' | 'mine' | 'member';
  /** The member whose items a `member` page lists (0 otherwise). */
  authorId: number;
  page: number;
  beforeId: number;
}

/** The announcements a kept page waits on: social's newsfeed changes and its follow / block changes. */
export type FeedSource = 'newsfeeds' | 'blocks';

interface KeptPage {
  viewerId: number;
  /** Whose items the page lists: null for the whole newsfeed, which any member's post changes. */
  authorId: number | null;
  page: Promise<TrendPage>;
}

/**
 * Newsfeed pages (social's ListTrends answers) kept by the edge per viewer, so that a page asked again
 * costs no service call; authors' cards are still filled from `MemberCards` with every answer, so a
 * changed or deleted author shows at once. A page is social's answer for that viewer (it leaves out
 * whom the viewer blocks or is blocked by, and marks the viewer's own items), dropped on every edge
 * at once by:
 * - social's newsfeed announcement (a post, a deletion, an account event's item, an erasure) of an
 *   author: every whole-newsfeed page, and the pages listing that author's items;
 * - social's follow / block announcement of a pair: every page of both members.
 * Used only while both subscriptions are up; an answer asked for before an announcement that concerns
 * it is answered but not kept; a failure is never kept; `ttlMs` bounds what a lost announcement could
 * leave and `maxEntries` the pages kept (oldest out first).
 */
export class NewsfeedPages {
  private readonly kept: KeptValues<string, KeptPage>;
  private readonly sources = new Set<FeedSource>();

  constructor(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
    this.kept = new KeptValues({ ...options, name: 'newsfeedPages' });
  }

  get enabled(): boolean {
    return this.kept.enabled;
  }

  /** The kept page, else `ask()`'s (one ask at a time per page). */
  get(viewerId: number, ask: FeedAsk, load: () => Promise<TrendPage>): Promise<TrendPage> {
    if (!this.enabled) return load();
    const key = `${viewerId}:${ask.scope}:${ask.authorId}:${ask.page}:${ask.beforeId}`;
    const kept = this.kept.read(key);
    if (kept) return kept.page;
    const page = load();
    const entry: KeptPage = {
      viewerId,
      authorId: ask.scope === 'all' ? null : ask.scope === 'mine' ? viewerId : ask.authorId,
      page,
    };
    // Kept from the start: the same page asked meanwhile waits for this answer, and an announcement
    // before it is answered drops it as it drops a kept one (social may have read before the change).
    this.kept.keep(key, entry);
    page.catch(() => this.kept.discard(key, entry));
    return page;
  }

  /** Social's newsfeed announcement: items of these authors were written or deleted. */
  forgetAuthors(authorIds: number[]): void {
    const authors = new Set(authorIds);
    this.kept.dropWhere((page) => page.authorId === null || authors.has(page.authorId));
  }

  /** Social's follow / block announcement: pairs whose follow or block changed. */
  forgetPairs(pairs: Array<[number, number]>): void {
    const members = new Set(pairs.flat());
    this.kept.dropWhere((page) => members.has(page.viewerId));
  }

  /** Up: that source's announcements arrive (what was kept before is dropped); down: nothing is kept. */
  setLive(source: FeedSource, live: boolean): void {
    if (live) this.sources.add(source);
    else this.sources.delete(source);
    this.kept.setLive(this.sources.size === 2);
  }

  clear(): void {
    this.kept.dropAll();
  }

  get size(): number {
    return this.kept.size;
  }
}
