/**
 * The inbox of a mail screen (docs/product.md sections 4 and 5): the list, a page at a time, and its
 * unread counter; opening a mail marks it read once the server confirms (0 -> 1) and refreshes the
 * counter, here and in the shell's start-up lists. Reading needs Read_mails; anyone may read
 * customer-service mail.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthorities } from '../../app/authority';
import { useSession } from '../../app/session';
import { loadMails } from '../../app/startup';
import type { LoadMoreStatus } from '../../app/ui';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { loadInbox, markRead, type Mail } from './mailApi';
import { morePages, withFirstPage, withOlderPage } from './mailPages';

/** Whether a reader may open a mail: Read_mails, or mail from (or to) customer service. */
export function mayOpenMail(mail: Mail, canRead: boolean, readerId: number | undefined): boolean {
  if (mail.locked) return false;
  return canRead || mail.sender_id === CUSTOMER_SERVICE_ID || readerId === CUSTOMER_SERVICE_ID;
}

/** Mails whose sender or text contains `query` (case-insensitive). */
export function searchMails(mails: Mail[], query: string): Mail[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return mails;
  return mails.filter((m) => m.sendername.toLowerCase().includes(needle) || m.msg.toLowerCase().includes(needle));
}

export function useInbox() {
  const { Read_mails: canRead } = useAuthorities();
  const session = useSession();
  const [mails, setMails] = useState<Mail[] | null>(null);
  const [unread, setUnread] = useState(0);
  const [failed, setFailed] = useState(false);
  /** The last page has been shown. */
  const [end, setEnd] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  /** The mails shown, for `more`'s cursor; one older page is asked for at a time. */
  const shown = useRef<Mail[] | null>(null);
  const asking = useRef(false);
  useEffect(() => {
    shown.current = mails;
  }, [mails]);

  const refresh = useCallback(async () => {
    const inbox = await loadInbox();
    if (!inbox) {
      setFailed(true);
      return;
    }
    setFailed(false);
    setMails((current) => (current === null ? inbox.list : withFirstPage(current, inbox.list)));
    setUnread(inbox.unread);
    if (!morePages(inbox.list.length)) setEnd(true);
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  /** The page after the oldest mail shown. */
  const more = useCallback(async () => {
    const oldest = shown.current?.[shown.current.length - 1];
    if (end || asking.current || !oldest) return;
    asking.current = true;
    setLoadingOlder(true);
    const inbox = await loadInbox(oldest.eid);
    asking.current = false;
    setLoadingOlder(false);
    // A failed page leaves the pager idle: the next scroll or a click asks again.
    if (!inbox) return;
    setMails((current) => withOlderPage(current ?? [], inbox.list));
    setUnread(inbox.unread);
    if (!morePages(inbox.list.length)) setEnd(true);
  }, [end]);

  const mayOpen = useCallback((mail: Mail) => mayOpenMail(mail, canRead, session?.id), [canRead, session?.id]);

  /** Marks an opened unread mail read, then refreshes the counters. */
  const markOpened = useCallback(
    async (mail: Mail) => {
      if (mail.type !== 0 || !(await markRead(mail.eid))) return;
      setMails((current) => current?.map((m) => (m.eid === mail.eid ? { ...m, type: 1 as const } : m)) ?? null);
      await Promise.all([refresh(), loadMails()]);
    },
    [refresh],
  );

  const status: LoadMoreStatus = end ? 'done' : loadingOlder ? 'loading' : 'idle';
  return { mails, unread, failed, status, more, refresh, mayOpen, markOpened };
}
