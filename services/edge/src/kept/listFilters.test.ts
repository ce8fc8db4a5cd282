import { birthdayRange } from '@kindred/rules';
import type { MemberCard } from './memberCards';
import { cardFacts, discoverySearch, namedMembers, oppositeSexNamed } from './listFilters';

const NOW = Date.UTC(2026, 10, 29, 12);
const card = (member: Partial<MemberCard['member']>) =>
  cardFacts({
    member: { id: 1, username: 'Anna_Li', sex: 0, country: 'TW', birthday: 0, ...member } as MemberCard['member'],
    hidesOnline: false,
    listed: true,
  });
const aged = (years: number) => Date.UTC(2026 - years, 5, 1);

describe('what a member list may hold, by a card', () => {
  it('finds a name as ILIKE does in ASCII, and says maybe outside it', () => {
    expect(namedMembers('')(card({}))).toBe(true);
    expect(namedMembers('nna_')(card({}))).toBe(true);
    expect(namedMembers('ANNA')(card({}))).toBe(true);
    expect(namedMembers('bob')(card({}))).toBe(false);
    expect(namedMembers('安')(card({}))).toBe(true);
    expect(namedMembers('bob')(card({ username: 'Ärger' }))).toBe(true);
  });

  it('keeps search_opposite_sex to the viewer opposite sex', () => {
    expect(oppositeSexNamed(1, 'anna')(card({ sex: 0 }))).toBe(true);
    expect(oppositeSexNamed(0, 'anna')(card({ sex: 0 }))).toBe(false);
    expect(oppositeSexNamed(1, 'bob')(card({ sex: 0 }))).toBe(false);
  });

  it('holds a discovery search to sex, country and ages, and never says no on an age birthday', () => {
    const search = discoverySearch({ sex: -1, age_min: 25, age_max: 35, country: 'tw' }, 1, NOW);
    expect(search(card({ birthday: aged(30) }))).toBe(true);
    expect(search(card({ birthday: aged(30), sex: 1 }))).toBe(false);
    expect(search(card({ birthday: aged(30), country: 'JP' }))).toBe(false);
    expect(search(card({ birthday: aged(20) }))).toBe(false);
    expect(search(card({ birthday: aged(40) }))).toBe(false);
    // Born on the edges of the range the user service computes: yes, whichever clock is right.
    const range = birthdayRange(25, 35, NOW);
    expect(search(card({ birthday: range.latest }))).toBe(true);
    expect(search(card({ birthday: range.earliest + 1 }))).toBe(true);
    expect(search(card({ birthday: range.earliest }))).toBe(true);
    expect(discoverySearch({ sex: 1, age_min: 0, age_max: 0, country: '' }, 1, NOW)(card({ sex: 1 }))).toBe(true);
  });

  it('never rules out on what it does not know', () => {
    const search = discoverySearch({ sex: -1, age_min: 25, age_max: 35, country: 'TW' }, 1, NOW);
    expect(search({})).toBe(true);
    expect(search({ sex: 0 })).toBe(true);
    expect(search({ sex: 1 })).toBe(false);
    expect(oppositeSexNamed(1, 'anna')({ username: 'anna' })).toBe(true);
    expect(namedMembers('anna')({ sex: 1 })).toBe(true);
  });
});
