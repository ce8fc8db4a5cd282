/**
 * Saved searches (docs/discovery.md, "Saved searches"): the member's named discovery filters, at most
 * 10, kept by the server; a new member matching one is told in the digest mail. Both layouts' search
 * screens show them with the design system's SavedSearchList, its props from `useSavedSearchList`:
 * save the current filters with a name, list them, run one (its filters, as the search screen takes
 * them), delete one.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { SEARCH_AGE_MAX, SEARCH_AGE_MIN } from '@kindred/rules';
import { post, Status, type Envelope } from '../../app/api';
import { useAuthorities } from '../../app/authority';
import { useTranslation } from '../../app/i18n/react';
import type { I18n } from '../../app/i18n';
import type { SavedSearchItem, SavedSearchListTexts } from '../../app/ui';
import { filterFields, type DiscoverFilters } from './discoveryApi';
import { savedEn } from './texts/savedEn';
import { savedZhcn } from './texts/savedZhcn';
import { savedZhtw } from './texts/savedZhtw';

/** A saved search as the server answers it (the search's own field names). */
export interface SavedSearch {
  id: number;
  name: string;
  sex: number;
  age_min: number;
  age_max: number;
  country: string;
  city: string;
  online: number;
  with_photo: number;
  interests: string[];
  create_time: number;
}

export const SAVED_SEARCHES_MAX = 10;
export const SAVED_SEARCH_NAME_MAX = 40;

export type SavedSearchProblem = 'nameRequired' | 'limit' | 'badFilters' | 'upgrade' | 'failed' | null;

const TEXTS = { en: savedEn, zhcn: savedZhcn, zhtw: savedZhtw };

/**
 * Adds the texts under `discover.savedSearches` (merged into the discovery texts, whichever comes
 * first; not `discover.saved`, which is the profile facts' "saved" notice).
 */
export function addSavedSearchTexts(instance: I18n): void {
  for (const [locale, savedSearches] of Object.entries(TEXTS)) {
    if (instance.getResource(locale, 'translation', 'discover.savedSearches.title') === undefined)
      instance.addResourceBundle(locale, 'translation', { discover: { savedSearches } }, true, false);
  }
}

/** The component's `t` once the saved-search texts are in its i18n instance. */
export function useSavedSearchTexts() {
  const translation = useTranslation();
  addSavedSearchTexts(translation.i18n);
  return translation;
}

/** The search screen's filters of a saved search (no age bound: the range's ends). */
export function filtersOf(search: SavedSearch): DiscoverFilters {
  return {
    sex: search.sex === 1 ? '1' : '0',
    ageMin: search.age_min || SEARCH_AGE_MIN,
    ageMax: search.age_max || SEARCH_AGE_MAX,
    country: search.country,
    city: search.city,
    online: search.online === 1,
    withPhoto: search.with_photo === 1,
    interests: search.interests,
  };
}

export function addSavedSearch(name: string, filters: DiscoverFilters) {
  return post<SavedSearch>('/member/discover/saved/add', { name: name.trim(), ...filterFields(filters) });
}

export const listSavedSearches = () => post<{ data: SavedSearch[] }>('/member/discover/saved/list');

export const deleteSavedSearch = (id: number) => post<{ data: SavedSearch[] }>('/member/discover/saved/delete', { id });

/** Why a call did not go through, as the components say it. */
function problemOf(answer: Envelope<unknown>): SavedSearchProblem {
  if (answer.status === Status.forbidden) return 'upgrade';
  if (answer.status !== Status.invalid) return 'failed';
  const errors = ((answer.data as { errors?: Record<string, string> } | null)?.errors ?? {}) as Record<string, string>;
  if (errors.searches) return 'limit';
  if (errors.name) return 'nameRequired';
  return 'badFilters';
}

export function useSavedSearches() {
  const [searches, setSearches] = useState<SavedSearch[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SavedSearchProblem>(null);

  const reload = useCallback(async () => {
    const answer = await listSavedSearches();
    if (answer.status === Status.ok && answer.data) setSearches(answer.data.data);
    else setProblem(problemOf(answer));
  }, []);

  // Saving searches needs the search's own authority: without it the list is not asked for (the
  // screen's upgrade notice says why), rather than answered -403 beside that notice.
  const { Search_users: allowed } = useAuthorities();
  useEffect(() => {
    if (allowed) void reload();
  }, [allowed, reload]);

  /** Saves the filters under `name`; answers whether it was saved. */
  const save = useCallback(async (name: string, filters: DiscoverFilters) => {
    if (!name.trim()) {
      setProblem('nameRequired');
      return false;
    }
    setBusy(true);
    const answer = await addSavedSearch(name, filters);
    setBusy(false);
    if (answer.status !== Status.ok || !answer.data) {
      setProblem(problemOf(answer));
      return false;
    }
    const added = answer.data;
    setProblem(null);
    setSearches((before) => [...(before ?? []), added]);
    return true;
  }, []);

  const remove = useCallback(async (id: number) => {
    setBusy(true);
    const answer = await deleteSavedSearch(id);
    setBusy(false);
    if (answer.status === Status.ok && answer.data) {
      setProblem(null);
      setSearches(answer.data.data);
    } else setProblem(problemOf(answer));
  }, []);

  return {
    searches,
    save,
    remove,
    busy,
    problem,
    full: (searches?.length ?? 0) >= SAVED_SEARCHES_MAX,
    allowed,
  };
}

/** SavedSearchList's words, from the `discover.savedSearches` texts. */
function listTexts(t: ReturnType<typeof useSavedSearchTexts>['t']): SavedSearchListTexts {
  const keys = ['title', 'name', 'namePlaceholder', 'save', 'remove', 'empty'] as const;
  const problems = ['nameRequired', 'limit', 'badFilters', 'upgrade', 'failed'] as const;
  const read = (key: string) => t(`discover.savedSearches.${key}`);
  return {
    ...(Object.fromEntries([...keys, ...problems].map((key) => [key, read(key)])) as Omit<
      SavedSearchListTexts,
      'removeLabel'
    >),
    removeLabel: (name) => t('discover.savedSearches.removeLabel', { name }),
  };
}

/** SavedSearchList's props but the screen's own (`filters`, `onRun`): the searches, their texts and calls. */
export function useSavedSearchList() {
  const { t } = useSavedSearchTexts();
  const { searches, save, remove, busy, problem, full, allowed } = useSavedSearches();
  const texts = useMemo(() => listTexts(t), [t]);
  const items = useMemo(
    () =>
      searches?.map((search): SavedSearchItem => ({ id: search.id, name: search.name, filters: filtersOf(search) })),
    [searches],
  );
  return {
    texts,
    searches: items,
    onSave: save,
    onRemove: (search: SavedSearchItem) => void remove(Number(search.id)),
    busy,
    problem,
    full,
    nameMaxLength: SAVED_SEARCH_NAME_MAX,
    allowed,
  };
}
