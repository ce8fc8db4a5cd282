/** Admin: orders by member, status and dates, newest first; a paid order can be refunded with a reason. */
import { useState } from 'react';
import { staffPost, type Page } from '../../features/admin/staffApi';
import type { Order } from '../../features/admin/types';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { useListTexts } from '../listTexts';
import { useFormat } from '../format';
import { ReasonDialog } from '../ReasonDialog';
import { ScreenTitle, Toolbar } from '../Page.styles';
import { Button, ErrorText, orderStates, Pagination, Select, StatusTag, Table, TextField } from '../ui';
import { orderTone } from '../statusTones';

const seconds = (date: string, endOfDay = false) =>
  date ? Math.floor(Date.parse(`${date}T${endOfDay ? '23:59:59' : '00:00:00'}Z`) / 1000) : undefined;

export default function Orders() {
  const { t, failure } = useAdminText();
  const { pagination, orderState } = useListTexts();
  const format = useFormat();
  const [draft, setDraft] = useState({ userid: '', status: '', from: '', to: '' });
  const [filter, setFilter] = useState({ ...draft, page: 1 });
  const [refunding, setRefunding] = useState<Order | null>(null);
  const { run, busy } = useAction();
  const orders = useStaffQuery<Page<Order>>('/member/admin/orders/list', {
    userid: filter.userid || undefined,
    status: filter.status || undefined,
    from: seconds(filter.from),
    to: seconds(filter.to, true),
    page: filter.page,
  });
  const refund = async (reason: string) => {
    if (!refunding) return;
    if (
      await run(
        () => staffPost('/member/admin/orders/refund', { order_id: refunding.order_no, reason }),
        t('orders.refunded'),
      )
    ) {
      setRefunding(null);
      orders.reload();
    }
  };
  const set = (key: keyof typeof draft) => (value: string) => setDraft({ ...draft, [key]: value });
  return (
    <>
      <ScreenTitle title={t('orders.heading')} />
      <Toolbar
        as="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ ...draft, page: 1 });
        }}
      >
        <TextField label={t('orders.member')} value={draft.userid} onValueChange={set('userid')} inputMode="numeric" />
        <Select
          label={t('orders.status')}
          value={draft.status}
          onValueChange={set('status')}
          options={[
            { value: '', label: t('common.all') },
            ...orderStates.map((state) => ({ value: state, label: orderState(state) })),
          ]}
        />
        <TextField label={t('orders.from')} type="date" value={draft.from} onValueChange={set('from')} />
        <TextField label={t('orders.to')} type="date" value={draft.to} onValueChange={set('to')} />
        <Button type="submit">{t('common.search')}</Button>
      </Toolbar>
      {orders.error && <ErrorText>{failure(orders.error)}</ErrorText>}
      <Table<Order>
        caption={t('orders.heading')}
        density="compact"
        columns={[
          { id: 'number', header: t('orders.number'), cell: (row) => row.order_no },
          { id: 'member', header: t('orders.member'), cell: (row) => row.user_id, align: 'end' },
          {
            id: 'type',
            header: t('orders.type'),
            cell: (row) => `${t(row.order_type === 2 ? 'orders.upgrade' : 'orders.recharge')} · ${row.pay_type}`,
          },
          {
            id: 'status',
            header: t('orders.status'),
            cell: (row) => <StatusTag tone={orderTone(row.state)}>{orderState(row.state)}</StatusTag>,
          },
          { id: 'amount', header: t('orders.amount'), cell: (row) => format.money(row.amount), align: 'end' },
          { id: 'created', header: t('orders.created'), cell: (row) => format.time(row.create_time) },
          {
            id: 'refund',
            header: '',
            cell: (row) =>
              row.state === 'paid' ? (
                <Button size="sm" variant="secondary" onClick={() => setRefunding(row)}>
                  {t('orders.refund')}
                </Button>
              ) : (
                row.refund_reason
              ),
          },
        ]}
        rows={orders.data?.items ?? []}
        rowKey={(row) => row.id}
        empty={orders.loading ? t('common.loading') : undefined}
      />
      {orders.data && (
        <Pagination
          page={orders.data.page}
          last={orders.data.last_page}
          onPage={(page) => setFilter({ ...filter, page })}
          texts={pagination}
        />
      )}
      {refunding && (
        <ReasonDialog
          title={t('orders.refundTitle', { id: refunding.order_no })}
          confirm={t('orders.refund')}
          busy={busy}
          onConfirm={(reason) => void refund(reason)}
          onClose={() => setRefunding(null)}
        />
      )}
    </>
  );
}
