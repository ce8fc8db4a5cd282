import type { Logger } from '@kindred/kit';

/** Whether pairs of members are blocked (in either direction); answers the keys (`low:high`) of the blocked ones. */
export interface BlockCheck {
  blockedAmong(pairs: ReadonlyArray<readonly [number, number]>): Promise<Set<string>>;
}

export interface BlockCacheOptions {
  /** How long an answer is trusted: a new block takes effect in chat within this time. */
  ttlMs: number;
  logger: Logger;
  now?: () => number;
  /** Entries kept at most; past it, expired entries are dropped (then all, if still too many). */
  maxEntries?: number;
}

const keyOf = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * Blocks as the social service knows them, asked once per pair and remembered for a short time, so
 * that the chat hot path makes no call per message: a batch asks only about pairs it has not seen
 * within the TTL, all at once. When social cannot answer, the last known answer stands; a pair never
 * asked is let through (logged) — chat and mail stay up through a social outage.
 */
export class BlockCache implements BlockCheck {
  private readonly known = new Map<string, { blocked: boolean; at: number }>();
  private readonly asking = new Map<string, Promise<boolean>>();
  private readonly now: () => number;

  constructor(
    private readonly ask: (a: number, b: number) => Promise<boolean>,
    private readonly options: BlockCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  async isBlocked(a: number, b: number): Promise<boolean> {
    return (await this.blockedAmong([[a, b]])).size > 0;
  }

  async blockedAmong(pairs: ReadonlyArray<readonly [number, number]>): Promise<Set<string>> {
    const blocked = new Set<string>();
    const now = this.now();
    let waits: Array<Promise<void>> | null = null;
    for (const [a, b] of pairs) {
      const key = keyOf(a, b);
      const entry = this.known.get(key);
      if (entry && now - entry.at < this.options.ttlMs) {
        if (entry.blocked) blocked.add(key);
        continue;
      }
      (waits ??= []).push(
        this.answer(key, a, b).then((yes) => {
          if (yes) blocked.add(key);
        }),
      );
    }
    if (waits) await Promise.all(waits);
    return blocked;
  }

  /** Forgets what is known about a pair (a block or unblock seen elsewhere takes effect at once). */
  forget(a: number, b: number): void {
    this.known.delete(keyOf(a, b));
  }

  private answer(key: string, a: number, b: number): Promise<boolean> {
    let pending = this.asking.get(key);
    if (pending) return pending;
    pending = this.ask(a, b).then(
      (blocked) => {
        this.remember(key, blocked);
        return blocked;
      },
      (err: Error) => {
        const stale = this.known.get(key);
        this.options.logger.warn({ err: err.message, stale: stale !== undefined }, 'block check unavailable');
        return stale?.blocked ?? false;
      },
    );
    pending.finally(() => this.asking.delete(key)).catch(() => undefined);
    this.asking.set(key, pending);
    return pending;
  }

  private remember(key: string, blocked: boolean): void {
    const max = this.options.maxEntries ?? 200_000;
    if (this.known.size >= max) {
      const now = this.now();
      for (const [k, v] of this.known) if (now - v.at >= this.options.ttlMs) this.known.delete(k);
      if (this.known.size >= max) this.known.clear();
    }
    this.known.set(key, { blocked, at: this.now() });
  }
}
