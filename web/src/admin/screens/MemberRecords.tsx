/** A member's ledger, orders, reports made and received, and blocks, as tables. */
import type { MemberDetail } from '../../features/admin/types';
import { useAdminText } from '../useAdminText';
import { useListTexts } from '../listTexts';
import { useFormat } from '../format';
import { SubHeading } from '../Page.styles';
import { StatusTag, Table } from '../ui';
import { orderTone, reportTone } from '../statusTones';

export function MemberRecords({ detail }: { detail: MemberDetail }) {
  const { t } = useAdminText();
  const { orderState } = useListTexts();
  const format = useFormat();
  const types = (list: number[]) => list.map((type) => t(`reports.type${type}`)).join(', ');
  return (
    <>
      <Table
        caption={t('members.ledger')}
        density="compact"
        columns={[
          { id: 'time', header: t('common.time'), cell: (row) => format.time(row.create_time) },
          { id: 'delta', header: t('members.delta'), cell: (row) => row.delta, align: 'end' },
          { id: 'after', header: t('members.after'), cell: (row) => row.balance_after, align: 'end' },
          { id: 'reason', header: t('common.reason'), cell: (row) => row.reason || row.ref_type },
        ]}
        rows={detail.ledger}
        rowKey={(row) => row.id}
      />
      <SubHeading>{t('members.orders')}</SubHeading>
      <Table
        caption={t('members.orders')}
        density="compact"
        columns={[
          { id: 'number', header: t('orders.number'), cell: (row) => row.order_no },
          {
            id: 'type',
            header: t('orders.type'),
            cell: (row) => t(row.order_type === 2 ? 'orders.upgrade' : 'orders.recharge'),
          },
          {
            id: 'status',
            header: t('orders.status'),
            cell: (row) => <StatusTag tone={orderTone(row.state)}>{orderState(row.state)}</StatusTag>,
          },
          { id: 'amount', header: t('orders.amount'), cell: (row) => format.money(row.amount), align: 'end' },
          { id: 'time', header: t('orders.created'), cell: (row) => format.time(row.create_time) },
        ]}
        rows={detail.orders}
        rowKey={(row) => row.id}
      />
      <SubHeading>{t('members.reportsReceived')}</SubHeading>
      <Table
        caption={t('members.reportsReceived')}
        density="compact"
        columns={[
          { id: 'reporter', header: t('reports.reporters'), cell: (row) => row.reporter_id },
          { id: 'types', header: t('reports.types'), cell: (row) => types(row.types) },
          {
            id: 'state',
            header: t('reports.status'),
            cell: (row) => (
              <StatusTag tone={reportTone(row.status)}>
                {t(`reports.state${row.status}`, { defaultValue: row.status })}
              </StatusTag>
            ),
          },
          { id: 'time', header: t('common.time'), cell: (row) => format.time(row.create_time) },
        ]}
        rows={detail.reports_received}
        rowKey={(row) => row.id}
      />
      <SubHeading>{t('members.reportsMade')}</SubHeading>
      <Table
        caption={t('members.reportsMade')}
        density="compact"
        columns={[
          { id: 'target', header: t('reports.member'), cell: (row) => row.target_id },
          { id: 'types', header: t('reports.types'), cell: (row) => types(row.types) },
          {
            id: 'state',
            header: t('reports.status'),
            cell: (row) => (
              <StatusTag tone={reportTone(row.status)}>
                {t(`reports.state${row.status}`, { defaultValue: row.status })}
              </StatusTag>
            ),
          },
          { id: 'time', header: t('common.time'), cell: (row) => format.time(row.create_time) },
        ]}
        rows={detail.reports_made}
        rowKey={(row) => row.id}
      />
      <SubHeading>{t('members.blocks')}</SubHeading>
      <Table
        caption={t('members.blocks')}
        density="compact"
        columns={[
          { id: 'id', header: t('common.id'), cell: (row) => row.id },
          { id: 'username', header: t('review.username'), cell: (row) => row.username },
        ]}
        rows={detail.blocks}
        rowKey={(row) => row.id}
      />
    </>
  );
}
