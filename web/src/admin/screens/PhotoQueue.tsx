/**
 * Photo review: avatars and album photos waiting before others see them, oldest first; approve, or
 * reject with a reason the member reads. A picture other accounts use too is flagged.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { staffPost, type Page } from '../../features/admin/staffApi';
import type { PictureReview } from '../../features/admin/types';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { addPhotoQueueTexts } from '../i18n/photos';
import { useListTexts } from '../listTexts';
import { useFormat } from '../format';
import { ReasonDialog } from '../ReasonDialog';
import { Actions, Muted, ScreenTitle } from '../Page.styles';
import { Link } from 'react-router-dom';
import { Badge, Button, ErrorText, Pagination, Table, type TableColumn, TextLink } from '../ui';
import { Picture, Shared } from './PhotoQueue.styles';

export default function PhotoQueue() {
  addPhotoQueueTexts(useTranslation().i18n);
  const { t, failure } = useAdminText();
  const { pagination } = useListTexts();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<PictureReview | null>(null);
  const queue = useStaffQuery<Page<PictureReview>>('/member/admin/photos/list', { page });
  const { run, busy } = useAction();
  const label = (row: PictureReview) => t(`photos.${row.kind}Of`, { name: row.member.username });
  const approve = async (row: PictureReview) => {
    const ok = await run(() => staffPost('/member/admin/photos/approve', { id: row.id }), t('photos.approved'));
    if (ok) queue.reload();
  };
  const reject = async (reason: string) => {
    if (!rejecting) return;
    const ok = await run(
      () => staffPost('/member/admin/photos/reject', { id: rejecting.id, reason }),
      t('photos.rejected'),
    );
    if (ok) {
      setRejecting(null);
      queue.reload();
    }
  };
  const columns: Array<TableColumn<PictureReview>> = [
    { id: 'picture', header: t('photos.picture'), cell: (row) => <Picture src={row.img} alt={label(row)} /> },
    {
      id: 'member',
      header: t('photos.member'),
      cell: (row) => (
        <TextLink as={Link} to={`/admin/members/${row.member.id}`}>
          {row.member.username}
        </TextLink>
      ),
    },
    { id: 'kind', header: t('photos.kind'), cell: (row) => t(`photos.kinds.${row.kind}`) },
    { id: 'time', header: t('photos.uploaded'), cell: (row) => format.time(row.create_time) },
    {
      id: 'shared',
      header: t('photos.sharedWith'),
      cell: (row) =>
        row.shared_with.length === 0 ? (
          '—'
        ) : (
          <Shared>
            <Badge count={row.shared_with.length} label={t('photos.sharedFlag', { count: row.shared_with.length })} />
            {row.shared_with.map((other) => (
              <TextLink as={Link} key={other.id} to={`/admin/members/${other.id}`}>
                {other.username}
              </TextLink>
            ))}
          </Shared>
        ),
    },
    {
      id: 'actions',
      header: '',
      cell: (row) => (
        <Actions>
          <Button
            size="sm"
            disabled={busy}
            onClick={() => void approve(row)}
            aria-label={`${t('photos.approve')} ${label(row)}`}
          >
            {t('photos.approve')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setRejecting(row)}
            aria-label={`${t('photos.reject')} ${label(row)}`}
          >
            {t('photos.reject')}
          </Button>
        </Actions>
      ),
    },
  ];
  return (
    <>
      <ScreenTitle title={t('photos.heading')} />
      {queue.data && <Muted>{t('photos.waiting', { count: queue.data.total })}</Muted>}
      {queue.error && <ErrorText>{failure(queue.error)}</ErrorText>}
      <Table<PictureReview>
        caption={t('photos.heading')}
        columns={columns}
        rows={queue.data?.items ?? []}
        rowKey={(row) => row.id}
        rowLabel={label}
        empty={queue.loading ? t('common.loading') : t('photos.empty')}
      />
      {queue.data && (
        <Pagination page={queue.data.page} last={queue.data.last_page} onPage={setPage} texts={pagination} />
      )}
      {rejecting && (
        <ReasonDialog
          title={t('photos.rejectTitle', { name: rejecting.member.username })}
          label={t('photos.reasonLabel')}
          confirm={t('photos.reject')}
          busy={busy}
          onConfirm={(reason) => void reject(reason)}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
