/** Registrations under review, oldest first: approve one, approve a selection, or reject with a reason. */
import { useState } from 'react';
import { staffPost, type Page } from '../../features/admin/staffApi';
import type { Registration } from '../../features/admin/types';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { useListTexts } from '../listTexts';
import { useFormat } from '../format';
import { ReasonDialog } from '../ReasonDialog';
import { Actions, ScreenTitle, Toolbar } from '../Page.styles';
import { Avatar, Button, ErrorText, Pagination, Table, type RowKey, type TableColumn } from '../ui';

export default function ReviewQueue() {
  const { t, failure } = useAdminText();
  const { pagination } = useListTexts();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<RowKey[]>([]);
  const [rejecting, setRejecting] = useState<Registration | null>(null);
  const queue = useStaffQuery<Page<Registration>>('/member/admin/review/list', { page });
  const { run, busy } = useAction();
  const done = () => {
    setSelected([]);
    queue.reload();
  };
  const approve = async (member: Registration) => {
    const ok = await run(
      () => staffPost('/member/admin/review', { userid: member.id, approve: 1 }),
      t('review.approved', { name: member.username }),
    );
    if (ok) done();
  };
  const approveSelected = async () => {
    const answer = await run(
      () => staffPost<{ approved: number[] }>('/member/admin/review/bulk', { userids: selected.join(',') }),
      t('review.approvedMany', { count: selected.length }),
    );
    if (answer) done();
  };
  const reject = async (reason: string) => {
    if (!rejecting) return;
    const name = rejecting.username;
    const ok = await run(
      () => staffPost('/member/admin/review', { userid: rejecting.id, approve: 0, reason }),
      t('review.rejected', { name }),
    );
    if (ok) {
      setRejecting(null);
      done();
    }
  };
  const columns: Array<TableColumn<Registration>> = [
    {
      id: 'username',
      header: t('review.username'),
      cell: (row) => (
        <>
          <Avatar src={row.avatar || null} name={row.username} size="xs" /> {row.username}
        </>
      ),
    },
    { id: 'email', header: t('review.email'), cell: (row) => row.email },
    { id: 'age', header: t('review.age'), cell: (row) => row.age, align: 'end' },
    { id: 'country', header: t('review.country'), cell: (row) => row.country },
    { id: 'ip', header: t('review.ip'), cell: (row) => row.signup_ip },
    { id: 'time', header: t('review.signedUp'), cell: (row) => format.time(row.create_time) },
    {
      id: 'actions',
      header: '',
      cell: (row) => (
        <Actions>
          <Button size="sm" onClick={() => void approve(row)} aria-label={`${t('review.approve')} ${row.username}`}>
            {t('review.approve')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setRejecting(row)}
            aria-label={`${t('review.reject')} ${row.username}`}
          >
            {t('review.reject')}
          </Button>
        </Actions>
      ),
    },
  ];
  return (
    <>
      <ScreenTitle title={t('review.heading')} />
      <Toolbar>
        <Button disabled={selected.length === 0 || busy} onClick={() => void approveSelected()}>
          {t('review.approveSelected', { count: selected.length })}
        </Button>
      </Toolbar>
      {queue.error && <ErrorText>{failure(queue.error)}</ErrorText>}
      <Table<Registration>
        caption={t('review.heading')}
        columns={columns}
        rows={queue.data?.items ?? []}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.username}
        selected={selected}
        onSelectionChange={setSelected}
        empty={queue.loading ? t('common.loading') : t('review.empty')}
      />
      {queue.data && (
        <Pagination page={queue.data.page} last={queue.data.last_page} onPage={setPage} texts={pagination} />
      )}
      {rejecting && (
        <ReasonDialog
          title={t('review.rejectTitle', { name: rejecting.username })}
          confirm={t('review.reject')}
          busy={busy}
          onConfirm={(reason) => void reject(reason)}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
