/**
 * The risk queue: members whose scam and spam signals opened a case, highest score first, each with
 * its signals as sentences (counts and kinds, never message text); limit, clear, or suspend with a
 * reason. Every action is audited (risk.limited, risk.cleared, risk.suspended).
 */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import type { Fields } from '../../app/api';
import { staffPost, type Page } from '../../features/admin/staffApi';
import type { RiskCase, RiskReason } from '../../features/admin/types';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { addRiskQueueTexts } from '../i18n/risk';
import { useListTexts } from '../listTexts';
import { useFormat } from '../format';
import { ReasonDialog } from '../ReasonDialog';
import { Actions, Muted, ScreenTitle } from '../Page.styles';
import { Link } from 'react-router-dom';
import { Button, ErrorText, Pagination, StatusTag, Table, type TableColumn, TextLink } from '../ui';

const KNOWN_REASONS = new Set([
  'same_first_message',
  'first_message_link',
  'first_message_phone',
  'first_message_messenger',
  'first_message_payment',
  'many_new_conversations',
  'blocked_by_many',
  'reported_by_many',
]);

export default function RiskQueue() {
  addRiskQueueTexts(useTranslation().i18n);
  const { t, failure } = useAdminText();
  const { pagination } = useListTexts();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [suspending, setSuspending] = useState<RiskCase | null>(null);
  const queue = useStaffQuery<Page<RiskCase>>('/member/admin/risk/list', { page });
  const { run, busy } = useAction();
  const sentence = (reason: RiskReason) =>
    t(KNOWN_REASONS.has(reason.kind) ? `risk.reason.${reason.kind}` : 'risk.reason.other', {
      kind: reason.kind,
      count: reason.count,
      hours: reason.window_hours,
      days: reason.kind === 'many_new_conversations' ? Number(reason.detail) : reason.window_hours / 24,
    });
  const act = async (path: string, body: Fields, done: string) => {
    const ok = await run(() => staffPost(path, body), done);
    if (ok) queue.reload();
    return ok;
  };
  const suspend = async (reason: string) => {
    if (!suspending) return;
    const ok = await act(
      '/member/admin/risk/suspend',
      { member_id: suspending.member.id, reason },
      t('risk.suspended'),
    );
    if (ok) setSuspending(null);
  };
  const columns: Array<TableColumn<RiskCase>> = [
    {
      id: 'member',
      header: t('risk.member'),
      cell: (row) => (
        <TextLink as={Link} to={`/admin/members/${row.member.id}`}>
          {row.member.username || `#${row.member.id}`}
        </TextLink>
      ),
    },
    { id: 'registered', header: t('risk.registered'), cell: (row) => format.time(row.member.create_time) },
    { id: 'score', header: t('risk.score'), cell: (row) => row.score },
    {
      id: 'state',
      header: t('risk.state'),
      cell: (row) => (
        <StatusTag tone={row.state === 'limited' ? 'danger' : 'warning'}>{t(`risk.states.${row.state}`)}</StatusTag>
      ),
    },
    {
      id: 'reasons',
      header: t('risk.reasons'),
      cell: (row) => (
        <ul>
          {row.reasons.map((reason) => (
            <li key={reason.kind}>{sentence(reason)}</li>
          ))}
        </ul>
      ),
    },
    { id: 'opened', header: t('risk.opened'), cell: (row) => format.time(row.opened_at) },
    {
      id: 'actions',
      header: '',
      cell: (row) => (
        <Actions>
          {row.state !== 'limited' && (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => void act('/member/admin/risk/limit', { member_id: row.member.id }, t('risk.limited'))}
              aria-label={`${t('risk.limit')} ${row.member.username}`}
            >
              {t('risk.limit')}
            </Button>
          )}
          <Button
            size="sm"
            disabled={busy}
            onClick={() => void act('/member/admin/risk/clear', { member_id: row.member.id }, t('risk.cleared'))}
            aria-label={`${t('risk.clear')} ${row.member.username}`}
          >
            {t('risk.clear')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setSuspending(row)}
            aria-label={`${t('risk.suspend')} ${row.member.username}`}
          >
            {t('risk.suspend')}
          </Button>
        </Actions>
      ),
    },
  ];
  return (
    <>
      <ScreenTitle title={t('risk.heading')} />
      {queue.data && <Muted>{t('risk.waiting', { count: queue.data.total })}</Muted>}
      {queue.error && <ErrorText>{failure(queue.error)}</ErrorText>}
      <Table<RiskCase>
        caption={t('risk.heading')}
        columns={columns}
        rows={queue.data?.items ?? []}
        rowKey={(row) => row.member.id}
        rowLabel={(row) => row.member.username}
        empty={queue.loading ? t('common.loading') : t('risk.empty')}
      />
      {queue.data && (
        <Pagination page={queue.data.page} last={queue.data.last_page} onPage={setPage} texts={pagination} />
      )}
      {suspending && (
        <ReasonDialog
          title={t('risk.suspendTitle', { name: suspending.member.username })}
          label={t('risk.reasonLabel')}
          confirm={t('risk.suspend')}
          busy={busy}
          onConfirm={(reason) => void suspend(reason)}
          onClose={() => setSuspending(null)}
        />
      )}
    </>
  );
}
