import {
  KeptGeneration,
  KeptValues,
  createRedis,
  backPhotosChangedChannel,
  followsChangedChannel,
  readChangedBackPhotos,
  readChangedFollows,
  type FollowPair,
  type Logger,
  type RedisTarget,
} from '@kindred/kit';
import type { Photo__Output as Photo } from '@kindred/kit/generated/kindred/media/v1/Photo';
import type { NewsfeedPages } from './newsfeedPages';

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
  /** One generation for all of them: an announcement makes every figure on its way stale. */
  private readonly generation = new KeptGeneration();
  private readonly likecounts: KeptValues<number, number>;
  /** null: the viewer follows too many to be kept (is_like is asked page by page). */
  private readonly followed: KeptValues<number, ReadonlySet<number> | null>;
  private readonly photos: KeptValues<number, string[]>;
  /** Whether two members are a blocked pair (either way), by `pairKey`: the rule of every profile read. */
  private readonly blockedPairs: KeptValues<string, boolean>;
  private readonly albums: KeptValues<number, Photo[]>;
  /** A member's list pages by `list:page` (`i_like:1`, `blocks`, `blocked_either_way`), each the ids in order. */
  private readonly lists: KeptValues<number, ReadonlyMap<string, ListPage>>;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {
    const kept = <K, V>(name: string, weigh?: (value: V) => number) =>
      new KeptValues<K, V>({ ...options, name, weigh, generation: this.generation });
    this.likecounts = kept('followerCounts');
    // Each set counts one more than its ids: viewers who follow no one are bounded too.
    this.followed = kept('followedMembers', (ids) => (ids?.size ?? 0) + 1);
    this.photos = kept('backPhotos');
    this.blockedPairs = kept('blockedPairs');
    this.albums = kept('albums', (photos) => photos.length + 1);
    this.lists = kept('followListPages', (pages) => [...pages.values()].reduce((n, { ids }) => n + ids.length + 1, 0));
  }

  get enabled(): boolean {
    return this.likecounts.enabled;
  }

  /** The generation to hand back to `keep*`: announcements in between make them no-ops. */
  ticket(): number {
    return this.generation.current;
  }

  likecount(memberId: number): number | undefined {
    return this.likecounts.read(memberId);
  }

  /** Everyone the viewer follows when kept; null when they follow too many to keep. */
  followedBy(viewerId: number): ReadonlySet<number> | null | undefined {
    return this.followed.read(viewerId);
  }

  backPhotos(memberId: number): string[] | undefined {
    return this.photos.read(memberId);
  }

  /** Whether `a` and `b` block each other (either of them the other) when kept. */
  blocked(a: number, b: number): boolean | undefined {
    return this.blockedPairs.read(pairKey(a, b));
  }

  /** The member's album, newest first, when kept. */
  album(memberId: number): Photo[] | undefined {
    return this.albums.read(memberId);
  }

  keepAlbum(memberId: number, photos: Photo[], ticket: number): void {
    this.albums.keep(memberId, photos, ticket);
  }

  /** A page of one of the member's follow lists, or their blocks (`blocks`): the ids, when kept. */
  listPage(memberId: number, list: string): number[] | undefined {
    if (!this.enabled) return undefined;
    const page = this.lists.peek(memberId)?.get(list);
    const ids = page && page.until > this.now() ? page.ids : undefined;
    this.lists.tally(ids !== undefined);
    return ids;
  }

  keepListPage(memberId: number, list: string, ids: number[], ticket: number): void {
    if (!this.enabled || ticket !== this.generation.current) return;
    const pages = new Map(this.lists.peek(memberId));
    pages.delete(list);
    if (ids.length + 1 <= this.options.maxEntries) pages.set(list, { ids, until: this.now() + this.options.ttlMs });
    if (pages.size) this.lists.keep(memberId, pages, ticket);
    else this.lists.discard(memberId);
  }

  keepBlocked(a: number, b: number, blocked: boolean, ticket: number): void {
    this.blockedPairs.keep(pairKey(a, b), blocked, ticket);
  }

  keepLikecounts(counts: Map<number, number>, ticket: number): void {
    for (const [memberId, count] of counts) {
      // Social answers these from its own 10-s copy, which other social replicas do not update.
      const ttlMs = count >= SOCIAL_KEPT_COUNT.from ? Math.min(this.options.ttlMs, SOCIAL_KEPT_COUNT.ms) : undefined;
      this.likecounts.keep(memberId, count, ticket, ttlMs);
    }
  }

  /** All of whom the viewer follows (never part of them: a member not in it is not followed), or null. */
  keepFollowed(viewerId: number, ids: number[] | null, ticket: number): void {
    this.followed.keep(viewerId, ids && new Set(ids), ticket);
  }

  /** The members asked for, with their photos ([] for those without). */
  keepBackPhotos(photos: Map<number, string[]>, ticket: number): void {
    for (const [memberId, list] of photos) this.photos.keep(memberId, list, ticket);
  }

  /**
   * A follow added or dropped, or a block made or lifted: the target's count, whom the follower follows
   * and whether the two are a blocked pair.
   */
  forgetFollows(pairs: FollowPair[]): void {
    this.likecounts.drop(pairs.map(([, targetId]) => targetId));
    this.followed.drop(pairs.map(([followerId]) => followerId));
    this.blockedPairs.drop(pairs.map(([followerId, targetId]) => pairKey(followerId, targetId)));
    this.lists.drop(pairs.flat());
  }

  /** Members whose background photos or album changed. */
  forgetPictures(memberIds: number[]): void {
    this.photos.drop(memberIds);
    this.albums.drop(memberIds);
  }

  clear(): void {
    for (const kept of this.all()) kept.dropAll();
  }

  /** Up: announcements arrive (what was kept before is dropped, some may have been missed). Down: off. */
  setLive(live: boolean): void {
    for (const kept of this.all()) kept.setLive(live);
  }

  private all() {
    return [this.likecounts, this.followed, this.photos, this.blockedPairs, this.albums, this.lists] as const;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

interface ListPage {
  ids: number[];
  until: number;
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
  options: { redis: RedisTarget; keyPrefix: string; logger: Logger },
): { ready: Promise<void>; close(): void } {
  const follows = followsChangedChannel(options.keyPrefix);
  const photos = backPhotosChangedChannel(options.keyPrefix);
  const listener = createRedis(options.redis, options.logger, 'edge-member-figures', '', {
    // Subscriptions are made below, after each (re)connection, before the figures go live again.
    manualResubscribe: true,
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
