/**
 * Profile facts as /member/index/userdetail answers them (docs/member-settings.md, "Profile facts"):
 * the shape alone, light enough for every chunk that shows a profile.
 */
import type { LookingFor, ProfileFacts as ShownFacts } from '@kindred/rules';

export interface ProfileFacts {
  about: string;
  city: string;
  interests: string[];
  looking_for: '' | LookingFor;
  /** 0: not given. */
  height_cm: number;
  languages: string[];
}

export const NO_FACTS: ProfileFacts = {
  about: '',
  city: '',
  interests: [],
  looking_for: '',
  height_cm: 0,
  languages: [],
};

/** The facts of a userdetail answer (absent ones as not given). */
export function factsOf(record: Partial<Record<keyof ProfileFacts, unknown>>): ProfileFacts {
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const looking = String(record.looking_for ?? '');
  return {
    about: typeof record.about === 'string' ? record.about : '',
    city: typeof record.city === 'string' ? record.city : '',
    interests: list(record.interests),
    looking_for: looking === 'friendship' || looking === 'dating' || looking === 'long_term' ? looking : '',
    height_cm: Number(record.height_cm) || 0,
    languages: list(record.languages),
  };
}

/** The facts in the rules' shape, as the design system's ProfileFacts shows them. */
export const shownFacts = (facts: ProfileFacts): ShownFacts => ({
  about: facts.about,
  city: facts.city,
  interests: facts.interests,
  lookingFor: facts.looking_for,
  heightCm: facts.height_cm,
  languages: facts.languages,
});
