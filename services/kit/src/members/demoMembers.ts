/**
 * The demo crowd of `make dev` (DEMO_SEED): the user service creates these accounts and the media
 * service draws their portraits and photos, so both read the one roster here.
 */

export interface DemoMember {
  username: string;
  email: string;
  sex: 0 | 1;
  age: number;
  /** Days before 1 January of the birth year: birthdays spread over the year. */
  birthdayOffsetDays: number;
  /** Where the member lives, picked from the user service's country list (this roster needs no product rules). */
  country<T>(countries: readonly T[]): T;
  /** Membership tier granted for a year (the named members only). */
  tier: 0 | 1 | 2;
  /** Signed in once at seed time, so that "recently active" lists have someone in them. */
  active: boolean;
  /** Whether the name is written in Chinese (the member writes their profile in Chinese). */
  chineseName: boolean;
}

/** The named demo members of the README. */
const NAMED = [
  { username: 'alice', sex: 0, tier: 0 },
  { username: 'bob', sex: 1, tier: 1 },
  { username: 'carol', sex: 0, tier: 2 },
  { username: 'dave', sex: 1, tier: 0 },
] as const;

const GIVEN = [
  'Mei',
  'Lin',
  'Yuki',
  'Hana',
  'Jia',
  'Wei',
  'Ken',
  'Min',
  'Sora',
  'Lars',
  'Emma',
  'Noah',
  'Ava',
  'Leo',
  'Mia',
  'Kai',
  '小雨',
  '志明',
  '美玲',
  '家豪',
  '雅婷',
  '俊傑',
  '淑芬',
  '建宏',
];

/** A small deterministic generator so every `make dev` shows the same crowd. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** alice, bob, carol, dave and `generated` more members (200 in `make dev`), always the same ones. */
export function demoMembers(generated = 200): DemoMember[] {
  // The named members live in the first countries of the list, one each.
  const named = NAMED.map((m, i): DemoMember => ({
    username: m.username,
    email: `${m.username}@kindred.dev`,
    sex: m.sex,
    age: 25 + i * 3,
    birthdayOffsetDays: 40 * i,
    country: (countries) => countries[i % countries.length]!,
    tier: m.tier,
    active: false,
    chineseName: false,
  }));
  // The draws keep their order of earlier releases, so a kept database keeps the same names.
  const random = generator(20261121);
  const crowd: DemoMember[] = [];
  for (let i = 0; i < generated; i += 1) {
    const given = GIVEN[Math.floor(random() * GIVEN.length)]!;
    const username = /^[A-Za-z]/.test(given) ? `${given.toLowerCase()}${100 + i}` : `${given}${100 + i}`;
    const age = 18 + Math.floor(random() * 53);
    const sex = random() < 0.5 ? 0 : 1;
    const birthdayOffsetDays = Math.floor(random() * 360);
    const countryDraw = random();
    const active = random() < 0.5;
    crowd.push({
      username,
      email: `member${i + 1}@kindred.dev`,
      sex,
      age,
      birthdayOffsetDays,
      country: (countries) => countries[Math.floor(countryDraw * countries.length)]!,
      tier: 0,
      active,
      chineseName: !/^[A-Za-z]/.test(given),
    });
  }
  return [...named, ...crowd];
}
