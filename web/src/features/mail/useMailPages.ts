/**
 * Infinite scroll of the inbox (both layouts), as the chat list does it (features/chat/useContactPages):
 * the next page is asked for once one of the last mails shown comes into view, whether the page
 * scrolls (mobile) or the desktop's content pane does. The LoadMore under the list is the same call
 * by hand (and where no IntersectionObserver exists).
 */
import { useEffect, useState } from 'react';
import type { LoadMoreStatus } from '../../app/ui';

/** Mails from the end of the list whose coming into view asks for the next page. */
const AHEAD = 5;

/**
 * A callback ref for the inbox's list: observes its rows while another page may follow (`status`
 * idle) and calls `more` when one of the last comes into view. `shown` is what the list renders.
 */
export function useMailPages<T extends HTMLElement>(
  shown: readonly unknown[] | null,
  status: LoadMoreStatus,
  more: () => unknown,
): (list: T | null) => void {
  const [list, setList] = useState<T | null>(null);
  useEffect(() => {
    const rows = list?.querySelectorAll('li');
    if (status !== 'idle' || !rows?.length || typeof IntersectionObserver === 'undefined') return;
    // The viewport is the root: an ancestor that scrolls (the desktop's pane) clips what counts as seen.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void more();
    });
    observer.observe(rows[Math.max(0, rows.length - AHEAD)]!);
    return () => observer.disconnect();
  }, [list, shown, status, more]);
  return setList;
}
