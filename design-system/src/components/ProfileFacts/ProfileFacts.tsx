import { forwardRef, Fragment, type ComponentPropsWithoutRef } from 'react';
import type { LookingFor, ProfileFacts as Facts } from '@kindred/rules';
import { useLocale } from '../../i18n/LocaleProvider';
import { interestLabel } from '../InterestTagPicker/interestLabel';
import { Fact, FactsList, Term } from './ProfileFacts.styles';

/** The list's texts, from the app (they ship with the profile screens). */
export interface ProfileFactsTexts {
  /** The list's accessible name (關於我). */
  heading: string;
  about: string;
  city: string;
  lookingFor: string;
  looking: Record<LookingFor, string>;
  interests: string;
  heightCm: string;
  /** A height as read (170 cm). */
  height: (cm: number) => string;
  languages: string;
}

export type ProfileFactsProps = Omit<ComponentPropsWithoutRef<'dl'>, 'children'> & {
  /** The member's facts; empty ones are left out. */
  facts: Facts;
  texts: ProfileFactsTexts;
  /** Only the term and value pairs, for a description list of the screen's own (a profile's data tab). */
  embedded?: boolean;
};

/** The pairs of the facts given, in the profile's order. */
function factPairs(facts: Facts, texts: ProfileFactsTexts, locale: Parameters<typeof interestLabel>[1]) {
  const pairs: Array<[string, string]> = [];
  if (facts.about) pairs.push([texts.about, facts.about]);
  if (facts.city) pairs.push([texts.city, facts.city]);
  if (facts.lookingFor) pairs.push([texts.lookingFor, texts.looking[facts.lookingFor]]);
  if (facts.interests.length)
    pairs.push([texts.interests, facts.interests.map((tag) => interestLabel(tag, locale)).join(', ')]);
  if (facts.heightCm) pairs.push([texts.heightCm, texts.height(facts.heightCm)]);
  if (facts.languages.length) pairs.push([texts.languages, facts.languages.join(', ')]);
  return pairs;
}

/**
 * What a member tells about themself, as a description list of the facts given (about, city,
 * looking for, interests in the reader's language, height, languages); nothing when none is.
 */
export const ProfileFacts = forwardRef<HTMLDListElement, ProfileFactsProps>(function ProfileFacts(
  { facts, texts, embedded = false, ...rest },
  ref,
) {
  const { locale } = useLocale();
  const pairs = factPairs(facts, texts, locale);
  if (pairs.length === 0) return null;
  const rows = pairs.map(([term, value]) => (
    <Fragment key={term}>
      <Term>{term}</Term>
      <Fact>{value}</Fact>
    </Fragment>
  ));
  if (embedded) return <>{rows}</>;
  return (
    <FactsList ref={ref} aria-label={texts.heading} {...rest}>
      {rows}
    </FactsList>
  );
});
