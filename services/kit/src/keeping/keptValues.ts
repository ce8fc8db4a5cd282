import { Counter } from 'prom-client';
import { dependencyRegistry } from '../runtime/dependencyMetrics';

const registers = [dependencyRegistry];
const hits = new Counter({
  name: 'kindred_kept_hits_total',
  help: 'Reads answered by a kept value, by what is kept',
  labelNames: ['kept'],
  registers,
});
const misses = new Counter({
  name: 'kindred_kept_misses_total',
  help: 'Reads that found no fresh kept value while keeping was on, by what is kept',
  labelNames: ['kept'],
  registers,
});
const drops = new Counter({
  name: 'kindred_kept_drops_total',
  help: 'Kept values dropped by an announcement (or by going live or off), by what is kept',
  labelNames: ['kept'],
  registers,
});

/**
 * Counts the announcements of one or more `KeptValues`: a value read under an older generation is not
 * kept. Caches that an announcement drops from together share one.
 */
export class KeptGeneration {
  private value = 0;

  get current(): number {
    return this.value;
  }

  next(): void {
    this.value++;
  }
}

export interface KeptValuesOptions<K, V> {
  /** What is kept, as the metrics' `kept` label names it. */
  name: string;
  /** How long a value is kept at most: what a lost announcement could leave. 0 keeps nothing. */
  ttlMs: number;
  /** The bound: values kept, or their weight together with `weigh`; the oldest go out first. */
  maxEntries?: number;
  weigh?: (value: V) => number;
  /**
   * true (default): an owner announces every change, and values are kept only while `setLive(true)`
   * says its subscription is up. false: nothing announces them; they are kept for `ttlMs` alone.
   */
  announced?: boolean;
  /**
   * Which answers still being asked for an announcement makes stale: every one ('all', the default:
   * when an announcement may concern a key it does not name, as a member behind a session's token),
   * or only those of the keys it drops ('by key').
   */
  inFlight?: 'all' | 'by key';
  generation?: KeptGeneration;
  /** Called for every value that leaves, whatever the reason (for an index kept beside the values). */
  removed?: (key: K, value: V) => void;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  until: number;
  weight: number;
}

interface Ask {
  generation: number;
  stale: boolean;
}

/**
 * Values another service owns, kept by this process until their owner announces a change (kit's
 * README, "Kept values"): a bound on what is kept, oldest out first; `ttlMs` on each value; an
 * announcement drops a key, some keys or all of them on every process at once; and an answer asked for
 * before an announcement is answered but not kept, so a value read before a change never outlives it.
 * While the owner's announcements may be missed (the subscription is down) nothing is kept.
 */
export class KeptValues<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly asks = new Map<K, Set<Ask>>();
  /** The answer being asked for a key, shared by the callers that arrive meanwhile. */
  private readonly shared = new Map<K, { ask: Ask; answer: Promise<unknown> }>();
  private readonly generation: KeptGeneration;
  private readonly hits: Counter.Internal;
  private readonly misses: Counter.Internal;
  private readonly drops: Counter.Internal;
  private total = 0;
  private isLive: boolean;

  constructor(private readonly options: KeptValuesOptions<K, V>) {
    this.generation = options.generation ?? new KeptGeneration();
    this.isLive = options.announced === false;
    this.hits = hits.labels(options.name);
    this.misses = misses.labels(options.name);
    this.drops = drops.labels(options.name);
  }

  /** Whether values are read and kept: live, and a TTL to keep them for. */
  get enabled(): boolean {
    return this.isLive && this.options.ttlMs > 0;
  }

  get live(): boolean {
    return this.isLive;
  }

  /** Up: announcements arrive (what was kept before is dropped, some may have been missed). Down: off. */
  setLive(live: boolean): void {
    this.dropAll();
    this.isLive = live;
  }

  /** The generation to hand back to `keep`: an announcement in between makes `keep` a no-op. */
  ticket(): number {
    return this.generation.current;
  }

  /** The fresh kept value of `key`, counted as a hit or a miss. */
  read(key: K): V | undefined {
    const entry = this.fresh(key);
    if (this.enabled) this.tally(entry !== undefined);
    return entry?.value;
  }

  /** Like `read`, uncounted: for a value that holds several (a member's pages), counted with `tally`. */
  peek(key: K): V | undefined {
    return this.fresh(key)?.value;
  }

  tally(hit: boolean): void {
    (hit ? this.hits : this.misses).inc();
  }

  /** Keeps `value` unless keeping is off or an announcement came after `ticket`; true when kept. */
  keep(key: K, value: V, ticket?: number, ttlMs = this.options.ttlMs): boolean {
    if (!this.enabled || (ticket !== undefined && ticket !== this.generation.current)) return false;
    this.discard(key);
    const weight = this.options.weigh?.(value) ?? 1;
    const max = this.options.maxEntries ?? Infinity;
    if (weight > max) return false;
    // Oldest first out (a Map keeps insertion order): the bound holds whatever the traffic.
    while (this.total + weight > max) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.discard(oldest.value);
    }
    this.entries.set(key, { value, until: this.now() + ttlMs, weight });
    this.total += weight;
    return true;
  }

  /**
   * Runs `fetch` as an ask for `key`, and hands its answer to `keep` if no announcement made it stale
   * meanwhile (see `inFlight`). A failure is never kept.
   */
  ask<T>(key: K, fetch: () => Promise<T>, keep: (answer: T) => void): Promise<T> {
    const ask: Ask = { generation: this.generation.current, stale: false };
    let asks = this.asks.get(key);
    if (!asks) this.asks.set(key, (asks = new Set()));
    asks.add(ask);
    const done = () => {
      asks.delete(ask);
      if (asks.size === 0 && this.asks.get(key) === asks) this.asks.delete(key);
    };
    return fetch().then(
      (answer) => {
        done();
        if (this.current(ask)) keep(answer);
        return answer;
      },
      (err: unknown) => {
        done();
        throw err;
      },
    );
  }

  /** Like `ask`, but the callers asking for `key` while an answer is on its way share it. */
  share<T>(key: K, fetch: () => Promise<T>, keep: (answer: T) => void): Promise<T> {
    const running = this.shared.get(key);
    if (running && this.current(running.ask)) return running.answer as Promise<T>;
    // Dropping the key removes it from `shared`; this ask's generation answers for the other drops.
    const ask: Ask = { generation: this.generation.current, stale: false };
    const answer = this.ask(key, fetch, keep);
    const entry = { ask, answer };
    this.shared.set(key, entry);
    const done = () => {
      if (this.shared.get(key) === entry) this.shared.delete(key);
    };
    answer.then(done, done);
    return answer;
  }

  /** The kept value of `key`, else `fetch()`'s, shared and kept as `share` does. */
  load(key: K, fetch: () => Promise<V>): Promise<V> {
    if (!this.enabled) return fetch();
    const entry = this.fresh(key);
    this.tally(entry !== undefined);
    return entry ? Promise.resolve(entry.value) : this.share(key, fetch, (answer) => void this.keep(key, answer));
  }

  /** The values of `keys`: kept ones, those being asked for already, and one `fetch` for the rest. */
  async loadMany(keys: K[], fetch: (keys: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
    const unique = [...new Set(keys)];
    if (!this.enabled) return fetch(unique);
    const found = new Map<K, V>();
    const waiting = new Map<K, Promise<V>>();
    const missing: K[] = [];
    for (const key of unique) {
      const entry = this.fresh(key);
      this.tally(entry !== undefined);
      if (entry) found.set(key, entry.value);
      else {
        const running = this.shared.get(key);
        if (running && this.current(running.ask)) waiting.set(key, running.answer as Promise<V>);
        else missing.push(key);
      }
    }
    if (missing.length) {
      const answers = fetch(missing);
      for (const key of missing) {
        const answer = () => answers.then((all) => all.get(key) as V);
        waiting.set(
          key,
          this.share(key, answer, (value) => void this.keep(key, value)),
        );
      }
    }
    for (const [key, answer] of waiting) found.set(key, await answer);
    return found;
  }

  /** An announcement: drops these keys (none: only makes the answers on their way stale, see `inFlight`). */
  drop(keys: Iterable<K>): void {
    this.generation.next();
    for (const key of keys) {
      if (this.entries.has(key)) this.drops.inc();
      this.discard(key);
      for (const ask of this.asks.get(key) ?? []) ask.stale = true;
      this.asks.delete(key);
      this.shared.delete(key);
    }
  }

  /**
   * An announcement whose change this process can make itself: the kept value of `key` becomes
   * `change(value)` (its time to live unchanged), and answers on their way for it are not kept, as a
   * drop would have them.
   */
  patch(key: K, change: (value: V) => V): void {
    this.generation.next();
    for (const ask of this.asks.get(key) ?? []) ask.stale = true;
    this.asks.delete(key);
    this.shared.delete(key);
    const entry = this.fresh(key);
    if (entry) entry.value = change(entry.value);
  }

  /** An announcement that concerns the values `matches` picks. */
  dropWhere(matches: (value: V, key: K) => boolean): void {
    this.generation.next();
    for (const [key, entry] of this.entries)
      if (matches(entry.value, key)) {
        this.drops.inc();
        this.discard(key);
      }
  }

  dropAll(): void {
    this.generation.next();
    if (this.entries.size) this.drops.inc(this.entries.size);
    for (const key of [...this.entries.keys()]) this.discard(key);
    for (const asks of this.asks.values()) for (const ask of asks) ask.stale = true;
    this.asks.clear();
    this.shared.clear();
  }

  /** Removes `key` (only while it holds `value`, when given) without announcing anything. */
  discard(key: K, value?: V): void {
    const entry = this.entries.get(key);
    if (!entry || (value !== undefined && entry.value !== value)) return;
    this.entries.delete(key);
    this.total -= entry.weight;
    this.options.removed?.(key, entry.value);
  }

  /** Values kept. */
  get size(): number {
    return this.entries.size;
  }

  /** Their weight together (their count without `weigh`). */
  get weight(): number {
    return this.total;
  }

  private fresh(key: K): Entry<V> | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry;
    this.discard(key);
    return undefined;
  }

  private current(ask: Ask): boolean {
    return !ask.stale && (this.options.inFlight === 'by key' || ask.generation === this.generation.current);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
