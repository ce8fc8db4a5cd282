import { KeptValues, type AccountChange } from '@kindred/kit';
import { cardFacts, type MayHold } from './listFilters';
import type { MemberCard } from './memberCards';

/** How a list is ordered: by last activity (a sign-in moves a member to its top) or newest first. */
export type ListOrder = 'activity' | 'newest';

/** A page of a member list as the user service answers it for a kind of viewer (memberListPages.ts). */
export interface ListWindow {
  ids: number[];
  /** Each member's place in the last-activity order (µs), for the paged lists; else empty. */
  activities: number[];
  page: number;
  lastPage: number;
  total: number;
  /** How many a page shows: the window holds up to OVER_FETCH more (memberListPages.ts). */
  size: number;
  /** The owner answered as many as were asked: more members may follow the window. */
  full: boolean;
}

/**
 * How a list is kept: its order, whether it is a first page, and (`mayHold`) whether a member with a
 * given card could be on it at all, from the list's own filters; false only when the card rules them
 * out, so that a sign-in of a member who cannot be on a first page leaves it as it is.
 */
export interface ListKind {
  order: ListOrder;
  top: boolean;
  mayHold?: MayHold;
  /** How long a stale first page of it is served (else the store's `topMs`). */
  topMs?: number;
}

/** Where a viewer's left-out members (themself, their blocked pairs) stand in a list: those it holds. */
export interface ListPlaces {
  ids: number[];
  activities: number[];
}

interface Kept<V> extends ListKind {
  value: V;
  /** When it was asked for. */
  at: number;
  /** A change may have put someone at its top since it was asked for. */
  stale: boolean;
}

interface Asked {
  seq: number;
  epoch: number;
  at: number;
}

/** Changes older than this are forgotten; an answer asked for before them is not kept. */
const CHANGES_KEPT_MS = 30_000;

/**
 * The member-list pages the edge keeps, shared by every viewer of a kind (docs/discovery.md, "Kept
 * pages"), and where each viewer's left-out members stand in them. An account announcement touches
 * only what it concerns: a sign-in moves the member within the last-activity pages holding them and
 * marks stale the first pages they may join (served for `topMs` more, then asked again: a sign-in
 * shows on top within it; `signedIn`); a new member marks every first page stale; a card change drops the pages holding the member and marks
 * the first pages stale; a member leaving the lists drops the pages holding them; any other change
 * drops everything. An answer asked for before a change of a member it holds is not kept. Deeper pages
 * keep their place while members move above them, at most `ttlMs`, as the user service's own page
 * boundaries do.
 */
export class MemberLists {
  private readonly windows: KeptValues<string, Kept<ListWindow>>;
  private readonly places: KeptValues<string, Kept<ListPlaces & { among?: number[] }>>;
  /** The keys holding each member: the windows showing them, the places asked for them. */
  private readonly windowsHolding = new Map<number, Set<string>>();
  private readonly placesHolding = new Map<number, Set<string>>();
  private readonly tops = new Set<string>();
  /** Recent changes: `moved` a sign-in or a new member (their place alone changed). */
  private readonly changes: Array<{ seq: number; id: number; at: number; moved: boolean }> = [];
  private seq = 0;
  private epoch = 0;
  private readonly now: () => number;

  constructor(
    private readonly options: { name: string; ttlMs: number; maxEntries: number; topMs: number; now?: () => number },
  ) {
    this.now = options.now ?? Date.now;
    const index = <V>(by: Map<number, Set<string>>, ids: (value: V) => number[]) => ({
      removed: (key: string, kept: Kept<V>) => {
        for (const id of ids(kept.value)) {
          const keys = by.get(id);
          keys?.delete(key);
          if (keys?.size === 0) by.delete(id);
        }
        this.tops.delete(key);
      },
    });
    this.windows = new KeptValues({
      name: options.name,
      ttlMs: options.ttlMs,
      maxEntries: options.maxEntries,
      inFlight: 'by key',
      now: this.now,
      ...index<ListWindow>(this.windowsHolding, (w) => w.ids),
    });
    this.places = new KeptValues<string, Kept<ListPlaces & { among?: number[] }>>({
      name: `${options.name}Places`,
      ttlMs: options.ttlMs,
      maxEntries: options.maxEntries,
      inFlight: 'by key',
      now: this.now,
      ...index<ListPlaces & { among?: number[] }>(this.placesHolding, (p) => p.among ?? p.ids),
    });
  }

  get enabled(): boolean {
    return this.windows.enabled;
  }

  setLive(live: boolean): void {
    this.epoch += 1;
    this.windows.setLive(live);
    this.places.setLive(live);
  }

  get size(): number {
    return this.windows.size;
  }

  /** The kept window of `key`, else `load()`'s, kept unless a change of a member it holds came meanwhile. */
  window(key: string, list: ListKind, load: () => Promise<ListWindow>): Promise<ListWindow> {
    if (!this.windows.enabled) return load();
    const kept = this.windows.peek(key);
    if (kept && !(kept.stale && this.now() - kept.at >= (kept.topMs ?? this.options.topMs))) {
      this.windows.tally(true);
      return Promise.resolve(kept.value);
    }
    this.windows.tally(false);
    const asked = this.asked();
    return this.windows.share(key, load, (value) => {
      const moved = this.movedSince(asked, value.ids, false);
      if (moved === 'held') return;
      const entry = { value, at: asked.at, ...list, stale: moved === 'any' && list.top };
      if (!this.windows.keep(key, entry)) return;
      this.indexUnder(this.windowsHolding, key, value.ids);
      if (list.top) this.tops.add(key);
    });
  }

  /** The fresh kept window of `key`, uncounted (a search walking its pages' ends). */
  peek(key: string): ListWindow | undefined {
    return this.windows.enabled ? this.windows.peek(key)?.value : undefined;
  }

  /** Where `among` (a viewer's left-out members) stand in a list, kept until one of them changes. */
  placesOf(key: string, among: number[], load: () => Promise<ListPlaces>): Promise<ListPlaces> {
    if (!this.places.enabled) return load();
    const kept = this.places.read(key);
    if (kept) return Promise.resolve(kept.value);
    const asked = this.asked();
    return this.places.share(key, load, (value) => {
      if (this.movedSince(asked, among, true) !== 'none') return;
      const entry = { value: { ...value, among }, at: asked.at, order: 'activity' as const, top: false, stale: false };
      if (this.places.keep(key, entry)) this.indexUnder(this.placesHolding, key, among);
    });
  }

  /**
   * An `account:changed` announcement (kit's `readAccountChanges`); `cardOf` answers a member's kept
   * card, if any (read before the announcement drops it), for the first pages' `mayHold`.
   */
  changed(ids: number[], change?: AccountChange, cardOf?: (id: number) => MemberCard | null | undefined): void {
    if (ids.length === 0) return;
    if (change === undefined) return this.forgetAll();
    const at = this.now();
    const moved = change === 'signin' || change === 'joined';
    for (const id of ids) this.changes.push({ seq: ++this.seq, id, at, moved });
    while (this.changes.length && this.changes[0]!.at < at - CHANGES_KEPT_MS) this.changes.shift();
    // Whoever a left-out member is, any change of theirs may move them in, out of or along a list.
    this.places.drop(ids.flatMap((id) => [...(this.placesHolding.get(id) ?? [])]));
    if (change === 'signin') {
      for (const id of ids) this.signedIn(id, cardOf?.(id));
      return;
    }
    const holding = ids.flatMap((id) => [...(this.windowsHolding.get(id) ?? [])]);
    if (change === 'joined') this.markTops();
    else {
      this.windows.drop(holding);
      if (change === 'card') this.markTops('activity');
    }
  }

  /**
   * A sign-in moves the member to the top of the last-activity order, and nowhere else: a first page
   * holding them shows them first; a deeper page holding them goes on without them (one of the
   * members it holds beyond its page moves up), or is dropped when it can no longer fill its page;
   * first pages they may join are served for `topMs` more, then asked again. Newest-first
   * lists keep their order: the member's card (its sign-in time) is kept apart.
   */
  private signedIn(id: number, card: MemberCard | null | undefined): void {
    const activity = this.now() * 1000;
    const emptied: string[] = [];
    for (const key of [...(this.windowsHolding.get(id) ?? [])]) {
      const kept = this.windows.peek(key);
      if (!kept || kept.order !== 'activity') continue;
      const at = kept.value.ids.indexOf(id);
      if (at < 0) continue;
      const ids = kept.value.ids.filter((_, i) => i !== at);
      const activities = kept.value.activities.filter((_, i) => i !== at);
      if (kept.top) {
        ids.unshift(id);
        if (activities.length) activities.unshift(Math.max(activity, (activities[0] ?? 0) + 1));
      } else if (kept.value.full && ids.length < kept.value.size) {
        emptied.push(key);
        continue;
      }
      kept.value = { ...kept.value, ids, activities };
      if (!kept.top) this.unindex(id, key);
    }
    this.windows.drop(emptied);
    // No account, or hidden from lists: on no list. An unknown card may be on any.
    if (card === null || card?.listed === false) return;
    const holding = this.windowsHolding.get(id);
    for (const key of this.tops) {
      const kept = this.windows.peek(key);
      if (!kept || kept.order !== 'activity' || holding?.has(key)) continue;
      if (!card || !kept.mayHold || kept.mayHold(cardFacts(card))) kept.stale = true;
    }
  }

  private unindex(id: number, key: string): void {
    const keys = this.windowsHolding.get(id);
    keys?.delete(key);
    if (keys?.size === 0) this.windowsHolding.delete(id);
  }

  /** Authorities or anything unsaid changed: nothing kept holds. */
  forgetAll(): void {
    this.epoch += 1;
    this.windows.dropAll();
    this.places.dropAll();
  }

  private markTops(order?: ListOrder): void {
    for (const key of this.tops) {
      const kept = this.windows.peek(key);
      if (kept && (!order || kept.order === order)) kept.stale = true;
    }
  }

  private asked(): Asked {
    return { seq: this.seq, epoch: this.epoch, at: this.now() };
  }

  /**
   * What changed since `asked`: 'held' when one of `ids` changed (or everything was dropped), 'any'
   * when someone else did, 'none' otherwise. A page may hold a member who only moved (`strict` off):
   * the answer has them at their new place or their old one, as a page read a moment earlier would.
   */
  private movedSince(asked: Asked, ids: number[], strict: boolean): 'held' | 'any' | 'none' {
    if (asked.epoch !== this.epoch || asked.at < this.now() - CHANGES_KEPT_MS) return 'held';
    if (asked.seq === this.seq) return 'none';
    const held = new Set(ids);
    for (let i = this.changes.length - 1; i >= 0 && this.changes[i]!.seq > asked.seq; i--) {
      const change = this.changes[i]!;
      if (held.has(change.id) && (strict || !change.moved)) return 'held';
    }
    return 'any';
  }

  private indexUnder(by: Map<number, Set<string>>, key: string, ids: number[]): void {
    for (const id of ids) {
      let keys = by.get(id);
      if (!keys) by.set(id, (keys = new Set()));
      keys.add(key);
    }
  }
}
