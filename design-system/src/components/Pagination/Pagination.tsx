import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../Button';
import { PaginationGap, PaginationList, PaginationRoot } from './Pagination.styles';

/** The words of a pagination, from the screen's texts. `{page}` stands for a page number. */
export interface PaginationTexts {
  /** The navigation's name, e.g. "Pages of orders". */
  label: string;
  /** The button to the page before. */
  previous: string;
  /** The button to the page after. */
  next: string;
  /** The name of a page number button, e.g. "Page {page}". */
  page: string;
}

export type PaginationProps = Omit<ComponentPropsWithoutRef<'nav'>, 'children'> & {
  /** The page shown, from 1. */
  page: number;
  /** The number of the last page (the list's `last_page`); with one page or none nothing is rendered. */
  last: number;
  /** Called with the page the staff member or member chose. */
  onPage: (page: number) => void;
  /** The words, in the screen's language. */
  texts: PaginationTexts;
};

/** One page number, or a gap (…) between numbers that are not shown. */
export type PageItem = number | 'gap';

/**
 * The page numbers to offer: all of them up to seven pages; beyond, the first, the last, and the pages
 * around the current one, with a gap where two or more numbers are left out.
 */
export function pageItems(page: number, last: number): PageItem[] {
  if (last <= 7) return Array.from({ length: Math.max(last, 0) }, (_, index) => index + 1);
  const current = Math.min(Math.max(page, 1), last);
  let from = Math.max(2, Math.min(current - 1, last - 4));
  let to = Math.min(last - 1, Math.max(current + 1, 5));
  // A gap never stands for a single page: show that number instead.
  if (from === 3) from = 2;
  if (to === last - 2) to = last - 1;
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [1, ...(from > 2 ? ['gap' as const] : []), ...middle, ...(to < last - 1 ? ['gap' as const] : []), last];
}

/**
 * Previous / next and the page numbers of a paged list (the staff console's tables, long lists); the
 * current page is marked for screen readers (`aria-current`).
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  { page, last, onPage, texts, ...rest },
  ref,
) {
  if (last <= 1) return null;
  const pageName = (number: number) => texts.page.replace('{page}', String(number));
  return (
    <PaginationRoot ref={ref} aria-label={texts.label} {...rest}>
      <PaginationList>
        <li>
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            iconStart={<ChevronLeft aria-hidden="true" />}
          >
            {texts.previous}
          </Button>
        </li>
        {pageItems(page, last).map((item, index) =>
          item === 'gap' ? (
            <PaginationGap key={`gap-${index}`} aria-hidden="true">
              …
            </PaginationGap>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'ghost'}
                size="sm"
                aria-label={pageName(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={item === page ? undefined : () => onPage(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= last}
            onClick={() => onPage(page + 1)}
            iconEnd={<ChevronRight aria-hidden="true" />}
          >
            {texts.next}
          </Button>
        </li>
      </PaginationList>
    </PaginationRoot>
  );
});
