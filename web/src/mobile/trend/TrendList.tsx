/**
 * /m/home/trend/list, the default of the Newsfeed tab: everyone's newsfeed from /member/trend/trend,
 * page by page, pull to refresh, a button to post and delete on one's own items.
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { PenSquare } from 'lucide-react';
import { serverMessage } from '../../app/i18n';
import { Button, EmptyState, PullToRefresh } from '../../app/ui';
import { Page } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { TrendFeedList } from './TrendFeedList';
import { pagedReader, useTrendFeed } from '../../features/trend/trends';
import { mobilePaths } from '../../app/paths';

export const trendRoutes = { list: mobilePaths.trendList, new: mobilePaths.trendNew } as const;

export default function TrendList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const read = useMemo(() => pagedReader('/member/trend/trend'), []);
  const feed = useTrendFeed(read);

  return (
    <Page $withTabBar>
      <RoutedScreenHeader
        title={t('trend.title')}
        actions={
          <Button size="sm" iconStart={<PenSquare aria-hidden />} onClick={() => navigate(trendRoutes.new)}>
            {t('trend.post')}
          </Button>
        }
      />
      <PullToRefresh onRefresh={feed.refresh}>
        {feed.failure && feed.trends.length === 0 ? (
          <EmptyState
            title={serverMessage(feed.failure.msg, 'error.internal', i18n)}
            action={
              <Button variant="secondary" onClick={() => void feed.refresh()}>
                {t('trend.retry')}
              </Button>
            }
          />
        ) : (
          <TrendFeedList feed={feed} emptyTitle={t('trend.empty')} />
        )}
      </PullToRefresh>
    </Page>
  );
}
