/**
 * A desktop newsfeed: TrendItems with the more pager; own items (mine 1) are deleted after a
 * confirmation; other members' avatars open their hover card.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import { serverMessage } from '../../app/i18n';
import { desktopPaths } from '../../app/paths';
import { useToast } from '../../app/toast';
import { Button, Dialog, EmptyState, LoadMore, TrendItem } from '../../app/ui';
import { deleteTrend } from '../../features/trend/trendApi';
import type { TrendFeed as Feed } from '../../features/trend/trends';
import { List } from '../layout';
import { AuthorHoverCard } from './AuthorHoverCard';

export function TrendFeed({ feed, emptyTitle }: { feed: Feed; emptyTitle: string }) {
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
      toast.show({ message: t('desk.user.deleted'), tone: 'success' });
    } else toast.show({ message: serverMessage(answer.msg, 'trend.deleteFailed', i18n), tone: 'danger' });
    setDeleting(null);
  };

  if (feed.loaded && feed.trends.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      <List>
        {feed.trends.map((trend) => (
          <li key={trend.id}>
            <TrendItem
              trend={trend}
              profileHref={desktopPaths.userDetail(trend.mid)}
              onOpenProfile={(event: MouseEvent<HTMLAnchorElement>) => {
                event.preventDefault();
                navigate(desktopPaths.userDetail(trend.mid));
              }}
              onDelete={trend.mine === 1 ? (id: number) => setDeleting(id) : undefined}
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
      <Dialog
        open={deleting !== null}
        role="alertdialog"
        title={t('desk.user.confirmDelete')}
        onClose={() => setDeleting(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              {t('common.back')}
            </Button>
            <Button variant="danger" loading={busy} onClick={remove}>
              {t('desk.user.deletePost')}
            </Button>
          </>
        }
      />
    </>
  );
}
