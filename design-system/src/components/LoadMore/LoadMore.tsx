import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button } from '../Button';
import { EndText, LoadMoreRoot } from './LoadMore.styles';
import { useLocale } from '../../i18n/LocaleProvider';

export type LoadMoreStatus = 'idle' | 'loading' | 'done';

export type LoadMoreProps = ComponentPropsWithoutRef<'div'> & {
  /** idle: the button; loading: busy; done: the last page is shown. */
  status: LoadMoreStatus;
  /** Load the next page. */
  onLoadMore: () => void;
  /** Text at the end; "No more members" by default. */
  endText?: string;
};

/** The click-for-more pager under member lists (loads page by page to last_page, then hides). */
export const LoadMore = forwardRef<HTMLDivElement, LoadMoreProps>(function LoadMore(
  { status, onLoadMore, endText, ...rest },
  ref,
) {
  const { t } = useLocale();
  return (
    <LoadMoreRoot ref={ref} {...rest}>
      {status === 'done' ? (
        <EndText role="status">{endText ?? t('loadMore.end')}</EndText>
      ) : (
        <Button
          variant="secondary"
          loading={status === 'loading'}
          iconEnd={<ChevronDown aria-hidden />}
          onClick={onLoadMore}
        >
          {status === 'loading' ? t('common.loading') : t('loadMore.more')}
        </Button>
      )}
    </LoadMoreRoot>
  );
});
