import { UnavailableError, type Logger } from '@kindred/kit';

/**
 * Whether pairs of members are blocked (in either direction), by pair key (`low:high`): the blocked
 * ones, and those nobody could answer for (social away and the pair never asked): those are refused
 * with "try again", never let through (docs/privacy.md, "Presence and reaching").
 */
export interface BlockAnswers {
  blocked: Set<string>;
  unknown: Set<string>;
}

export interface BlockCheck {
  blockedAmong(pairs: ReadonlyArray<readonly [number, number]>): Promise<BlockAnswers>;
  /** The same for one member and many partners (a contact-list page), in one question where it can. */
  blockedWith?(userId: number, partners: number[]): Promise<BlockAnswers>;
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
 * within the TTL, all at once. When social cannot answer, the last known answer stands, so chat and
 * mail between members seen before stay up through a social outage; a pair never asked is unknown.
 */
export class BlockCache implements BlockCheck {
  private readonly known = new Map<string, { blocked: boolean; at: number }>();
  private readonly asking = new Map<string, Promise<boolean | undefined>>();
  private readonly now: () => number;

  constructor(
    private readonly ask: (a: number, b: number) => Promise<boolean>,
    private readonly options: BlockCacheOptions,
    /** Everyone blocked by or blocking the member (social's ListBlocks `either_way`): one call for a page. */
    private readonly askAll?: (userId: number) => Promise<number[]>,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Whether the pair is blocked; throws "try again" (unavailable) when nobody can say. */
  async isBlocked(a: number, b: number): Promise<boolean> {
    const { blocked, unknown } = await this.blockedAmong([[a, b]]);
    if (unknown.size > 0) throw new UnavailableError('unavailable');
    return blocked.size > 0;
  }

  async blockedAmong(pairs: ReadonlyArray<readonly [number, number]>): Promise<BlockAnswers> {
    const blocked = new Set<string>();
    const unknown = new Set<string>();
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
          if (yes === undefined) unknown.add(key);
          else if (yes) blocked.add(key);
        }),
      );
    }
    if (waits) await Promise.all(waits);
    return { blocked, unknown };
  }

  async blockedWith(userId: number, partners: number[]): Promise<BlockAnswers> {
    const now = this.now();
    const fresh = (p: number) => {
      const entry = this.known.get(keyOf(userId, p));
      return entry !== undefined && now - entry.at < this.options.ttlMs;
    };
    if (!this.askAll || partners.every(fresh)) return this.blockedAmong(partners.map((p) => [userId, p]));
    const answers: BlockAnswers = { blocked: new Set(), unknown: new Set() };
    try {
      const blocked = new Set((await this.askAll(userId)).map(Number));
      for (const p of partners) {
        this.remember(keyOf(userId, p), blocked.has(p));
        if (blocked.has(p)) answers.blocked.add(keyOf(userId, p));
      }
    } catch (err) {
      this.options.logger.warn({ err: (err as Error).message }, 'block list unavailable');
      for (const p of partners) {
        const stale = this.known.get(keyOf(userId, p));
        if (stale === undefined) answers.unknown.add(keyOf(userId, p));
        else if (stale.blocked) answers.blocked.add(keyOf(userId, p));
      }
    }
    return answers;
  }

  /** Forgets what is known about a pair (a block or unblock seen elsewhere takes effect at once). */
  forget(a: number, b: number): void {
    this.known.delete(keyOf(a, b));
  }

  /** The pair's answer; undefined when social cannot answer and the pair was never asked. */
  private answer(key: string, a: number, b: number): Promise<boolean | undefined> {
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
        return stale?.blocked;
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
