/**
 * Verification requests (docs/staff-api.md, "Verification"): the selfies members sent in a pose
 * chosen at random, oldest first, beside their approved avatar and album photos. Approve (the member
 * carries the badge) or refuse with a reason the member reads; the selfie is deleted either way.
 * Opening a selfie is an audited read.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { staffPost, type Page } from '../../features/admin/staffApi';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useStaffSelfie } from '../../features/verification/staffSelfie';
import type { WaitingVerification } from '../../features/verification/types';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { addVerificationQueueTexts } from '../i18n/verification';
import { useListTexts } from '../listTexts';
import { useFormat } from '../format';
import { ReasonDialog } from '../ReasonDialog';
import { Actions, Muted, ScreenTitle } from '../Page.styles';
import { Link } from 'react-router-dom';
import { Button, ErrorText, Notice, Pagination, Table, type TableColumn, TextLink } from '../ui';
import { Picture, Pictures } from './VerificationQueue.styles';

function Selfie({ row }: { row: WaitingVerification }) {
  const { t } = useAdminText();
  const { selfie, show } = useStaffSelfie(row.member.id);
  if (selfie.state === 'shown') {
    return <Picture src={selfie.url} alt={t('verification.selfieOf', { name: row.member.username })} />;
  }
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        loading={selfie.state === 'loading'}
        onClick={() => void show()}
        aria-label={`${t('verification.show')}: ${row.member.username}`}
      >
        {t('verification.show')}
      </Button>
      {selfie.state === 'failed' && <ErrorText>{t('verification.selfieFailed')}</ErrorText>}
    </>
  );
}

export default function VerificationQueue() {
  addVerificationQueueTexts(useTranslation().i18n);
  const { t, failure } = useAdminText();
  const { pagination } = useListTexts();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [refusing, setRefusing] = useState<WaitingVerification | null>(null);
  const queue = useStaffQuery<Page<WaitingVerification>>('/member/admin/verification/list', { page });
  const { run, busy } = useAction();
  const approve = async (row: WaitingVerification) => {
    const ok = await run(
      () => staffPost('/member/admin/verification/approve', { member_id: row.member.id }),
      t('verification.approved'),
    );
    if (ok) queue.reload();
  };
  const refuse = async (reason: string) => {
    if (!refusing) return;
    const ok = await run(
      () => staffPost('/member/admin/verification/refuse', { member_id: refusing.member.id, reason }),
      t('verification.refused'),
    );
    if (ok) {
      setRefusing(null);
      queue.reload();
    }
  };
  const photoAlt = (row: WaitingVerification) => t('verification.photoOf', { name: row.member.username });
  const columns: Array<TableColumn<WaitingVerification>> = [
    { id: 'selfie', header: t('verification.selfie'), cell: (row) => <Selfie row={row} /> },
    {
      id: 'photos',
      header: t('verification.photos'),
      cell: (row) => (
        <Pictures>
          {[row.avatar, ...row.photos].filter(Boolean).map((src) => (
            <Picture key={src} src={src} alt={photoAlt(row)} />
          ))}
        </Pictures>
      ),
    },
    {
      id: 'member',
      header: t('verification.member'),
      cell: (row) => (
        <TextLink as={Link} to={`/admin/members/${row.member.id}`}>
          {row.member.username}
        </TextLink>
      ),
    },
    { id: 'pose', header: t('verification.pose'), cell: (row) => t(`verification.poses.${row.pose}`) },
    { id: 'sent', header: t('verification.sent'), cell: (row) => format.time(row.submit_time) },
    {
      id: 'actions',
      header: '',
      cell: (row) => (
        <Actions>
          <Button
            size="sm"
            disabled={busy}
            onClick={() => void approve(row)}
            aria-label={`${t('verification.approve')}: ${row.member.username}`}
          >
            {t('verification.approve')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setRefusing(row)}
            aria-label={`${t('verification.refuse')}: ${row.member.username}`}
          >
            {t('verification.refuse')}
          </Button>
        </Actions>
      ),
    },
  ];
  return (
    <>
      <ScreenTitle title={t('verification.heading')} />
      {queue.data && <Muted>{t('verification.waiting', { count: queue.data.total })}</Muted>}
      <Notice>{t('verification.selfieAudited')}</Notice>
      {queue.error && <ErrorText>{failure(queue.error)}</ErrorText>}
      <Table<WaitingVerification>
        caption={t('verification.heading')}
        columns={columns}
        rows={queue.data?.items ?? []}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.member.username}
        empty={queue.loading ? t('common.loading') : t('verification.empty')}
      />
      {queue.data && (
        <Pagination page={queue.data.page} last={queue.data.last_page} onPage={setPage} texts={pagination} />
      )}
      {refusing && (
        <ReasonDialog
          title={t('verification.refuseTitle', { name: refusing.member.username })}
          label={t('verification.reasonLabel')}
          confirm={t('verification.refuse')}
          busy={busy}
          onConfirm={(reason) => void refuse(reason)}
          onClose={() => setRefusing(null)}
        />
      )}
    </>
  );
}
