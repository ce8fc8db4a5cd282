import type { Member__Output as Member } from '@kindred/kit/generated/kindred/common/v1/Member';
import type { ProfileFacts__Output as ProfileFacts } from '@kindred/kit/generated/kindred/user/v1/ProfileFacts';

/** An active member as their profile shows them to others (GetMember), and whether they hide their status. */
export interface MemberProfile {
  member: Member;
  /** The member hides their online status: offline to others whatever their presence. */
  hidesOnline: boolean;
}

/** A profile as `userdetail` keeps it: with what the member says of themself (saving them announces the member). */
export interface ShownProfile extends MemberProfile {
  facts: ProfileFacts;
}

/** A member as the user service's GetMembers answers them to no viewer, and whether lists show them. */
export interface MemberCard extends MemberProfile {
  /** false: the member hides from member lists (a newsfeed still names them as an author). */
  listed: boolean;
}

/** What one fetch answers: a card per id asked, null for an id with no account. */
export type Cards<T = MemberCard> = Map<number, T | null>;

interface Asked<T> {
  stale: boolean;
  answer: Promise<Cards<T>>;
}

/**
 * Member cards kept by the edge, by member id, so that a follow-list page or a newsfeed page makes its
 * own service call only once its members have been seen (and a profile, `MemberProfile`, its social
 * call only). The user service announces every change of
 * what a card holds (`account:changed`: profile, signature, avatar, tier, status, review, sign-in,
 * privacy, deletion and erasure) and each edge drops the member's card at once. Online status is not
 * part of what is kept: it is read from presence on every page. The rules are the caller cache's:
 * used only while the Redis subscription is up, one fetch per member in flight, an answer asked for
 * before an announcement for that member is answered but not kept, a failure is never kept. `ttlMs`
 * bounds what a lost announcement, or a membership lapsing by time, could leave.
 */
export class MemberCards<T = MemberCard> {
  private readonly entries = new Map<number, { card: T | null; until: number }>();
  /** The cards being asked for, by member; an announcement for the member marks its answer stale. */
  private readonly pending = new Map<number, Asked<T>>();
  private live = false;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  get enabled(): boolean {
    return this.live && this.options.ttlMs > 0;
  }

  /** The cards of `ids`: kept ones, those being asked for already, and one `fetch` for the rest. */
  async load(ids: number[], fetch: (ids: number[]) => Promise<Cards<T>>): Promise<Cards<T>> {
    const unique = [...new Set(ids)];
    if (!this.enabled) return fetch(unique);
    const cards: Cards<T> = new Map();
    const waiting = new Map<number, Promise<Cards<T>>>();
    const missing: number[] = [];
    const now = this.now();
    for (const id of unique) {
      const entry = this.entries.get(id);
      if (entry && entry.until > now) cards.set(id, entry.card);
      else {
        if (entry) this.entries.delete(id);
        const pending = this.pending.get(id);
        if (pending) waiting.set(id, pending.answer);
        else missing.push(id);
      }
    }
    if (missing.length) {
      const answer = fetch(missing);
      const asked = new Map(missing.map((id) => [id, { stale: false, answer }]));
      for (const [id, entry] of asked) this.pending.set(id, entry);
      const done = () => {
        for (const [id, entry] of asked) if (this.pending.get(id) === entry) this.pending.delete(id);
      };
      answer.then((answered) => {
        done();
        for (const [id, entry] of asked) if (!entry.stale) this.keep(id, answered.get(id) ?? null);
      }, done);
      for (const id of missing) waiting.set(id, answer);
    }
    for (const [id, answer] of waiting) cards.set(id, (await answer).get(id) ?? null);
    return cards;
  }

  forget(userIds: number[]): void {
    for (const id of userIds) {
      this.entries.delete(id);
      const asked = this.pending.get(id);
      if (!asked) continue;
      asked.stale = true;
      this.pending.delete(id);
    }
  }

  clear(): void {
    this.entries.clear();
    this.forget([...this.pending.keys()]);
  }

  /** Up: announcements arrive (what was kept before is dropped, some may have been missed). Down: off. */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(userId: number, card: T | null): void {
    if (!this.enabled) return;
    this.entries.delete(userId);
    // Oldest first out (a Map keeps insertion order): the bound holds whatever the traffic.
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(userId, { card, until: this.now() + this.options.ttlMs });
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
