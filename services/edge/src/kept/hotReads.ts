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
  private readonly values = new Map<string, { until: number; value: Promise<unknown> }>();
  private live = false;

  constructor(private readonly options: { ttlMs: number; maxEntries?: number; now?: () => number }) {}

  /** The kept answer of `key`, else `load()`'s (one load at a time per key; a failure is not kept). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.live || this.options.ttlMs <= 0) return load();
    const now = this.now();
    const kept = this.values.get(key);
    if (kept && kept.until > now) return kept.value as Promise<T>;
    const value = load();
    const entry = { until: now + this.options.ttlMs, value };
    this.values.delete(key);
    while (this.values.size >= (this.options.maxEntries ?? Infinity)) {
      const oldest = this.values.keys().next().value;
      if (oldest === undefined) break;
      this.values.delete(oldest);
    }
    this.values.set(key, entry);
    value.catch(() => {
      if (this.values.get(key) === entry) this.values.delete(key);
    });
    return value;
  }

  /** Drops the keys starting with `prefix` (all of them without one). */
  forget(prefix = ''): void {
    if (!prefix) return this.values.clear();
    for (const key of [...this.values.keys()]) if (key.startsWith(prefix)) this.values.delete(key);
  }

  setLive(live: boolean): void {
    this.forget();
    this.live = live;
  }

  get size(): number {
    return this.values.size;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
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
 * The member lists the edge keeps (`memberLists`): their order and membership move with any member's
 * sign-in, registration, profile, avatar, status or privacy, so the user service's every
 * `account:changed` drops them all. A page is kept for the caller as the user service is told of them
 * (tier, sex, role, authorities: what it pages and filters by), so a tier that lapses or an authority
 * list that changes asks again.
 */
export const MEMBER_LISTS = {
  page: (list: string, caller: Caller, ...asked: Array<string | number>) =>
    ['members', list, caller.user_id, caller.vip, caller.sex, caller.role, caller.authorities.join(','), ...asked].join(
      ':',
    ),
} as const;
