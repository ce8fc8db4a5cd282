import { z } from 'zod';
import type { SavedSearch__Output as SavedSearch } from '@kindred/kit/generated/kindred/user/v1/SavedSearch';
import { interestList } from '@kindred/rules';
import { route, type RouteGroup } from '../route';
import { id, none, requiredText } from '../fields';
import { agesInOrder, searchFilters } from './discovery';

/** A saved search's name, in characters (the user service counts them again). */
const NAME_MAX = 40;

/** A saved search on the wire: the search's own field names, flags as 0/1 like the search takes them. */
const toWire = (search: SavedSearch) => ({
  id: search.id,
  name: search.name,
  sex: search.sex,
  age_min: search.age_min,
  age_max: search.age_max,
  country: search.country,
  city: search.city,
  online: search.online ? 1 : 0,
  with_photo: search.with_photo ? 1 : 0,
  interests: search.interests,
  create_time: search.create_time,
});

/**
 * Saved searches (docs/discovery.md, "Saved searches"): the filters of `/member/discover/search` with a
 * name, at most 10 a member, gated by `Search_users` like the search. A new member matching one is
 * told to its owner in the notifier's digest (topic form12 of the notification settings).
 */
export const savedSearchRoutes: RouteGroup = {
  service: 'discovery',
  routes: [
    route({
      path: '/member/discover/saved/add',
      summary:
        'Save a search: name and the filters of discover/search (at most 10; a new member matching it is told in the digest)',
      access: 'member',
      authority: 'Search_users',
      input: agesInOrder(z.object({ name: requiredText(NAME_MAX * 4), ...searchFilters })),
      async handle({ input, caller, ctx }) {
        const saved = await ctx.clients.discovery.AddSavedSearch({
          caller,
          search: {
            name: input.name,
            sex: input.sex ?? -1,
            age_min: input.age_min ?? 0,
            age_max: input.age_max ?? 0,
            country: input.country,
            city: input.city,
            online: input.online,
            with_photo: input.with_photo,
            interests: interestList(input.interests),
          },
        });
        return toWire(saved);
      },
    }),
    route({
      path: '/member/discover/saved/list',
      summary: 'My saved searches, oldest first',
      access: 'member',
      input: none(),
      async handle({ caller, ctx }) {
        const { searches } = await ctx.clients.discovery.ListSavedSearches({ user_id: caller.user_id });
        return { data: searches.map(toWire) };
      },
    }),
    route({
      path: '/member/discover/saved/delete',
      summary: 'Delete one of my saved searches (id); answers the ones left',
      access: 'member',
      input: z.object({ id: id() }),
      async handle({ input, caller, ctx }) {
        const { searches } = await ctx.clients.discovery.DeleteSavedSearch({ user_id: caller.user_id, id: input.id });
        return { data: searches.map(toWire) };
      },
    }),
  ],
};
