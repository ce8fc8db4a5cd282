/**
 * A discovery search as both layouts' screens run it: the filters being edited, the pages found so
 * far (page 2 and on are added below page 1: "show more"), and why nothing came (an upgrade needed,
 * filters refused). A new search starts again from page 1.
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

  const load = useCallback(async (asked: DiscoverFilters, at: number) => {
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
      // Pages never repeat a member; a member met again (someone signed in meanwhile) is shown once.
      setMembers((before) => {
        const kept = at === 1 ? [] : before;
        const seen = new Set(kept.map((m) => m.id));
        return [...kept, ...found.data.filter((m) => !seen.has(m.id))];
      });
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
  const more = useCallback(() => load(filters, page + 1), [filters, load, page]);
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
    more,
    follow,
    members,
    total,
    hasMore: page > 0 && page < lastPage,
    busy,
    problem,
  };
}
