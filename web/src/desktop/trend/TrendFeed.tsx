/**
 * A desktop newsfeed: TrendItems with the more pager; own items (mine 1) are deleted after a
 * confirmation; other members' avatars open their hover card, and their items offer "Report or
 * block" on the author (a block reloads the feed without them).
 */
import type { ReactNode } from 'react';
import { useNavigateOnClick } from '../../app/navigateOnClick';
import { useTranslation } from '../../app/i18n/react';
import { desktopPaths } from '../../app/paths';
import { ConfirmDialog, EmptyState, LoadMore, ReportDialog, TrendItem } from '../../app/ui';
import type { TrendFeed as Feed } from '../../features/trend/trends';
import { useTrendDeletion } from '../../features/trend/useTrendDeletion';
import { useReportBlock } from '../../features/safety/useReportBlock';
import { List } from '../layout';
import { AuthorHoverCard } from './AuthorHoverCard';

export function TrendFeed({ feed, emptyTitle }: { feed: Feed; emptyTitle: string }) {
  const { t } = useTranslation();
  const openPage = useNavigateOnClick();
  const deletion = useTrendDeletion(feed, t('desk.user.deleted'));
  const reporting = useReportBlock({ onBlocked: () => void feed.refresh() });

  if (feed.loaded && feed.trends.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      <List>
        {feed.trends.map((trend) => (
          <li key={trend.id}>
            <TrendItem
              trend={trend}
              profileHref={desktopPaths.userDetail(trend.mid)}
              onOpenProfile={openPage(desktopPaths.userDetail(trend.mid))}
              onDelete={trend.mine === 1 ? deletion.ask : undefined}
              onReport={(item) => reporting.open({ id: item.mid, name: item.username })}
              reportLabel={reporting.labelFor(trend.username)}
              wrapAvatar={
                trend.mine === 1
                  ? undefined
                  : (avatar: ReactNode) => <AuthorHoverCard trend={trend}>{avatar}</AuthorHoverCard>
              }
            />
          </li>
        ))}
      </List>
      {feed.trends.length > 0 && <LoadMore status={feed.status} onLoadMore={feed.more} endText={t('trend.noMore')} />}
      <ConfirmDialog
        {...deletion.dialog}
        title={t('desk.user.confirmDelete')}
        cancelLabel={t('common.back')}
        confirmLabel={t('desk.user.deletePost')}
      />
      <ReportDialog {...reporting.dialog} />
    </>
  );
}
