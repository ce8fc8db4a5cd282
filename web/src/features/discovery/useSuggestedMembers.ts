/** The members suggested to the signed-in member, first page on mount, "show more" up to the last page. */
import { useCallback, useEffect, useState } from 'react';
import { isOk } from '../../app/api';
import type { MemberItem } from '../member/memberApi';
import { loadSuggested } from './discoveryApi';

export function useSuggestedMembers() {
  const [members, setMembers] = useState<MemberItem[] | null>(null);
  const [page, setPage] = useState(0);
  const [lastPage, setLastPage] = useState(0);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (at: number, signal?: AbortSignal) => {
    setBusy(true);
    const answer = await loadSuggested(at, signal).catch(() => null);
    if (signal?.aborted || !answer) return;
    setBusy(false);
    if (!isOk(answer) || !answer.data) {
      setMembers((current) => current ?? []);
      return;
    }
    const found = answer.data;
    setMembers((current) => {
      const kept = at === 1 ? [] : (current ?? []);
      const seen = new Set(kept.map((m) => m.id));
      return [...kept, ...found.data.filter((m) => !seen.has(m.id))];
    });
    setPage(found.current_page);
    setLastPage(found.last_page);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(1, controller.signal);
    return () => controller.abort();
  }, [load]);

  const more = useCallback(() => load(page + 1), [load, page]);
  return { members, more, hasMore: page > 0 && page < lastPage, busy };
}
