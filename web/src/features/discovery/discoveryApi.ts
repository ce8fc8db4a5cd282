/**
 * /member/discover/search (docs/discovery.md): members matching every filter given, 20 a page, in
 * the member-list card shape. Needs Search_users (-403 with data.upgrade otherwise).
 */
import { post } from '../../app/api';
import type { MemberItem } from '../member/memberApi';

export interface DiscoverFilters {
  ageMin: string;
  ageMax: string;
  country: string;
  city: string;
  online: boolean;
  withPhoto: boolean;
  /** Tags (catalogue names or free tags); a member must have all of them. */
  interests: string[];
}

export const NO_FILTERS: DiscoverFilters = {
  ageMin: '',
  ageMax: '',
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

export function searchDiscover(filters: DiscoverFilters, page: number, signal?: AbortSignal) {
  return post<DiscoverPage>(
    '/member/discover/search',
    {
      page,
      age_min: filters.ageMin,
      age_max: filters.ageMax,
      country: filters.country,
      city: filters.city.trim(),
      online: filters.online ? 1 : 0,
      with_photo: filters.withPhoto ? 1 : 0,
      interests: filters.interests.join(','),
    },
    { signal },
  );
}

/** /member/discover/suggested: members ranked for the caller (docs/discovery.md, "Suggested members"). */
export function loadSuggested(page: number, signal?: AbortSignal) {
  return post<DiscoverPage>('/member/discover/suggested', { page }, { signal });
}
