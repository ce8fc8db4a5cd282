/**
 * Infinite scroll of the chat list (both layouts): the live connection sends chats a page at a time
 * (opt 0, then opt 4 on demand); the next page is asked for once one of the last rows shown comes into
 * view, whether the list scrolls itself (the desktop panel) or the page does (mobile).
 */
import { useEffect, useState } from 'react';
import { chat, useChatState } from '../../app/chat';

/** Rows from the end of the list whose coming into view asks for the next page. */
const AHEAD = 5;

/** A callback ref for the ChatList: the list may mount later than the screen (the desktop panel opens). */
export function useContactPages<T extends HTMLElement>(): (list: T | null) => void {
  const [list, setList] = useState<T | null>(null);
  const { more, contacts } = useChatState();
  useEffect(() => {
    const rows = list?.querySelectorAll('li');
    if (!more || !rows?.length || typeof IntersectionObserver === 'undefined') return;
    // The viewport is the root: an ancestor that scrolls (the panel's list) clips what counts as seen.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) chat.moreContacts();
    });
    observer.observe(rows[Math.max(0, rows.length - AHEAD)]!);
    return () => observer.disconnect();
  }, [list, more, contacts]);
  return setList;
}
