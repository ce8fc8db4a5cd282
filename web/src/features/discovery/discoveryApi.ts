/**
 * /member/discover/search (docs/discovery.md): members matching every filter given, 20 a page, in
 * the member-list card shape. Needs Search_users (-403 with data.upgrade otherwise).
 */
import { SEARCH_AGE_MAX, SEARCH_AGE_MIN } from '@kindred/rules';
import { post } from '../../app/api';
import type { MemberItem } from '../member/memberApi';

export interface DiscoverFilters {
  /** '1' men, '0' women, '': the server's default (the opposite sex of the caller). */
  sex: '' | '0' | '1';
  ageMin: number;
  ageMax: number;
  country: string;
  city: string;
  online: boolean;
  withPhoto: boolean;
  /** Tags (catalogue names or free tags); a member must have all of them. */
  interests: string[];
}

export const NO_FILTERS: DiscoverFilters = {
  sex: '',
  ageMin: SEARCH_AGE_MIN,
  ageMax: SEARCH_AGE_MAX,
  country: '',
  city: '',
  online: false,
  withPhoto: false,
  interests: [],
};

export interface DiscoverPage {
  data: MemberItem[];
  current_page: number;
  last_page: number;
  total: number;
}

/** The filters as the search (and a saved search) sends them. */
export function filterFields(filters: DiscoverFilters) {
  return {
    sex: filters.sex,
    // The range's ends are "any age": the search then has no age filter at all.
    age_min: filters.ageMin > SEARCH_AGE_MIN ? filters.ageMin : '',
    age_max: filters.ageMax < SEARCH_AGE_MAX ? filters.ageMax : '',
    country: filters.country,
    city: filters.city.trim(),
    online: filters.online ? 1 : 0,
    with_photo: filters.withPhoto ? 1 : 0,
    interests: filters.interests.join(','),
  };
}

export function searchDiscover(filters: DiscoverFilters, page: number, signal?: AbortSignal) {
  return post<DiscoverPage>('/member/discover/search', { page, ...filterFields(filters) }, { signal });
}

/** /member/discover/suggested: members ranked for the caller (docs/discovery.md, "Suggested members"). */
export function loadSuggested(page: number, signal?: AbortSignal) {
  return post<DiscoverPage>('/member/discover/suggested', { page }, { signal });
}
