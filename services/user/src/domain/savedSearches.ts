import { InputError, NotAllowedError, NotFoundError, type NotifyEvent } from '@kindred/kit';
import { characterCount, interestList } from '@kindred/rules';
import type { Caller } from './accounts';
import { searchErrors, type DiscoverySearch } from './discovery';

/** A saved search: the filters of a discovery search (the sex resolved when saved) and its name. */
export interface SavedSearch extends Omit<DiscoverySearch, 'page'> {
  id: number;
  userId: number;
  name: string;
  createdAt: number;
}

export type NewSavedSearch = Omit<SavedSearch, 'id' | 'createdAt'>;

/** A saved search a newly listed member matches. */
export interface SavedSearchMatch {
  searchId: number;
  ownerId: number;
  memberId: number;
}

export interface SavedSearchStore {
  /** Adds it unless the owner has `max` already (counted under the owner's lock); null then. */
  add(search: NewSavedSearch, max: number): Promise<SavedSearch | null>;
  list(userId: number): Promise<SavedSearch[]>;
  /** Whether it was the member's. */
  remove(userId: number, id: number): Promise<boolean>;
  /**
   * One pass of the notice sweep: the members who joined (account events 'joined') after the cursor,
   * listed as `mayList` lists them, matched against every saved search of their sex (at most
   * `perSearch` members a search); `publish` runs before the cursor moves on, in the cursor's
   * transaction. Null when another replica holds the cursor.
   */
  sweepJoined(
    batch: number,
    perSearch: number,
    now: number,
    publish: (matches: SavedSearchMatch[]) => Promise<void>,
  ): Promise<number | null>;
}

/** At most this many saved searches a member (docs/discovery.md). */
export const SAVED_SEARCHES_MAX = 10;
export const SAVED_SEARCH_NAME_MAX = 40;
/** Members joined read in one pass of the sweep, and members told per search in a pass. */
const SWEEP_BATCH = 500;
const MEMBERS_PER_SEARCH = 3;

/**
 * Saved searches and their notices (docs/discovery.md, "Saved searches"). A member with
 * `Search_users` names the filters of a search; when a member newly becomes listed (joined: an
 * approved registration, or one that needed none) the sweep matches them against the saved searches
 * off the request path, and each match is a `saved_search_match` event for the owner. The notifier
 * keeps it for the digest, drops it for a blocked pair, and keeps one per search a digest period.
 */
export class SavedSearches {
  constructor(
    private readonly store: SavedSearchStore,
    private readonly publish: (events: NotifyEvent[]) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async add(caller: Caller, name: string, search: Omit<DiscoverySearch, 'page'>): Promise<SavedSearch> {
    if (!caller.authorities.includes('Search_users')) {
      throw new NotAllowedError('no_permission', { authority: 'Search_users', upgrade: true });
    }
    const errors = searchErrors(search);
    const trimmed = name.trim();
    if (!trimmed) errors.name = 'required';
    else if (characterCount(trimmed) > SAVED_SEARCH_NAME_MAX) errors.name = 'too_long';
    if (Object.keys(errors).length) throw new InputError(errors);
    const saved = await this.store.add(
      {
        ...search,
        userId: caller.userId,
        name: trimmed,
        sex: search.sex === -1 ? (caller.sex === 1 ? 0 : 1) : search.sex,
        country: search.country.toUpperCase(),
        city: search.city.trim(),
        interests: interestList(search.interests),
      },
      SAVED_SEARCHES_MAX,
    );
    if (!saved) throw new InputError({ searches: 'too_many' });
    return saved;
  }

  list(userId: number): Promise<SavedSearch[]> {
    return this.store.list(userId);
  }

  async remove(userId: number, id: number): Promise<SavedSearch[]> {
    if (!(await this.store.remove(userId, id))) throw new NotFoundError('saved_search_not_found');
    return this.store.list(userId);
  }

  /** One pass of the notice sweep; answers how many matches it told (null: another replica sweeps). */
  async sweep(): Promise<number> {
    let told = 0;
    for (;;) {
      let found = 0;
      const read = await this.store.sweepJoined(SWEEP_BATCH, MEMBERS_PER_SEARCH, this.now(), async (matches) => {
        found = matches.length;
        this.publish(
          matches.map((match) => ({
            topic: 'saved_search_match',
            to: match.ownerId,
            from: match.memberId,
            preview: '',
            item: match.searchId,
            thread: `saved_search:${match.searchId}`,
            at: this.now(),
          })),
        );
      });
      told += found;
      if (read === null || read < SWEEP_BATCH) return told;
    }
  }
}
