/**
 * A newsfeed list: TrendItems with the click-for-more pager; the viewer's own items (mine 1) offer
 * delete, confirmed first, through /member/trend/del. Shared by the newsfeed and the profile's
 * newsfeed tab.
 */
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { isOk } from '../../app/api';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import { Button, Dialog, EmptyState, LoadMore, TrendItem } from '../../app/ui';
import { Stack } from '../layout';
import type { TrendFeed } from '../../features/trend/trends';
import { deleteTrend } from '../../features/trend/trendApi';
import { mobilePaths } from '../../app/paths';

export const profileRoute = (id: number, type?: 1 | 2 | 3) => mobilePaths.profile(id, type);

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export function TrendFeedList({ feed, emptyTitle }: { feed: TrendFeed; emptyTitle: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [deleting, setDeleting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (deleting === null) return;
    setBusy(true);
    const answer = await deleteTrend(deleting);
    setBusy(false);
    if (isOk(answer)) {
      feed.remove(deleting);
      toast.show({ message: t('trend.deleted'), tone: 'success' });
    } else {
      toast.show({ message: serverMessage(answer.msg, 'trend.deleteFailed', i18n), tone: 'danger' });
    }
    setDeleting(null);
  };

  if (feed.loaded && feed.trends.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <Stack $gap="md">
      <List>
        {feed.trends.map((trend) => (
          <TrendItem
            key={trend.id}
            trend={trend}
            profileHref={profileRoute(trend.mid)}
            onOpenProfile={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              navigate(profileRoute(trend.mid));
            }}
            onDelete={trend.mine === 1 ? (id: number) => setDeleting(id) : undefined}
          />
        ))}
      </List>
      {feed.trends.length > 0 && <LoadMore status={feed.status} onLoadMore={feed.more} endText={t('trend.noMore')} />}
      <Dialog
        open={deleting !== null}
        role="alertdialog"
        title={t('trend.deleteConfirm')}
        onClose={() => setDeleting(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              {t('common.back')}
            </Button>
            <Button variant="danger" loading={busy} onClick={remove}>
              {t('trend.delete')}
            </Button>
          </>
        }
      />
    </Stack>
  );
}
