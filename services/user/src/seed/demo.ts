import { demoMembers, type Logger } from '@kindred/kit';
import { COUNTRIES } from '@kindred/rules';
import type { ProfileFactsStore } from '../domain/discovery';
import type { PasswordHasher } from '../domain/ports';
import { newInvitationCode } from '../domain/tokens';
import type { UserStore } from '../store/userStore';
import { demoLanguageOf, demoProfileFacts } from './demoFacts';

export const DEMO_PASSWORD = 'Passw0rd!';

const YEAR = 365 * 86_400;

/**
 * Seeds the demo members once (alice, bob, carol, dave and `generated` more of the shared roster),
 * approved, each with a city, interests, an about text and a looking-for in their language.
 */
export async function seedDemo(
  store: UserStore,
  facts: Pick<ProfileFactsStore, 'saveFacts'>,
  hasher: PasswordHasher,
  logger: Logger,
  generated = 200,
  now = Date.now(),
): Promise<void> {
  if (await store.findByUsername('alice')) return;
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  const nowSeconds = Math.floor(now / 1000);
  const birthdayFor = (age: number, dayOffset: number) =>
    Date.UTC(new Date(now).getUTCFullYear() - age, 0, 1) - dayOffset * 86_400_000;

  for (const [i, member] of demoMembers(generated).entries()) {
    const country = member.country(COUNTRIES);
    const account = await store.createAccount({
      username: member.username,
      email: member.email,
      passwordHash,
      sex: member.sex,
      birthday: birthdayFor(member.age, member.birthdayOffsetDays),
      country,
      laid: '',
      invitationCode: newInvitationCode(),
      invitedBy: null,
      status: 1,
    });
    await facts.saveFacts(account.id, demoProfileFacts(country, demoLanguageOf(member, country), i));
    if (member.tier > 0) {
      await store.grantMembership(
        account.id,
        member.tier as 1 | 2,
        12,
        `demo:${member.username}`,
        () => nowSeconds + YEAR,
      );
    }
    if (member.active) await store.touchLogin(account.id);
  }
  logger.info({ generated }, 'demo members seeded: alice, bob, carol, dave and more (password Passw0rd!)');
}
