/**
 * The design-system discovery and profile-facts components' texts, from the discovery texts (they
 * ship with the screens that show them, not with the first screen): one place for both layouts.
 */
import { LOOKING_FOR, type LookingFor } from '@kindred/rules';
import type {
  ProfileCompletenessTexts,
  ProfileFactsErrors,
  ProfileFactsFormTexts,
  ProfileFactsTexts,
  PaginationTexts,
  SearchFiltersTexts,
} from '../../app/ui';
import { useDiscoverTexts, type DiscoverTexts } from './discoveryTexts';

type T = ReturnType<typeof useDiscoverTexts>['t'];

const lookingTexts = (t: T) =>
  Object.fromEntries(LOOKING_FOR.map((value) => [value, t(`discover.looking.${value}`)])) as Record<LookingFor, string>;

/** The texts under `discover.<key>` for each key, by key. */
function textsOf<K extends string>(t: T, keys: readonly K[]): Record<K, string> {
  const read = t as unknown as (key: string) => string;
  return Object.fromEntries(keys.map((key) => [key, read(`discover.${key}`)])) as Record<K, string>;
}

const SEARCH_KEYS = [
  'filters',
  'age',
  'ageMin',
  'ageMax',
  'sex',
  'sexDefault',
  'men',
  'women',
  'country',
  'anyCountry',
  'city',
  'onlineOnly',
  'withPhoto',
  'interests',
  'search',
] as const satisfies ReadonlyArray<keyof SearchFiltersTexts & keyof DiscoverTexts>;

const FORM_KEYS = [
  'about',
  'aboutPlaceholder',
  'city',
  'lookingFor',
  'lookingForNone',
  'interests',
  'otherInterests',
  'otherInterestsHint',
  'heightCm',
  'languages',
  'languagesHint',
  'save',
] as const satisfies ReadonlyArray<keyof ProfileFactsFormTexts & keyof DiscoverTexts>;

const searchTexts = (t: T): SearchFiltersTexts => textsOf(t, SEARCH_KEYS);

const formTexts = (t: T): ProfileFactsFormTexts => ({ ...textsOf(t, FORM_KEYS), looking: lookingTexts(t) });

function factsTexts(t: T): ProfileFactsTexts {
  const { about, city, lookingFor, looking, interests, heightCm, languages } = formTexts(t);
  const height = (cm: number) => t('discover.height', { cm });
  return {
    heading: t('discover.factsHeading'),
    about,
    city,
    lookingFor,
    looking,
    interests,
    heightCm,
    height,
    languages,
  };
}

function completenessTexts(t: T): ProfileCompletenessTexts {
  return {
    heading: t('discover.complete.heading'),
    photo: t('discover.complete.photo'),
    about: t('discover.complete.about'),
  };
}

/** The discovery search's filter texts. */
export function useSearchFiltersTexts(): SearchFiltersTexts {
  return searchTexts(useDiscoverTexts().t);
}

/** The texts of the page numbers under the members found. */
export function useResultPagesTexts(): PaginationTexts {
  const { t } = useDiscoverTexts();
  return {
    label: t('discover.pages'),
    previous: t('discover.previousPage'),
    next: t('discover.nextPage'),
    page: t('discover.page', { page: '{page}' }),
  };
}

/** The profile-facts form's texts, and its field problems (error codes) as the form shows them. */
export function useProfileFactsFormTexts(errors: Record<string, string>) {
  const { t } = useDiscoverTexts();
  const shown: ProfileFactsErrors = Object.fromEntries(
    Object.keys(errors).map((field) => [field, t('discover.invalid')]),
  );
  return { texts: formTexts(t), errors: shown, saved: t('discover.saved') };
}

/** The profile facts list's and the completeness hint's texts. */
export function useProfileFactsTexts() {
  const { t } = useDiscoverTexts();
  return { facts: factsTexts(t), completeness: completenessTexts(t) };
}
