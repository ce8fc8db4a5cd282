import { CountCache, InputError, NotAllowedError, NotFoundError } from '@kindred/kit';
import { isPresentToOthers, mayList, type PairFacts, type SubjectFacts } from '@kindred/rules';
import type { Account, ListedAccount, ListingAnchor, MemberQuery, UserStore } from '../store/userStore';
import type { Accounts, Caller } from './accounts';
import type { VipLevel } from './membership';
import { PageBoundaries } from './pageBoundaries';
import type { Privacy } from './memberSettings';

export interface MemberView {
  account: Account;
  vip: VipLevel;
  isOnline: number;
}

export interface MemberPage<T = MemberView> {
  members: T[];
  page: number;
  lastPage: number;
  total: number;
  /** A shared page asked `asPlaces`: each member's place in the last-activity order (µs, 0: never). */
  activities?: number[];
}

/**
 * A page of the caller's kind (tier, sex, role, authorities), shared by every viewer of it at the
 * edge (docs/discovery.md, "Kept pages"): neither the caller nor their blocked pairs are left out
 * here — the edge leaves them out of it for each viewer — and `overFetch` more members follow the
 * page so that it still fills one once they are. With `among`: only those of them the list holds,
 * from its top, so that the edge knows where a viewer's left-out members stand in it.
 */
export interface Sharing {
  overFetch: number;
  among?: number[];
  /** A keyset search's page after the first: where page `page` of it ended, as the edge keeps it. */
  after?: { page: number; anchor: ListingAnchor };
}

/** A place in the last-activity order as the edge passes it (Unix µs, 0: never) as the listing's anchor. */
export function anchorAt(activityUs: number, id: number): ListingAnchor {
  if (activityUs <= 0) return { activity: '-infinity', id };
  const seconds = Math.floor(activityUs / 1_000_000);
  const micros = String(activityUs - seconds * 1_000_000).padStart(6, '0');
  return { activity: new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, `.${micros}Z`), id };
}

/** How many more members a shared page holds at most (the edge asks for a few). */
export const OVER_FETCH_MAX = 50;

/**
 * How a list answers with its page: the members as views (cards built here), or their ids alone, in the
 * page's order, for an edge that keeps the cards (the listing index only: no account row is read).
 */
export type ListedAs<T> = (query: MemberQuery, viewerId: number) => Promise<Listed<T>>;

export interface Listed<T> {
  members: T[];
  /** With `asPlaces`: each member's place in the last-activity order. */
  activities?: number[];
  /** Whether the viewer hides from lists, when the page's own query read it (a count then needs no query). */
  viewerHides?: boolean;
}

/** How long a replica keeps the userlist's page boundaries before it reads them again. */
export const PAGE_BOUNDARIES_TTL_MS = 30_000;

/** Member lists and search (docs/product.md sections 2, 5): who a member sees, and how far they may page. */
export class Members {
  /** Counted without the caller (one key for every member), who is then taken off when listed. */
  private readonly counts = new CountCache({ exactBelow: 5_000, ttlMs: 10_000 });
  private readonly boundaries: PageBoundaries;

  constructor(
    private readonly store: UserStore,
    private readonly accounts: Accounts,
    readonly pageSize: number,
    private readonly privacyOf: (userIds: number[]) => Promise<Map<number, Privacy>> = async () => new Map(),
    boundariesTtlMs = PAGE_BOUNDARIES_TTL_MS,
  ) {
    this.boundaries = new PageBoundaries((every) => store.listingAnchors(every), pageSize, boundariesTtlMs);
  }

  /**
   * Members as `viewerId` sees them: one who hides their online status shows offline and without a
   * last-active time to everyone else (docs/member-settings.md).
   */
  private async views(
    accounts: Account[],
    viewerId: number,
    known?: Map<number, Pick<Privacy, 'hideOnline'>>,
  ): Promise<MemberView[]> {
    const ids = accounts.map((a) => a.id);
    const [online, privacy] = await Promise.all([
      this.accounts.presence.onlineFlags(ids),
      known ?? this.privacyOf(ids),
    ]);
    return accounts.map((account, i) => {
      const hidden = account.id !== viewerId && privacy.get(account.id)?.hideOnline === true;
      return {
        account: hidden ? { ...account, lastLoginTime: 0 } : account,
        vip: this.accounts.vipOf(account),
        isOnline: hidden ? 0 : (online[i] ?? 0),
      };
    });
  }

  /** A list page's members: their hide-online control came with the page (no privacy read of its own). */
  readonly asViews: ListedAs<MemberView> = async (query, viewerId) => {
    const accounts: ListedAccount[] = await this.store.listMembers(query);
    const known = new Map(accounts.map((a) => [a.id, { hideOnline: a.hidesOnline }]));
    return { members: await this.views(accounts, viewerId, known) };
  };

  readonly asIds: ListedAs<number> = async (query) => {
    const { ids, excludedHides } = await this.store.listMemberIds(query);
    return { members: ids, viewerHides: excludedHides };
  };

  /** The ids with their places in the last-activity order, for a shared page. */
  readonly asPlaces: ListedAs<number> = async (query) => {
    const { ids, activities } = await this.store.listMemberPlaces(query);
    return { members: ids, activities };
  };

  /**
   * userlist: 12 a page, newest activity first; vip 0 sees page 1 only; a name filter needs Search_users.
   * `blockedIds` (the caller's blocked pairs, either way) are on no page and in no total.
   */
  async list<T>(
    caller: Caller,
    page: number,
    username: string,
    as: ListedAs<T>,
    blockedIds: number[] = [],
    sharing?: Sharing,
  ): Promise<MemberPage<T>> {
    if (page > 1 && caller.vip === 0) throw new NotAllowedError('upgrade_required', { upgrade: true });
    const name = username.trim();
    if (name && !caller.authorities.includes('Search_users')) {
      throw new NotAllowedError('no_permission', { authority: 'Search_users', upgrade: true });
    }
    if (sharing) return this.sharedPage(page, name, as, sharing);
    const filter = { excludeId: caller.userId, ...(name ? { username: name } : {}) };
    const offset = (page - 1) * this.pageSize;
    const start = name ? { offset } : await this.boundaries.start(offset);
    const listed = await as(
      { ...filter, blockedIds, orderBy: 'last_active', limit: this.pageSize, ...start },
      caller.userId,
    );
    const { members } = listed;
    // A page that is not full ends the list: its size gives the total without a count.
    const total =
      members.length < this.pageSize && (members.length > 0 || offset === 0)
        ? offset + members.length
        : (await this.counts.get(`userlist:${name.toLowerCase()}`, () =>
            this.store.countMembers({ ...filter, excludeId: 0 }),
          )) -
          ((await this.listsItself(caller, name, listed.viewerHides)) ? 1 : 0) -
          (blockedIds.length ? await this.store.countMembers({ ...filter, ids: blockedIds }) : 0);
    const lastPage = Math.max(1, Math.ceil(total / this.pageSize));
    return { members, page, lastPage, total };
  }

  /** userlist's page of the caller's kind (`Sharing`): the same for every member allowed to see it. */
  private async sharedPage<T>(page: number, name: string, as: ListedAs<T>, sharing: Sharing): Promise<MemberPage<T>> {
    const filter = { excludeId: 0, ...(name ? { username: name } : {}) };
    if (sharing.among) {
      const among = sharing.among.slice(0, 500);
      const query: MemberQuery = { ...filter, ids: among, orderBy: 'last_active', limit: among.length || 1, offset: 0 };
      const { members, activities } = await as(query, 0);
      return { members, activities, page: 1, lastPage: 1, total: members.length };
    }
    const size = this.pageSize + Math.min(Math.max(0, sharing.overFetch), OVER_FETCH_MAX);
    const offset = (page - 1) * this.pageSize;
    const start = name ? { offset } : await this.boundaries.start(offset);
    const { members, activities } = await as({ ...filter, orderBy: 'last_active', limit: size, ...start }, 0);
    const total =
      members.length < size && (members.length > 0 || offset === 0)
        ? offset + members.length
        : await this.counts.get(`userlist:${name.toLowerCase()}`, () => this.store.countMembers(filter));
    return { members, activities, page, lastPage: Math.max(1, Math.ceil(total / this.pageSize)), total };
  }

  /** Whether the unfiltered count holds the caller (who is then taken off): not when they hide from lists. */
  private async listsItself(caller: Caller, name: string, hides?: boolean): Promise<boolean> {
    return (
      caller.status === 1 &&
      caller.role === 'member' &&
      (!name || caller.username.toLowerCase().includes(name.toLowerCase())) &&
      !(hides ?? (await this.privacyOf([caller.userId])).get(caller.userId)?.hideFromLists)
    );
  }

  /** Members hiding their status are online to nobody else: they are not in the online list at all. */
  async online<T>(caller: Caller, limit: number, as: ListedAs<T>, blockedIds: number[] = []): Promise<T[]> {
    const present = (await this.accounts.presence.listOnline(limit * 2 + 10)).filter((id) => id !== caller.userId);
    const privacy = await this.privacyOf(present);
    const ids = present.filter((id) => !privacy.get(id)?.hideOnline);
    const query: MemberQuery = { excludeId: caller.userId, ids, blockedIds, orderBy: 'last_active', limit, offset: 0 };
    return (await as(query, caller.userId)).members;
  }

  async newOppositeSex<T>(caller: Caller, limit: number, as: ListedAs<T>, blockedIds: number[] = []): Promise<T[]> {
    return (await as(this.oppositeSex(caller, { orderBy: 'newest', limit, blockedIds }), caller.userId)).members;
  }

  /** The avatar wall: recently active members who have a picture. */
  async wall<T>(caller: Caller, limit: number, as: ListedAs<T>, blockedIds: number[] = []): Promise<T[]> {
    const query: MemberQuery = {
      excludeId: caller.userId,
      withAvatar: true,
      blockedIds,
      orderBy: 'last_active',
      limit,
      offset: 0,
    };
    return (await as(query, caller.userId)).members;
  }

  async searchOppositeSex<T>(
    caller: Caller,
    username: string,
    as: ListedAs<T>,
    blockedIds: number[] = [],
    limit = 30,
  ): Promise<T[]> {
    if (!caller.authorities.includes('Search_users')) {
      throw new NotAllowedError('no_permission', { authority: 'Search_users', upgrade: true });
    }
    const name = username.trim();
    if (!name) throw new InputError({ username: 'required' }, 'no_user_found');
    const query = this.oppositeSex(caller, { orderBy: 'last_active', limit, username: name, blockedIds });
    return (await as(query, caller.userId)).members;
  }

  private oppositeSex(
    caller: Caller,
    q: Pick<MemberQuery, 'orderBy' | 'limit' | 'username' | 'blockedIds'>,
  ): MemberQuery {
    return { excludeId: caller.userId, sex: caller.sex === 1 ? 0 : 1, offset: 0, ...q };
  }

  /**
   * One member as a profile shows them; staff accounts are visible (customer service is reachable).
   * Without a viewer (a signed-out visitor) a member hiding from visitors is not found.
   */
  async get(id: number, viewerId = 0): Promise<MemberView> {
    const account = await this.store.findById(id);
    if (!account || account.status !== 1) throw new NotFoundError('user_not_found');
    // A member in the deletion grace period is gone for everyone else (mayView), at once.
    if (account.id !== viewerId && !isPresentToOthers(subjectFacts(account))) throw new NotFoundError('user_not_found');
    if (!viewerId && (await this.privacyOf([id])).get(id)?.hideFromVisitors) throw new NotFoundError('user_not_found');
    const [view] = await this.views([account], viewerId);
    return view!;
  }

  /**
   * Members by id; for a list shown to `viewerId` (`listing`), those hiding from lists are left out.
   * An erased id is no member (every call taking a member id refuses it) unless `withErased` asks for
   * past conversations' "deleted member"; `reachable` keeps only whom others may reach now.
   */
  async byIds(
    ids: number[],
    listing?: { viewerId: number },
    which: { withErased?: boolean; reachable?: boolean } = {},
  ): Promise<MemberView[]> {
    const found = await this.store.findByIds([...new Set(ids)].slice(0, 500));
    const accounts = found.filter((a) =>
      which.reachable ? isPresentToOthers(subjectFacts(a)) : which.withErased || !a.erased,
    );
    if (!listing) return this.views(accounts, 0);
    // One privacy read serves both the views and the listing filter (a follow-list page asked it twice).
    const privacy = await this.privacyOf(accounts.map((a) => a.id));
    const views = await this.views(accounts, listing.viewerId, privacy);
    // Blocked pairs are not asked here: the edge leaves them out with social's blocks.
    const listed = (account: Account) =>
      mayList(
        { ...subjectFacts(account), hideFromLists: privacy.get(account.id)?.hideFromLists === true },
        { ...LISTING_PAIR, self: account.id === listing.viewerId },
      );
    return views.filter((v) => listed(v.account));
  }

  async byUsername(username: string): Promise<MemberView> {
    const account = await this.store.findByUsername(username.trim());
    if (!account || account.status !== 1) throw new NotFoundError('user_not_found');
    const [view] = await this.views([account], 0);
    return view!;
  }

  /**
   * The controls and account facts other services give the visibility policy (chat starts, reaching,
   * presence); members who never chose have no control on; an id with no account is not `found`.
   */
  async privacy(ids: number[]): Promise<MemberPrivacyFacts[]> {
    const unique = [...new Set(ids)].slice(0, 500);
    const [privacy, accounts] = await Promise.all([this.privacyOf(unique), this.store.findByIds(unique)]);
    const byId = new Map(accounts.map((a) => [a.id, a]));
    return unique.map((id) => {
      const account = byId.get(id);
      return {
        id,
        chatFrom: privacy.get(id)?.chatFrom ?? 'everyone',
        hideOnline: privacy.get(id)?.hideOnline ?? false,
        hideFromVisitors: privacy.get(id)?.hideFromVisitors ?? false,
        found: account !== undefined,
        status: account?.status ?? 0,
        erased: account?.erased === true,
        deletionPending: account?.deletionPending === true,
        verified: account?.verified === true,
        registeredAt: account?.createTime ?? 0,
      };
    });
  }
}

/** What `privacy` answers of one member. */
export interface MemberPrivacyFacts {
  id: number;
  chatFrom: Privacy['chatFrom'];
  hideOnline: boolean;
  hideFromVisitors: boolean;
  found: boolean;
  status: number;
  erased: boolean;
  deletionPending: boolean;
  verified: boolean;
  /** When the account was made (unix seconds; 0: no account): the first-message allowance. */
  registeredAt: number;
}

/** A member list's viewer and one of its members, but for who they are and whether they block each other. */
const LISTING_PAIR: PairFacts = {
  signedIn: true,
  self: false,
  blocked: false,
  subjectFollowsViewer: false,
  chatUnderWay: false,
  customerService: false,
  viewerVerified: false,
};

/** The account facts of the visibility policy; the controls do not matter to whether one is present. */
function subjectFacts(account: Account): SubjectFacts {
  return {
    status: account.status,
    erased: account.erased === true,
    deletionPending: account.deletionPending === true,
    hideFromLists: false,
    hideOnline: false,
    hideFromVisitors: false,
    chatFrom: 'everyone',
    verified: account.verified === true,
  };
}
