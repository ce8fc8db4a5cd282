/**
 * Row counts for `last_page` and badges that do not grow with the data (docs/scale/queries.md): a
 * count at or under `exactBelow` is asked again on every call (small lists stay exact, a new row shows
 * at once); a larger one is kept for `ttlMs` per key, and concurrent callers share one query.
 */
export class CountCache {
  private readonly entries = new Map<string, { value: number; at: number }>();
  private readonly pending = new Map<string, Promise<number>>();
  /** Bumped by every drop; a count started before one is not kept. */
  private drops = 0;

  constructor(private readonly options: { exactBelow: number; ttlMs: number; maxKeys?: number; now?: () => number }) {}

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const now = (this.options.now ?? Date.now)();
    const cached = this.entries.get(key);
    if (cached && cached.value > this.options.exactBelow && now - cached.at < this.options.ttlMs) return cached.value;
    const running = this.pending.get(key);
    if (running) return running;
    const ticket = this.drops;
    const query: Promise<number> = count().finally(() => {
      if (this.pending.get(key) === query) this.pending.delete(key);
    });
    this.pending.set(key, query);
    const value = await query;
    // A drop while counting: the count may predate the write, so it is answered but not kept.
    if (ticket !== this.drops) return value;
    if (value > this.options.exactBelow) {
      if (this.entries.size >= (this.options.maxKeys ?? 10_000)) this.entries.clear();
      this.entries.set(key, { value, at: now });
    } else this.entries.delete(key);
    return value;
  }

  /** The kept count of a key, if it is large and fresh enough to be used without asking. */
  peek(key: string): number | undefined {
    const cached = this.entries.get(key);
    const now = (this.options.now ?? Date.now)();
    return cached && cached.value > this.options.exactBelow && now - cached.at < this.options.ttlMs
      ? cached.value
      : undefined;
  }

  /** Records a count asked some other way (one query for many keys). */
  put(key: string, value: number): void {
    if (value <= this.options.exactBelow) return void this.entries.delete(key);
    if (this.entries.size >= (this.options.maxKeys ?? 10_000)) this.entries.clear();
    this.entries.set(key, { value, at: (this.options.now ?? Date.now)() });
  }

  /** Forget one key (after a write the caller knows changes it) or all of them. */
  drop(key?: string): void {
    this.drops++;
    // A count already running may have read the rows before the write: the next caller asks again.
    if (key === undefined) {
      this.entries.clear();
      this.pending.clear();
    } else {
      this.entries.delete(key);
      this.pending.delete(key);
    }
  }
}
