import type { AsyncHandlers } from '@kindred/kit';
import type { DiscoveryServiceHandlers } from '@kindred/kit/generated/kindred/user/v1/DiscoveryService';
import type { SavedSearch as SavedSearchMessage } from '@kindred/kit/generated/kindred/user/v1/SavedSearch';
import type { SavedSearch, SavedSearches } from '../domain/savedSearches';
import { callerOf } from './userHandlers';

export type SavedSearchRpcs = 'AddSavedSearch' | 'ListSavedSearches' | 'DeleteSavedSearch';

const toMessage = (search: SavedSearch): SavedSearchMessage => ({
  id: search.id,
  name: search.name,
  sex: search.sex,
  age_min: search.ageMin,
  age_max: search.ageMax,
  country: search.country,
  city: search.city,
  online: search.online,
  with_photo: search.withPhoto,
  interests: search.interests,
  create_time: Math.floor(search.createdAt / 1000),
});

const toList = (searches: SavedSearch[]) => ({ searches: searches.map(toMessage) });

export function savedSearchHandlers(
  saved: SavedSearches,
): Pick<AsyncHandlers<DiscoveryServiceHandlers>, SavedSearchRpcs> {
  return {
    async AddSavedSearch(req) {
      const search = req.search;
      const added = await saved.add(callerOf(req.caller), search?.name ?? '', {
        sex: search?.sex ?? -1,
        ageMin: search?.age_min ?? 0,
        ageMax: search?.age_max ?? 0,
        country: (search?.country ?? '').trim().toUpperCase(),
        city: search?.city ?? '',
        online: search?.online ?? false,
        withPhoto: search?.with_photo ?? false,
        interests: search?.interests ?? [],
      });
      return toMessage(added);
    },
    async ListSavedSearches(req) {
      return toList(await saved.list(req.user_id));
    },
    async DeleteSavedSearch(req) {
      return toList(await saved.remove(req.user_id, req.id));
    },
  };
}
