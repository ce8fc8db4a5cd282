import type { AsyncHandlers } from '@kindred/kit';
import type { ProfileFacts } from '@kindred/rules';
import type { DiscoveryServiceHandlers } from '@kindred/kit/generated/kindred/user/v1/DiscoveryService';
import type { ProfileFacts as ProfileFactsMessage } from '@kindred/kit/generated/kindred/user/v1/ProfileFacts';
import { DISCOVERY_PAGE_SIZE, type Discovery } from '../domain/discovery';
import { anchorAt, type MemberPage, type Members } from '../domain/members';
import { callerOf, member } from './userHandlers';
import type { SavedSearchRpcs } from './savedSearchHandlers';

const toMessage = (facts: ProfileFacts): ProfileFactsMessage => ({
  about: facts.about,
  city: facts.city,
  interests: facts.interests,
  looking_for: facts.lookingFor,
  height_cm: facts.heightCm,
  languages: facts.languages,
});

/** The message's fields by the domain's names, for the `given` list of a save. */
const FIELD_OF: Record<string, keyof ProfileFacts> = {
  about: 'about',
  city: 'city',
  interests: 'interests',
  looking_for: 'lookingFor',
  height_cm: 'heightCm',
  languages: 'languages',
};

export function discoveryHandlers(
  discovery: Discovery,
  members: Members,
): Omit<AsyncHandlers<DiscoveryServiceHandlers>, SavedSearchRpcs> {
  return {
    async SearchMembers(req) {
      const caller = callerOf(req.caller);
      const search = {
        page: Math.max(1, req.page),
        sex: req.sex,
        ageMin: req.age_min,
        ageMax: req.age_max,
        country: req.country.trim(),
        city: req.city,
        online: req.online,
        withPhoto: req.with_photo,
        interests: req.interests,
      };
      const blocked = [...new Set(req.blocked_ids.map(Number))];
      const paging = (page: MemberPage<unknown>) => ({ page: page.page, last_page: page.lastPage, total: page.total });
      if (req.shared) {
        const among = [...new Set(req.among_ids.map(Number))];
        const after =
          req.after_page > 0 ? { page: req.after_page, anchor: anchorAt(req.after_activity_us, req.after_id) } : null;
        const sharing = { overFetch: req.over_fetch, ...(among.length ? { among } : {}), ...(after ? { after } : {}) };
        const page = await discovery.search(caller, search, members.asPlaces, [], sharing);
        const shape = { activity_us: page.activities ?? [], page_size: DISCOVERY_PAGE_SIZE };
        return { members: [], member_ids: page.members, ...shape, ...paging(page) };
      }
      if (req.ids_only) {
        const page = await discovery.search(caller, search, members.asIds, blocked);
        return { members: [], member_ids: page.members, ...paging(page) };
      }
      const page = await discovery.search(caller, search, members.asViews, blocked);
      return { members: page.members.map((v) => member(v)), member_ids: [], ...paging(page) };
    },
    async SuggestMembers(req) {
      const caller = callerOf(req.caller);
      const blocked = req.blocked_ids.map(Number);
      const page = await discovery.suggest(caller, req.page, blocked, req.excluded_ids.map(Number));
      const paging = { page: page.page, last_page: page.lastPage, total: page.total };
      if (req.ids_only) return { members: [], member_ids: page.ids, ...paging };
      const views = new Map((await members.byIds(page.ids, { viewerId: caller.userId })).map((v) => [v.account.id, v]));
      const cards = page.ids.flatMap((id) => {
        const view = views.get(id);
        return view ? [member(view)] : [];
      });
      return { members: cards, member_ids: [], ...paging };
    },
    async GetProfileFacts(req) {
      return toMessage(await discovery.factsOf(req.id));
    },
    async SaveProfileFacts(req) {
      const sent: ProfileFacts = {
        about: req.facts?.about ?? '',
        city: req.facts?.city ?? '',
        interests: req.facts?.interests ?? [],
        lookingFor: (req.facts?.looking_for ?? '') as ProfileFacts['lookingFor'],
        heightCm: req.facts?.height_cm ?? 0,
        languages: req.facts?.languages ?? [],
      };
      const names = req.given.flatMap((field) => (FIELD_OF[field] ? [FIELD_OF[field]] : []));
      const given: Partial<ProfileFacts> = Object.fromEntries(names.map((name) => [name, sent[name]]));
      return toMessage(await discovery.saveFacts(req.user_id, given));
    },
  };
}
