import type { ListingAnchor } from '../store/userStore';

/** The first pages are always read live: they are the ones most looked at, and cheap however read. */
export const LIVE_PAGES = 5;

/** Where a page of the listing starts: after `after` (none: from the top), then `offset` more. */
export interface PageStart {
  after?: ListingAnchor;
  offset: number;
}

/**
 * The last member of every page of the unfiltered userlist (its activity and id), read in one
 * index-only pass and kept per replica, so that any page past the first LIVE_PAGES is a keyset seek
 * reading its own entries only: page 2000 walks what page 1 walks (docs/scale/queries.md).
 *
 * The pass is repeated once the boundaries are `ttlMs` old; until it ends the old ones still serve
 * (no page waits on it), but never once they are twice that old. The page itself is read live, so it
 * holds only listed members in listing order; what may be stale is where it starts, by the members
 * who moved above it (signed in, joined, left) since the pass.
 */
export class PageBoundaries {
  private kept: { at: number; list: ListingAnchor[] } | null = null;
  private pass: Promise<ListingAnchor[]> | null = null;

  constructor(
    private readonly read: (every: number) => Promise<ListingAnchor[]>,
    private readonly pageSize: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async start(offset: number): Promise<PageStart> {
    if (offset < LIVE_PAGES * this.pageSize) return { offset };
    const boundaries = await this.current();
    const pages = Math.min(Math.floor(offset / this.pageSize), boundaries.length);
    if (pages === 0) return { offset };
    return { after: boundaries[pages - 1]!, offset: offset - pages * this.pageSize };
  }

  private current(): Promise<ListingAnchor[]> {
    const kept = this.kept;
    const age = kept ? this.now() - kept.at : Infinity;
    if (age <= this.ttlMs) return Promise.resolve(kept!.list);
    const pass = this.refresh();
    if (age > 2 * this.ttlMs) return pass;
    pass.catch(() => undefined); // a failed pass in the background: the next page after it tries again
    return Promise.resolve(kept!.list);
  }

  private refresh(): Promise<ListingAnchor[]> {
    if (!this.pass) {
      const at = this.now();
      const pass = this.read(this.pageSize).then((list) => {
        this.kept = { at, list };
        return list;
      });
      this.pass = pass;
      void pass.then(
        () => (this.pass = null),
        () => (this.pass = null),
      );
    }
    return this.pass;
  }
}
