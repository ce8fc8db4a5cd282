/**
 * The inbox grown a page at a time (the edge pages it by `before_id`, newest first): how a page joins
 * the mails shown, and whether another may follow.
 */
import { MAIL_PAGE_SIZE, type Mail } from './mailApi';

/** Whether another page may follow a page of `count` mails: only a full page leaves some behind. */
export const morePages = (count: number): boolean => count >= MAIL_PAGE_SIZE;

/** The mails shown with the next (older) page below them; a mail already shown stays once. */
export function withOlderPage(shown: Mail[], page: Mail[]): Mail[] {
  const seen = new Set(shown.map((mail) => mail.eid));
  return [...shown, ...page.filter((mail) => !seen.has(mail.eid))];
}

/**
 * The mails shown once the first page is read again (after a mail is opened, or on retry): the new
 * first page, then the older pages already scrolled to, so that a refresh does not drop them. A short
 * first page is the whole mailbox.
 */
export function withFirstPage(shown: Mail[], page: Mail[]): Mail[] {
  const oldest = page[page.length - 1];
  if (!oldest || !morePages(page.length)) return page;
  return [...page, ...shown.filter((mail) => mail.eid < oldest.eid)];
}
