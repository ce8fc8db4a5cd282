/** Open reports grouped by reported member, most recent first; a row opens the member's case. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Page } from '../../features/admin/staffApi';
import type { ReportedMember } from '../../features/admin/types';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAdminText } from '../useAdminText';
import { useListTexts } from '../listTexts';
import { useFormat } from '../format';
import { ScreenTitle } from '../Page.styles';
import { Avatar, Button, ErrorText, Pagination, Table, type TableColumn } from '../ui';

export default function Reports() {
  const { t, failure } = useAdminText();
  const { pagination } = useListTexts();
  const format = useFormat();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const reports = useStaffQuery<Page<ReportedMember>>('/member/admin/reports/list', { page });
  const open = (row: ReportedMember) => navigate(`/admin/reports/${row.member.id}`);
  const columns: Array<TableColumn<ReportedMember>> = [
    {
      id: 'member',
      header: t('reports.member'),
      cell: (row) => (
        <>
          <Avatar src={row.member.avatar || null} name={row.member.username} size="xs" /> {row.member.username}
        </>
      ),
    },
    { id: 'count', header: t('reports.count'), cell: (row) => row.count, align: 'end' },
    {
      id: 'types',
      header: t('reports.types'),
      cell: (row) =>
        (['1', '2', '3'] as const)
          .filter((type) => row.types[type] > 0)
          .map((type) => `${t(`reports.type${type}`)} ${row.types[type]}`)
          .join(' · '),
    },
    { id: 'reporters', header: t('reports.reporters'), cell: (row) => row.reporters.map((r) => r.username).join(', ') },
    { id: 'latest', header: t('reports.latest'), cell: (row) => format.time(row.latest) },
    {
      id: 'open',
      header: '',
      cell: (row) => (
        <Button size="sm" onClick={() => open(row)} aria-label={`${t('reports.open')} ${row.member.username}`}>
          {t('reports.open')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <ScreenTitle title={t('reports.heading')} />
      {reports.error && <ErrorText>{failure(reports.error)}</ErrorText>}
      <Table<ReportedMember>
        caption={t('reports.heading')}
        columns={columns}
        rows={reports.data?.items ?? []}
        rowKey={(row) => row.member.id}
        empty={reports.loading ? t('common.loading') : t('reports.empty')}
      />
      {reports.data && (
        <Pagination page={reports.data.page} last={reports.data.last_page} onPage={setPage} texts={pagination} />
      )}
    </>
  );
}
