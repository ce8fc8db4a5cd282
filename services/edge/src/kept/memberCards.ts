import { KeptValues } from '@kindred/kit';
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
export class MemberCards<T extends MemberProfile = MemberCard> {
  private readonly kept: KeptValues<number, T | null>;

  constructor(options: { ttlMs: number; maxEntries: number; name?: string; now?: () => number }) {
    this.kept = new KeptValues({ ...options, name: options.name ?? 'memberCards', inFlight: 'by key' });
  }

  get enabled(): boolean {
    return this.kept.enabled;
  }

  /** The cards of `ids`: kept ones, those being asked for already, and one `fetch` for the rest. */
  load(ids: number[], fetch: (ids: number[]) => Promise<Cards<T>>): Promise<Cards<T>> {
    if (!this.enabled) return fetch([...new Set(ids)]);
    return this.kept.loadMany(ids, async (missing) => {
      const answered = await fetch(missing);
      return new Map(missing.map((id) => [id, answered.get(id) ?? null]));
    });
  }

  /** The kept card of `userId`, uncounted; undefined when none is kept. */
  peek(userId: number): T | null | undefined {
    return this.enabled ? this.kept.peek(userId) : undefined;
  }

  forget(userIds: number[]): void {
    this.kept.drop(userIds);
  }

  /** A sign-in at `at` (Unix seconds): the kept card shows it; nothing else on it changed. */
  signedIn(userId: number, at: number): void {
    this.kept.patch(userId, (card) => card && { ...card, member: { ...card.member, last_login_time: at } });
  }

  clear(): void {
    this.kept.dropAll();
  }

  /** Up: announcements arrive (what was kept before is dropped, some may have been missed). Down: off. */
  setLive(live: boolean): void {
    this.kept.setLive(live);
  }

  get size(): number {
    return this.kept.size;
  }
}
