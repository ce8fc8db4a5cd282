/**
 * Deleting one of the viewer's own newsfeed posts (mine 1) from a feed, in both layouts: the post
 * asked about, the confirmation's busy state, and /member/trend/del, after which the post leaves the
 * feed and a toast says so (or why not).
 */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import { deleteTrend } from './trendApi';
import type { TrendFeed } from './trends';

/** `deletedMessage`: the layout's words for the success toast. */
export function useTrendDeletion(feed: TrendFeed, deletedMessage: string) {
  const { i18n } = useTranslation();
  const toast = useToast();
  const [deleting, setDeleting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (deleting === null) return;
    setBusy(true);
    const answer = await deleteTrend(deleting);
    setBusy(false);
    if (isOk(answer)) {
      feed.remove(deleting);
      toast.show({ message: deletedMessage, tone: 'success' });
    } else toast.show({ message: serverMessage(answer.msg, 'trend.deleteFailed', i18n), tone: 'danger' });
    setDeleting(null);
  };

  return {
    /** Offer this as a TrendItem's `onDelete`: it asks first. */
    ask: (id: number) => setDeleting(id),
    /** The ConfirmDialog's state and answers (the layout adds its texts). */
    dialog: {
      open: deleting !== null,
      busy,
      onConfirm: () => void confirm(),
      onCancel: () => setDeleting(null),
    },
  };
}
