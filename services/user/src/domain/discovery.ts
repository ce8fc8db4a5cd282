import { createHash } from 'node:crypto';
import { CountCache, InputError, NotAllowedError, NotFoundError } from '@kindred/kit';
import {
  birthdayRange,
  interestList,
  isCountry,
  profileFactErrors,
  SEARCH_AGE_MAX,
  SEARCH_AGE_MIN,
  type ProfileFacts,
} from '@kindred/rules';
import type { DiscoverFilter, ListingAnchor, MemberQuery, UserStore } from '../store/userStore';
import type { Accounts, Caller } from './accounts';
import { OVER_FETCH_MAX, type ListedAs, type MemberPage, type MemberView, type Sharing } from './members';
import type { Privacy } from './memberSettings';

/** Where profile facts are kept (the `accounts` columns of migration 0100). */
export interface ProfileFactsStore {
  /** Null for an id with no account, or an erased one. */
  findFacts(userId: number): Promise<ProfileFacts | null>;
  /** Sets only the facts given. */
  saveFacts(userId: number, facts: Partial<ProfileFacts>): Promise<void>;
  /**
   * A page of suggested members for `viewerId` (listed, of `sex`, not in `excludedIds`), among the
   * `pool` most recently active, best `SUGGESTION_SCORE` first; with how many the pool holds.
   */
  suggestedIds(query: SuggestionQuery): Promise<{ ids: number[]; total: number }>;
}

export interface SuggestionQuery {
  viewerId: number;
  sex: number;
  excludedIds: number[];
  pool: number;
  limit: number;
  offset: number;
}

/**
 * The suggestion score (docs/discovery.md, "Suggested members"): points for each interest shared, an
 * age within 5 (or 10) years either way, the same country and city, recent activity and a photo.
 */
export const SUGGESTION_SCORE = {
  perSharedInterest: 3,
  ageWithin5Years: 2,
  ageWithin10Years: 1,
  sameCountry: 1,
  sameCity: 2,
  activeToday: 2,
  activeThisWeek: 1,
  hasPhoto: 1,
} as const;

/** Suggestions are ranked among this many most recently active members of the sex asked for. */
export const SUGGESTION_POOL = 2_000;
/** And shown 20 a page, up to 10 pages. */
export const SUGGESTION_PAGES = 10;

/** A discovery search as the edge passes it; zero, empty and false mean "any". */
export interface DiscoverySearch {
  page: number;
  /** -1: the caller's opposite sex. */
  sex: number;
  ageMin: number;
  ageMax: number;
  country: string;
  city: string;
  online: boolean;
  withPhoto: boolean;
  interests: string[];
}

/**
 * Where each page of a member's search ended, so that the next page seeks from there (keyset) instead
 * of reading and skipping every member before it (docs/discovery.md, "Order and pages").
 */
export interface SearchPageAnchors {
  /** The nearest page before `page` whose end is known, with its last member's place. */
  nearest(key: string, page: number): Promise<{ page: number; anchor: ListingAnchor } | null>;
  keep(key: string, page: number, anchor: ListingAnchor): Promise<void>;
}

/** A search with nowhere to keep its pages' ends reads every page with an offset. */
const NO_ANCHORS: SearchPageAnchors = { nearest: async () => null, keep: async () => undefined };

/** 20 members a page (docs/discovery.md). */
export const DISCOVERY_PAGE_SIZE = 20;
/**
 * How many present members `online=1` looks among, most recently refreshed first: the filter is an id
 * list from presence, kept bounded so that its query stays one index lookup per id.
 */
export const ONLINE_SEARCH_MAX = 5_000;

/** A search's pages by caller and filters (the page itself aside), for `SearchPageAnchors`. */
function searchKey(callerId: number, search: DiscoverySearch): string {
  const { page: _page, ...filters } = search;
  const normal = {
    ...filters,
    country: filters.country.toUpperCase(),
    city: filters.city.trim().toLowerCase(),
    interests: interestList(filters.interests).sort(),
  };
  return `${callerId}:${createHash('sha1').update(JSON.stringify(normal)).digest('base64url')}`;
}

/** What is wrong with a search's filters, by field (a search, or one being saved). */
export function searchErrors(search: Omit<DiscoverySearch, 'page'>): Record<string, string> {
  const errors: Record<string, string> = {};
  const inRange = (age: number) => age === 0 || (age >= SEARCH_AGE_MIN && age <= SEARCH_AGE_MAX);
  if (!inRange(search.ageMin)) errors.age_min = 'out_of_range';
  if (!inRange(search.ageMax)) errors.age_max = 'out_of_range';
  if (search.ageMin && search.ageMax && search.ageMin > search.ageMax) errors.age_max = 'below_age_min';
  if (search.country && !isCountry(search.country)) errors.country = 'invalid';
  if (![-1, 0, 1].includes(search.sex)) errors.sex = 'invalid';
  return errors;
}

/**
 * Discovery (docs/discovery.md): search the member listing with filters, and the facts a profile tells.
 * The search is the listing's own query (memberListing.ts) with more filters: whom the visibility
 * policy keeps out of lists (`mayList`: hidden, pending deletion, suspended, erased, blocked pairs)
 * is out of every search, and a member hiding their online status is never "online now".
 */
export class Discovery {
  /**
   * A search's total by member and filters, kept 10 s: "show more" and a search asked again count
   * once. The total only says how many pages there are; the pages themselves are read live.
   */
  private readonly totals = new CountCache({ exactBelow: 0, ttlMs: 10_000, name: 'discover totals' });

  constructor(
    private readonly facts: ProfileFactsStore,
    private readonly store: UserStore,
    private readonly accounts: Accounts,
    private readonly privacyOf: (userIds: number[]) => Promise<Map<number, Privacy>>,
    private readonly now: () => number = Date.now,
    private readonly anchors: SearchPageAnchors = NO_ANCHORS,
  ) {}

  /**
   * A page of the search as the caller sees it; asked with `sharing` (members.ts), the page of the
   * caller's kind, the same for every viewer of it, whom the edge leaves its own left-out members out of.
   */
  async search<T>(
    caller: Caller,
    search: DiscoverySearch,
    as: ListedAs<T>,
    blockedIds: number[] = [],
    sharing?: Sharing,
  ): Promise<MemberPage<T>> {
    if (!caller.authorities.includes('Search_users')) {
      throw new NotAllowedError('no_permission', { authority: 'Search_users', upgrade: true });
    }
    const viewer = sharing ? { ...caller, userId: 0 } : caller;
    const filter = {
      excludeId: viewer.userId,
      ...(await this.filterOf(viewer, search)),
      blockedIds: sharing ? [] : blockedIds,
    };
    if (sharing?.among) return this.placesAmong(filter, sharing.among, as);
    const page = Math.max(1, search.page);
    const offset = (page - 1) * DISCOVERY_PAGE_SIZE;
    const size = DISCOVERY_PAGE_SIZE + (sharing ? Math.min(Math.max(0, sharing.overFetch), OVER_FETCH_MAX) : 0);
    // Page n seeks from where the nearest page before it ended (the member's own earlier pages, or the
    // kind's for a shared page), so a deep page reads its own entries and a member who moved up in
    // between is not shown again.
    const key = sharing ? `kind:${searchKey(0, { ...search, sex: filter.sex })}` : searchKey(caller.userId, search);
    const after = sharing?.after && sharing.after.page < page ? sharing.after : null;
    const known = after ?? (page > 1 ? await this.anchors.nearest(key, page) : null);
    const start = known ? { seek: known.anchor, offset: (page - 1 - known.page) * DISCOVERY_PAGE_SIZE } : { offset };
    const query: MemberQuery = { ...filter, orderBy: 'last_active', limit: size, ...start };
    const { members, activities } = await as(query, viewer.userId);
    const last = members[DISCOVERY_PAGE_SIZE - 1];
    if (members.length >= DISCOVERY_PAGE_SIZE && last !== undefined) {
      // A page is ids (number) or member views, as the handler asked.
      const anchor = await this.store.anchorOf(typeof last === 'number' ? last : (last as MemberView).account.id);
      if (anchor) await this.anchors.keep(key, page, anchor);
    }
    // A page that is not full ends the list: its size gives the total without a count.
    const total =
      members.length < size && (members.length > 0 || offset === 0)
        ? offset + members.length
        : await this.totals.get(`${key}:${filter.blockedIds.join(',')}`, () => this.store.countMembers(filter));
    return {
      members,
      ...(activities ? { activities } : {}),
      page: search.page,
      lastPage: Math.max(1, Math.ceil(total / DISCOVERY_PAGE_SIZE)),
      total,
    };
  }

  /** Which of `among` a shared search holds, from its top, with their places (members.ts, `Sharing`). */
  private async placesAmong<T>(
    filter: Omit<MemberQuery, 'orderBy' | 'limit' | 'offset'>,
    among: number[],
    as: ListedAs<T>,
  ) {
    const wanted = among.slice(0, 500);
    const ids = filter.ids ? filter.ids.filter((id) => wanted.includes(id)) : wanted;
    const query: MemberQuery = { ...filter, ids, orderBy: 'last_active', limit: ids.length || 1, offset: 0 };
    const { members, activities } = await as(query, 0);
    return { members, activities, page: 1, lastPage: 1, total: members.length };
  }

  private async filterOf(caller: Caller, search: DiscoverySearch) {
    const errors = searchErrors(search);
    if (Object.keys(errors).length) throw new InputError(errors);
    const discover: DiscoverFilter = {};
    if (search.ageMin || search.ageMax) {
      const range = birthdayRange(search.ageMin || SEARCH_AGE_MIN, search.ageMax || SEARCH_AGE_MAX, this.now());
      if (search.ageMin) discover.bornUpTo = range.latest;
      if (search.ageMax) discover.bornAfter = range.earliest;
    }
    if (search.country) discover.country = search.country;
    if (search.city.trim()) discover.city = search.city.trim();
    const interests = interestList(search.interests);
    if (interests.length) discover.interests = interests;
    return {
      sex: search.sex === -1 ? (caller.sex === 1 ? 0 : 1) : search.sex,
      discover,
      ...(search.withPhoto ? { withAvatar: true } : {}),
      ...(search.online ? { ids: await this.presentTo(caller) } : {}),
    };
  }

  /** Members online now whom others may know so: those hiding their online status never are. */
  private async presentTo(caller: Caller): Promise<number[]> {
    const present = (await this.accounts.presence.listOnline(ONLINE_SEARCH_MAX)).filter((id) => id !== caller.userId);
    const privacy = await this.privacyOf(present);
    return present.filter((id) => !privacy.get(id)?.hideOnline);
  }

  /** Suggested members of the opposite sex, best score first; the caller's follows and blocked pairs left out. */
  async suggest(caller: Caller, page: number, blockedIds: number[], followedIds: number[]) {
    const at = Math.min(Math.max(1, page), SUGGESTION_PAGES);
    const { ids, total } = await this.facts.suggestedIds({
      viewerId: caller.userId,
      sex: caller.sex === 1 ? 0 : 1,
      excludedIds: [...new Set([...blockedIds, ...followedIds])],
      pool: SUGGESTION_POOL,
      limit: DISCOVERY_PAGE_SIZE,
      offset: (at - 1) * DISCOVERY_PAGE_SIZE,
    });
    const shown = Math.min(total, SUGGESTION_PAGES * DISCOVERY_PAGE_SIZE);
    return { ids, page: at, lastPage: Math.max(1, Math.ceil(shown / DISCOVERY_PAGE_SIZE)), total: shown };
  }

  async factsOf(userId: number): Promise<ProfileFacts> {
    const facts = await this.facts.findFacts(userId);
    if (!facts) throw new NotFoundError('user_not_found');
    return facts;
  }

  /** Saves the facts given (validated again here: the edge is not the only caller), answers them all. */
  async saveFacts(userId: number, given: Partial<ProfileFacts>): Promise<ProfileFacts> {
    const facts: Partial<ProfileFacts> = {
      ...given,
      ...(given.about !== undefined ? { about: given.about.trim() } : {}),
      ...(given.city !== undefined ? { city: given.city.trim() } : {}),
      ...(given.interests !== undefined ? { interests: interestList(given.interests) } : {}),
      ...(given.languages !== undefined ? { languages: [...new Set(given.languages.map((l) => l.trim()))] } : {}),
    };
    const errors = profileFactErrors(facts);
    if (Object.keys(errors).length) throw new InputError(errors);
    await this.accounts.requireAccount(userId);
    await this.facts.saveFacts(userId, facts);
    // Lists and search filter on these facts: the edge drops the pages it kept for this member.
    await this.accounts.announceChanged([userId], 'card');
    return this.factsOf(userId);
  }
}
