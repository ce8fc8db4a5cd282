import { KeptValues } from '@kindred/kit';
import type { Caller__Output as Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';

/**
 * Answers every member sees alike and staff rarely change (the gift catalogue, the packages, the
 * authority lists of initdata), kept by the edge: a shop screen costs no service call. Like the caller
 * cache it is used only while its Redis subscription is up, and the owners' announcements (commerce's
 * catalogue change, the user service's authority change or customer-service account change) drop what
 * they concern at once on every edge; `ttlMs` bounds what a lost announcement could leave, and
 * `maxEntries` (when given) the answers kept, the oldest out first.
 */
export class HotReads {
  private readonly kept: KeptValues<string, Promise<unknown>>;

  constructor(options: { ttlMs: number; maxEntries?: number; name?: string; now?: () => number }) {
    this.kept = new KeptValues({ ...options, name: options.name ?? 'hotReads' });
  }

  /** The kept answer of `key`, else `load()`'s (one load at a time per key; a failure is not kept). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.kept.enabled) return load();
    const kept = this.kept.read(key);
    if (kept) return kept as Promise<T>;
    // Kept from the start: the same key asked meanwhile waits for this answer.
    const value = load();
    this.kept.keep(key, value);
    value.catch(() => this.kept.discard(key, value));
    return value;
  }

  /** Drops the keys starting with `prefix` (all of them without one). */
  forget(prefix = ''): void {
    if (!prefix) return this.kept.dropAll();
    this.kept.dropWhere((_, key) => key.startsWith(prefix));
  }

  setLive(live: boolean): void {
    this.kept.setLive(live);
  }

  get size(): number {
    return this.kept.size;
  }
}

/** The keys, by owner: commerce's catalogue announcements drop `shop:`, the user service's `init:`. */
export const HOT = {
  gifts: 'shop:gifts',
  gift: (id: number) => `shop:gift:${id}`,
  recharge: 'shop:recharge',
  upgrade: 'shop:upgrade',
  initData: 'init:data',
} as const;

/**
 * The member lists the edge keeps (`memberLists`, kept/memberLists.ts), by the viewer's kind as the
 * user service is told of them (tier, sex, role, authorities: what it pages, filters and refuses by),
 * never by who the viewer is: every viewer of a kind shares a page, and the edge takes each viewer's
 * own left-out members out of it (memberListPages.ts). A tier that lapses or an authority list that
 * changes asks again.
 */
export const MEMBER_LISTS = {
  kind: (list: string, caller: Caller, ...asked: Array<string | number>) =>
    ['members', list, caller.vip, caller.sex, caller.role, caller.authorities.join(','), ...asked].join(':'),
} as const;
