import type { Logger } from '@kindred/kit';
import { COUNTRIES } from '@kindred/rules';
import type { PasswordHasher } from '../domain/ports';
import { newInvitationCode } from '../domain/tokens';
import type { UserStore } from '../store/userStore';

export const DEMO_PASSWORD = 'Passw0rd!';

const YEAR = 365 * 86_400;

/** The named demo members of the README: vip comes from real membership grants. */
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

/** Seeds the demo members once (alice, bob, carol, dave and 200 generated ones), approved. */
export async function seedDemo(
  store: UserStore,
  hasher: PasswordHasher,
  logger: Logger,
  now = Date.now(),
): Promise<void> {
  if (await store.findByUsername('alice')) return;
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  const nowSeconds = Math.floor(now / 1000);
  const birthdayFor = (age: number, dayOffset: number) =>
    Date.UTC(new Date(now).getUTCFullYear() - age, 0, 1) - dayOffset * 86_400_000;

  for (const [i, named] of NAMED.entries()) {
    const account = await store.createAccount({
      username: named.username,
      email: `${named.username}@kindred.dev`,
      passwordHash,
      sex: named.sex,
      birthday: birthdayFor(25 + i * 3, 40 * i),
      country: COUNTRIES[i % COUNTRIES.length]!,
      laid: '',
      invitationCode: newInvitationCode(),
      invitedBy: null,
      status: 1,
    });
    if (named.tier > 0) {
      await store.grantMembership(
        account.id,
        named.tier as 1 | 2,
        12,
        `demo:${named.username}`,
        () => nowSeconds + YEAR,
      );
    }
  }

  const random = generator(20261121);
  for (let i = 0; i < 200; i += 1) {
    const given = GIVEN[Math.floor(random() * GIVEN.length)]!;
    const username = /^[A-Za-z]/.test(given) ? `${given.toLowerCase()}${100 + i}` : `${given}${100 + i}`;
    const age = 18 + Math.floor(random() * 53);
    const account = await store.createAccount({
      username,
      email: `member${i + 1}@kindred.dev`,
      passwordHash,
      sex: random() < 0.5 ? 0 : 1,
      birthday: birthdayFor(age, Math.floor(random() * 360)),
      country: COUNTRIES[Math.floor(random() * COUNTRIES.length)]!,
      laid: '',
      invitationCode: newInvitationCode(),
      invitedBy: null,
      status: 1,
    });
    if (random() < 0.5) await store.touchLogin(account.id);
  }
  logger.info('demo members seeded: alice, bob, carol, dave and 200 more (password Passw0rd!)');
}
