/**
 * A discovery search as both layouts' screens run it: the filters being edited, the page of members
 * shown (one page at a time, any page up to last_page chosen by number: docs/discovery.md, "Screens"),
 * and why nothing came (an upgrade needed, filters refused). A new search starts again from page 1.
 */
import { useCallback, useRef, useState } from 'react';
import { isOk, Status } from '../../app/api';
import { usePageTitle } from '../../app/guards';
import { toggleFollow, type MemberItem } from '../member/memberApi';
import { addDiscoverTexts } from './discoveryTexts';
import { useTranslation } from '../../app/i18n/react';
import { NO_FILTERS, searchDiscover, type DiscoverFilters } from './discoveryApi';

export type DiscoverProblem = 'upgrade' | 'badFilters' | 'failed' | null;

/** The screen's page title, set once the discovery texts are there (the route's title ran before they were). */
export function useDiscoverTitle(): void {
  addDiscoverTexts(useTranslation().i18n);
  usePageTitle('discover.title');
}

export function useDiscoverySearch() {
  const [filters, setFilters] = useState<DiscoverFilters>(NO_FILTERS);
  const [members, setMembers] = useState<MemberItem[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [lastPage, setLastPage] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<DiscoverProblem>(null);
  const running = useRef<AbortController | null>(null);
  /** The filters the pages shown were found with: filters edited since wait for the next search. */
  const searched = useRef<DiscoverFilters>(NO_FILTERS);

  const load = useCallback(async (asked: DiscoverFilters, at: number) => {
    searched.current = asked;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    const answer = await searchDiscover(asked, at, controller.signal).catch(() => null);
    if (controller.signal.aborted || !answer) return;
    setBusy(false);
    if (answer.status === Status.ok && answer.data) {
      const found = answer.data;
      setProblem(null);
      setMembers(found.data);
      setTotal(found.total);
      setPage(found.current_page);
      setLastPage(found.last_page);
      return;
    }
    setProblem(
      answer.status === Status.forbidden ? 'upgrade' : answer.status === Status.invalid ? 'badFilters' : 'failed',
    );
  }, []);

  const search = useCallback(() => load(filters, 1), [filters, load]);
  /** Takes these filters (a saved search's) and searches with them at once. */
  const searchWith = useCallback(
    (asked: DiscoverFilters) => {
      setFilters(asked);
      return load(asked, 1);
    },
    [load],
  );
  /** The results' container: a page chosen is read from its top, not from the numbers under the last. */
  const results = useRef<HTMLElement>(null);
  const showPage = useCallback(
    async (chosen: number) => {
      await load(searched.current, chosen);
      results.current?.focus({ preventScroll: true });
      results.current?.scrollIntoView?.({ block: 'start' });
    },
    [load],
  );
  const change = useCallback((patch: Partial<DiscoverFilters>) => setFilters((f) => ({ ...f, ...patch })), []);

  /** Follows or unfollows a member found; answers whether they are followed now (null: it failed). */
  const follow = useCallback(async (id: number) => {
    const answer = await toggleFollow(id);
    if (!isOk(answer)) return null;
    const liked = Number(answer.data?.is_like) === 1;
    setMembers((current) => current.map((m) => (m.id === id ? { ...m, is_like: liked ? 1 : 0 } : m)));
    return liked;
  }, []);

  return {
    filters,
    change,
    search,
    searchWith,
    showPage,
    results,
    follow,
    members,
    total,
    page,
    lastPage,
    busy,
    problem,
  };
}
