/**
 * A newsfeed list: TrendItems with the click-for-more pager; the viewer's own items (mine 1) offer
 * delete, confirmed first, through /member/trend/del, and others' "Report or block" on their author
 * (a block reloads the list without them). Shared by the newsfeed and the profile's newsfeed tab.
 */
import { useTranslation } from '../../app/i18n/react';
import { useNavigateOnClick } from '../../app/navigateOnClick';
import { ConfirmDialog, EmptyState, LoadMore, ReportDialog, TrendItem } from '../../app/ui';
import { Stack } from '../layout';
import type { TrendFeed } from '../../features/trend/trends';
import { useTrendDeletion } from '../../features/trend/useTrendDeletion';
import { useReportBlock } from '../../features/safety/useReportBlock';
import { mobilePaths } from '../../app/paths';

export const profileRoute = (id: number, type?: 1 | 2 | 3) => mobilePaths.profile(id, type);

export function TrendFeedList({ feed, emptyTitle }: { feed: TrendFeed; emptyTitle: string }) {
  const { t } = useTranslation();
  const openPage = useNavigateOnClick();
  const deletion = useTrendDeletion(feed, t('trend.deleted'));
  const reporting = useReportBlock({ onBlocked: () => void feed.refresh() });

  if (feed.loaded && feed.trends.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <Stack $gap="md">
      <Stack $gap="sm">
        {feed.trends.map((trend) => (
          <TrendItem
            key={trend.id}
            trend={trend}
            profileHref={profileRoute(trend.mid)}
            onOpenProfile={openPage(profileRoute(trend.mid))}
            onDelete={trend.mine === 1 ? deletion.ask : undefined}
            onReport={(item) => reporting.open({ id: item.mid, name: item.username })}
            reportLabel={reporting.labelFor(trend.username)}
          />
        ))}
      </Stack>
      {feed.trends.length > 0 && <LoadMore status={feed.status} onLoadMore={feed.more} endText={t('trend.noMore')} />}
      <ConfirmDialog
        {...deletion.dialog}
        title={t('trend.deleteConfirm')}
        cancelLabel={t('common.back')}
        confirmLabel={t('trend.delete')}
      />
      <ReportDialog {...reporting.dialog} />
    </Stack>
  );
}
