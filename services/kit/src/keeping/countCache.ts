import { KeptValues } from './keptValues';

/**
 * Row counts for `last_page` and badges that do not grow with the data (docs/scale/queries.md): a
 * count at or under `exactBelow` is asked again on every call (small lists stay exact, a new row shows
 * at once); a larger one is kept for `ttlMs` per key, and concurrent callers share one query. Nothing
 * announces a count: the service that asks drops what its own writes change.
 */
export class CountCache {
  private readonly kept: KeptValues<string, number>;

  constructor(
    private readonly options: {
      exactBelow: number;
      ttlMs: number;
      maxKeys?: number;
      name?: string;
      now?: () => number;
    },
  ) {
    this.kept = new KeptValues({
      name: options.name ?? 'counts',
      ttlMs: options.ttlMs,
      maxEntries: options.maxKeys ?? 10_000,
      announced: false,
      now: options.now,
    });
  }

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const kept = this.kept.read(key);
    if (kept !== undefined) return kept;
    // A drop while counting: the count may predate the write, so it is answered but not kept.
    return this.kept.share(key, count, (value) => this.put(key, value));
  }

  /** The kept count of a key, if it is large and fresh enough to be used without asking. */
  peek(key: string): number | undefined {
    return this.kept.read(key);
  }

  /** Records a count asked some other way (one query for many keys). */
  put(key: string, value: number): void {
    if (value <= this.options.exactBelow) this.kept.discard(key);
    else this.kept.keep(key, value);
  }

  /** Forget one key (after a write the caller knows changes it) or all of them. */
  drop(key?: string): void {
    // A count already running may have read the rows before the write: the next caller asks again.
    if (key === undefined) this.kept.dropAll();
    else this.kept.drop([key]);
  }
}
