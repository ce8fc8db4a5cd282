import { birthdayRange, SEARCH_AGE_MAX, SEARCH_AGE_MIN } from '@kindred/rules';
import type { MemberCard } from './memberCards';

/**
 * Whether a member with a given card could be on a member list, from the list's own filters as the
 * user service applies them (its memberListing.ts): `mayHold` of a kept first page (memberLists.ts).
 * It must never say no to a member the list could hold (they would show on top late, at most the
 * lists' `MEMBER_LISTS_MS`): where the card cannot tell, or the edge could judge otherwise than the
 * user service (a name in another script's case rules, a birthday on the day an age turns), it says yes.
 */
export type MayHold = (facts: MemberFacts) => boolean;

/** What the filters are judged on: a kept card's, or the little the edge knows of a viewer; absent: unknown. */
export interface MemberFacts {
  sex?: number;
  username?: string;
  /** ms, as the user service keeps it. */
  birthday?: number;
  country?: string;
}

export const cardFacts = ({ member }: MemberCard): MemberFacts => ({
  sex: member.sex,
  username: member.username,
  birthday: Number(member.birthday),
  country: member.country,
});

const DAY_MS = 86_400_000;

const opposite = (sex: number) => (sex === 1 ? 0 : 1);

/** The user service's `username ILIKE %name%`; outside ASCII its case rules are Postgres', so: maybe. */
function nameMayMatch(username: string | undefined, name: string): boolean {
  const wanted = name.trim();
  if (!wanted || username === undefined || /[^\x20-\x7e]/.test(wanted + username)) return true;
  return username.toLowerCase().includes(wanted.toLowerCase());
}

/** userlist, with its name filter if any. */
export const namedMembers =
  (name: string): MayHold =>
  (facts) =>
    nameMayMatch(facts.username, name);

/** search_opposite_sex: the viewer's opposite sex, by name. */
export const oppositeSexNamed =
  (viewerSex: number, name: string): MayHold =>
  (facts) =>
    (facts.sex === undefined || facts.sex === opposite(viewerSex)) && nameMayMatch(facts.username, name);

/** What discovery's search filters that a card shows: sex (-1 the viewer's opposite), ages, country. */
export interface CardFilters {
  sex: number;
  age_min: number;
  age_max: number;
  country: string;
}

/** discover/search: city, interests, a photo and presence are not on a card, so they never say no. */
export function discoverySearch(filters: CardFilters, viewerSex: number, now: number): MayHold {
  const sex = filters.sex === -1 ? opposite(viewerSex) : filters.sex;
  const range = birthdayRange(filters.age_min || SEARCH_AGE_MIN, filters.age_max || SEARCH_AGE_MAX, now);
  const country = filters.country.trim().toUpperCase();
  return (facts) => {
    if (facts.sex !== undefined && facts.sex !== sex) return false;
    if (country && facts.country !== undefined && facts.country.trim().toUpperCase() !== country) return false;
    const birthday = facts.birthday;
    if (birthday === undefined || !Number.isFinite(birthday)) return true;
    if (filters.age_min && birthday > range.latest + DAY_MS) return false;
    if (filters.age_max && birthday <= range.earliest - DAY_MS) return false;
    return true;
  };
}
