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
