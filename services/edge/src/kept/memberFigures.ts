import {
  Redis,
  backPhotosChangedChannel,
  followsChangedChannel,
  readChangedBackPhotos,
  readChangedFollows,
  type FollowPair,
  type Logger,
} from '@kindred/kit';
import type { Photo__Output as Photo } from '@kindred/kit/generated/kindred/media/v1/Photo';
import type { NewsfeedPages } from './newsfeedPages';

interface Kept<T> {
  value: T;
  until: number;
}

/**
 * What the member lists add to the user service's cards, kept by the edge so that a page costs the
 * list's own call only once its members and its viewer have been seen (by any list, by any viewer for
 * the members): each member's follower count and background photos, and whom each viewer follows.
 * Beside them, for the calls that answer them alone: each member's photo album (`my_photo`,
 * `his_photo`) and the pages of each member's follow lists and blocks (`i_like`, `love_me`,
 * `mutual_like`, `block/list`: the ids in order), and their blocked pairs either way (which their
 * member lists leave out, `policy/blocking.ts`). The owners announce every change (social each follow
 * added or dropped and each block made or lifted, media each member whose background photos or album
 * changed) and each edge drops what they concern at once: a follow pair drops both members' lists.
 * Like the caller cache it is used only while its Redis subscription is up; `ttlMs` bounds what a lost
 * announcement, or a change that is not announced (an erased member's follows), could leave.
 * `maxEntries` bounds each kind: members' counts, members' photo lists, the pairs, and, counted by
 * their ids or photos (one more each), the followed sets, the albums and the list pages.
 */
export class MemberFigures {
  private readonly likecounts = new Map<number, Kept<number>>();
  /** null: the viewer follows too many to be kept (is_like is asked page by page). */
  private readonly followed = new Map<number, Kept<ReadonlySet<number> | null>>();
  private followedIds = 0;
  private readonly photos = new Map<number, Kept<string[]>>();
  /** Whether two members are a blocked pair (either way), by `pairKey`: the rule of every profile read. */
  private readonly blockedPairs = new Map<string, Kept<boolean>>();
  private readonly albums = new Bounded<number, Photo>();
  /** A member's list pages by `list:page` (`i_like:1`, `blocks`, `blocked_either_way`), each the ids in order. */
  private readonly lists = new Map<number, Bounded<string, number>>();
  private listIds = 0;
  /** Bumped by every announcement: figures asked for before one are not kept. */
  private generation = 0;
  private live = false;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  get enabled(): boolean {
    return this.live && this.options.ttlMs > 0;
  }

  /** The generation to hand back to `keep*`: announcements in between make them no-ops. */
  ticket(): number {
    return this.generation;
  }

  likecount(memberId: number): number | undefined {
    return this.read(this.likecounts, memberId);
  }

  /** Everyone the viewer follows when kept; null when they follow too many to keep. */
  followedBy(viewerId: number): ReadonlySet<number> | null | undefined {
    const kept = this.read(this.followed, viewerId);
    if (kept === undefined && this.followed.has(viewerId)) this.dropFollowed(viewerId);
    return kept;
  }

  backPhotos(memberId: number): string[] | undefined {
    return this.read(this.photos, memberId);
  }

  /** Whether `a` and `b` block each other (either of them the other) when kept. */
  blocked(a: number, b: number): boolean | undefined {
    return this.read(this.blockedPairs, pairKey(a, b));
  }

  /** The member's album, newest first, when kept. */
  album(memberId: number): Photo[] | undefined {
    return this.enabled ? this.albums.read(memberId, this.now()) : undefined;
  }

  keepAlbum(memberId: number, photos: Photo[], ticket: number): void {
    if (this.kept(ticket))
      this.albums.write(memberId, photos, this.now() + this.options.ttlMs, this.options.maxEntries);
  }

  /** A page of one of the member's follow lists, or their blocks (`blocks`): the ids, when kept. */
  listPage(memberId: number, list: string): number[] | undefined {
    const pages = this.enabled ? this.lists.get(memberId) : undefined;
    if (!pages) return undefined;
    const items = pages.items;
    const ids = pages.read(list, this.now());
    this.listIds -= items - pages.items;
    return ids;
  }

  keepListPage(memberId: number, list: string, ids: number[], ticket: number): void {
    const size = ids.length + 1;
    if (!this.kept(ticket)) return;
    let pages = this.lists.get(memberId);
    if (pages) {
      const items = pages.items;
      pages.forget(list);
      this.listIds -= items - pages.items;
    }
    if (size > this.options.maxEntries) return;
    if (pages) {
      // Out of the map while others make room: put back below as the newest.
      this.lists.delete(memberId);
    }
    while (this.listIds + size > this.options.maxEntries) {
      const oldest = this.lists.keys().next();
      if (oldest.done) break;
      this.dropLists(oldest.value);
    }
    if (pages && this.listIds + size > this.options.maxEntries) {
      this.listIds -= pages.items;
      pages = undefined;
    }
    pages ??= new Bounded<string, number>();
    pages.write(list, ids, this.now() + this.options.ttlMs, Infinity);
    this.lists.set(memberId, pages);
    this.listIds += size;
  }

  keepBlocked(a: number, b: number, blocked: boolean, ticket: number): void {
    if (this.kept(ticket)) this.write(this.blockedPairs, pairKey(a, b), blocked);
  }

  keepLikecounts(counts: Map<number, number>, ticket: number): void {
    if (!this.kept(ticket)) return;
    for (const [memberId, count] of counts) {
      // Social answers these from its own 10-s copy, which other social replicas do not update.
      const ttlMs = count >= SOCIAL_KEPT_COUNT.from ? Math.min(this.options.ttlMs, SOCIAL_KEPT_COUNT.ms) : undefined;
      this.write(this.likecounts, memberId, count, ttlMs);
    }
  }

  /** All of whom the viewer follows (never part of them: a member not in it is not followed), or null. */
  keepFollowed(viewerId: number, ids: number[] | null, ticket: number): void {
    // Each set counts one more than its ids: viewers who follow no one are bounded too.
    const size = (ids?.length ?? 0) + 1;
    if (!this.kept(ticket) || size > this.options.maxEntries) return;
    this.dropFollowed(viewerId);
    while (this.followedIds + size > this.options.maxEntries) {
      const oldest = this.followed.keys().next();
      if (oldest.done) break;
      this.dropFollowed(oldest.value);
    }
    this.followed.set(viewerId, { value: ids && new Set(ids), until: this.now() + this.options.ttlMs });
    this.followedIds += size;
  }

  /** The members asked for, with their photos ([] for those without). */
  keepBackPhotos(photos: Map<number, string[]>, ticket: number): void {
    if (!this.kept(ticket)) return;
    for (const [memberId, list] of photos) this.write(this.photos, memberId, list);
  }

  /**
   * A follow added or dropped, or a block made or lifted: the target's count, whom the follower follows
   * and whether the two are a blocked pair.
   */
  forgetFollows(pairs: FollowPair[]): void {
    this.generation++;
    for (const [followerId, targetId] of pairs) {
      this.likecounts.delete(targetId);
      this.dropFollowed(followerId);
      this.blockedPairs.delete(pairKey(followerId, targetId));
      this.dropLists(followerId);
      this.dropLists(targetId);
    }
  }

  /** Members whose background photos or album changed. */
  forgetPictures(memberIds: number[]): void {
    this.generation++;
    for (const id of memberIds) {
      this.photos.delete(id);
      this.albums.forget(id);
    }
  }

  clear(): void {
    this.generation++;
    this.likecounts.clear();
    this.followed.clear();
    this.followedIds = 0;
    this.photos.clear();
    this.blockedPairs.clear();
    this.albums.clear();
    this.lists.clear();
    this.listIds = 0;
  }

  /** Up: announcements arrive (what was kept before is dropped, some may have been missed). Down: off. */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }

  private kept(ticket: number): boolean {
    return this.enabled && ticket === this.generation;
  }

  private dropFollowed(viewerId: number): void {
    const kept = this.followed.get(viewerId);
    if (!kept) return;
    this.followed.delete(viewerId);
    this.followedIds -= (kept.value?.size ?? 0) + 1;
  }

  private dropLists(memberId: number): void {
    const pages = this.lists.get(memberId);
    if (!pages) return;
    this.lists.delete(memberId);
    this.listIds -= pages.items;
  }

  private read<K, T>(map: Map<K, Kept<T>>, key: K): T | undefined {
    if (!this.enabled) return undefined;
    const kept = map.get(key);
    if (!kept || kept.until <= this.now()) return undefined;
    return kept.value;
  }

  private write<K, T>(map: Map<K, Kept<T>>, key: K, value: T, ttlMs = this.options.ttlMs): void {
    map.delete(key);
    // Oldest first out (a Map keeps insertion order): the bound holds whatever the traffic.
    while (map.size >= this.options.maxEntries) {
      const oldest = map.keys().next();
      if (oldest.done) break;
      map.delete(oldest.value);
    }
    map.set(key, { value, until: this.now() + ttlMs });
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

/** Lists kept by key, bounded by their items together (one more a list), oldest first out. */
class Bounded<K, T> {
  private readonly entries = new Map<K, Kept<T[]>>();
  items = 0;

  read(key: K, now: number): T[] | undefined {
    const kept = this.entries.get(key);
    if (!kept || kept.until > now) return kept?.value;
    this.forget(key);
    return undefined;
  }

  write(key: K, value: T[], until: number, maxItems: number): void {
    this.forget(key);
    if (value.length + 1 > maxItems) return;
    while (this.items + value.length + 1 > maxItems) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.forget(oldest.value);
    }
    this.entries.set(key, { value, until });
    this.items += value.length + 1;
  }

  forget(key: K): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.items -= kept.value.length + 1;
  }

  clear(): void {
    this.entries.clear();
    this.items = 0;
  }
}

/** One key for a pair of members, whichever asks about the other. */
const pairKey = (a: number, b: number): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** Follower counts social keeps a few seconds instead of counting (services/social `Social.followStats`). */
const SOCIAL_KEPT_COUNT = { from: 2_000, ms: 10_000 } as const;

/**
 * Subscribes the figures to social's and media's announcements on a connection of its own; they are
 * kept only while that subscription is up.
 */
export function watchMemberFigureChanges(
  figures: MemberFigures,
  newsfeedPages: NewsfeedPages | null,
  options: { redisUrl: string; keyPrefix: string; logger: Logger },
): { ready: Promise<void>; close(): void } {
  const follows = followsChangedChannel(options.keyPrefix);
  const photos = backPhotosChangedChannel(options.keyPrefix);
  const listener = new Redis(options.redisUrl, {
    maxRetriesPerRequest: 2,
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
    connectionName: 'edge-member-figures',
    // Subscriptions are made below, after each (re)connection, before the figures go live again.
    autoResubscribe: false,
  });
  listener.on('error', (err: Error) => options.logger.debug({ err: err.message }, 'member figure changes unavailable'));
  const setLive = (live: boolean) => {
    figures.setLive(live);
    newsfeedPages?.setLive('blocks', live);
  };
  listener.on('close', () => setLive(false));
  listener.on('message', (channel: string, payload: string) => {
    if (channel === follows) {
      const pairs = readChangedFollows(payload);
      figures.forgetFollows(pairs);
      // A block hides each member's items from the other's newsfeed.
      newsfeedPages?.forgetPairs(pairs);
    } else if (channel === photos) figures.forgetPictures(readChangedBackPhotos(payload));
  });
  let live: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (live = resolve));
  listener.on('ready', () => {
    listener.subscribe(follows, photos).then(
      () => {
        setLive(true);
        live();
      },
      (err: Error) => options.logger.warn({ err: err.message }, 'member figure changes not subscribed'),
    );
  });
  return {
    ready,
    close: () => {
      setLive(false);
      listener.disconnect();
    },
  };
}
