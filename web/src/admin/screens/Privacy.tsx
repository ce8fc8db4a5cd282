/**
 * Staff: members' data (docs/privacy.md, docs/staff-api.md). Staff access to a member's data is
 * break-glass: an administrator requests an export with a written reason, a second staff member
 * approves or declines it, and the export goes to the member alone; no link is ever shown here.
 */
import { useState, type FormEvent } from 'react';
import { staffPost } from '../../features/admin/staffApi';
import { useStaffSession } from '../../features/admin/staffSession';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { useFormat } from '../format';
import { Actions, Muted, ScreenTitle, SubHeading, Toolbar } from '../Page.styles';
import { Button, ErrorText, Notice, StatusTag, Table, TextField } from '../ui';
import { useTranslation } from '../../app/i18n/react';
import { addPrivacyTexts } from '../i18n/privacy';

interface DataAccessRequest {
  id: number;
  userid: number;
  username: string;
  state: 'awaiting' | 'pending' | 'ready';
  request_time: number;
  expire_time: number;
  by_staff: boolean;
  staff_id: number;
  staff_username: string;
  reason: string;
}

interface PendingDeletion {
  userid: number;
  username: string;
  request_time: number;
  due_time: number;
}

const REASON_MIN = 10;

export default function Privacy() {
  addPrivacyTexts(useTranslation().i18n);
  const { t, failure } = useAdminText();
  const format = useFormat();
  const { run, busy } = useAction();
  const session = useStaffSession();
  const pending = useStaffQuery<{
    exports: DataAccessRequest[];
    awaiting: DataAccessRequest[];
    deletions: PendingDeletion[];
  }>('/member/admin/privacy/pending');
  const [memberId, setMemberId] = useState('');
  const [reason, setReason] = useState('');

  const request = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run(
      () => staffPost('/member/admin/privacy/export', { userid: memberId, reason: reason.trim() }),
      t('privacy.started'),
    );
    if (done) {
      setMemberId('');
      setReason('');
      pending.reload();
    }
  };

  const decide = async (row: DataAccessRequest, approve: boolean) => {
    const done = await run(
      () => staffPost(`/member/admin/privacy/${approve ? 'approve' : 'decline'}`, { id: row.id }),
      approve ? t('privacy.approved') : t('privacy.declined'),
    );
    if (done) pending.reload();
  };

  const member = (row: { userid: number; username: string }) => `${row.username} (${row.userid})`;
  return (
    <>
      <ScreenTitle title={t('privacy.heading')} />
      <Muted>{t('privacy.intro')}</Muted>
      {pending.error && <ErrorText>{failure(pending.error)}</ErrorText>}
      <SubHeading>{t('privacy.runHeading')}</SubHeading>
      <Muted>{t('privacy.runIntro')}</Muted>
      {session?.role === 'admin' ? (
        <Toolbar as="form" onSubmit={request} aria-label={t('privacy.runHeading')}>
          <TextField
            label={t('privacy.memberId')}
            value={memberId}
            onValueChange={setMemberId}
            inputMode="numeric"
            required
          />
          <TextField label={t('privacy.reason')} value={reason} onValueChange={setReason} maxLength={500} required />
          <Button type="submit" loading={busy} disabled={!/^\d+$/.test(memberId) || reason.trim().length < REASON_MIN}>
            {t('privacy.run')}
          </Button>
        </Toolbar>
      ) : (
        <Notice>{t('privacy.adminOnly')}</Notice>
      )}
      <Table<DataAccessRequest>
        caption={t('privacy.awaiting')}
        density="compact"
        columns={[
          { id: 'member', header: t('privacy.member'), cell: member },
          { id: 'by', header: t('privacy.requestedBy'), cell: (row) => row.staff_username },
          { id: 'reason', header: t('privacy.reasonColumn'), cell: (row) => row.reason },
          { id: 'requested', header: t('privacy.requested'), cell: (row) => format.time(row.request_time) },
          {
            id: 'decision',
            header: t('privacy.decision'),
            cell: (row) => (
              <Actions>
                {row.staff_id === session?.id ? (
                  <Muted>{t('privacy.ownRequest')}</Muted>
                ) : (
                  <Button size="sm" disabled={busy} onClick={() => void decide(row, true)}>
                    {t('privacy.approve')}
                  </Button>
                )}
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => void decide(row, false)}>
                  {t('privacy.decline')}
                </Button>
              </Actions>
            ),
          },
        ]}
        rows={pending.data?.awaiting ?? []}
        rowKey={(row) => row.id}
        empty={pending.loading ? t('common.loading') : t('privacy.none')}
      />
      <Table<DataAccessRequest>
        caption={t('privacy.exports')}
        density="compact"
        columns={[
          { id: 'member', header: t('privacy.member'), cell: member },
          {
            id: 'state',
            header: t('privacy.state'),
            cell: (row) =>
              row.state === 'ready' ? (
                <StatusTag tone="success">{t('privacy.stateReady')}</StatusTag>
              ) : (
                <StatusTag tone="info">{t('privacy.statePending')}</StatusTag>
              ),
          },
          { id: 'requested', header: t('privacy.requested'), cell: (row) => format.time(row.request_time) },
          { id: 'expires', header: t('privacy.expires'), cell: (row) => format.time(row.expire_time) },
          { id: 'staff', header: t('privacy.byStaff'), cell: (row) => (row.by_staff ? '✓' : '') },
        ]}
        rows={pending.data?.exports ?? []}
        rowKey={(row) => row.id}
        empty={pending.loading ? t('common.loading') : t('privacy.none')}
      />
      <Table<PendingDeletion>
        caption={t('privacy.deletions')}
        density="compact"
        columns={[
          { id: 'member', header: t('privacy.member'), cell: member },
          { id: 'requested', header: t('privacy.requested'), cell: (row) => format.time(row.request_time) },
          { id: 'due', header: t('privacy.due'), cell: (row) => format.time(row.due_time) },
        ]}
        rows={pending.data?.deletions ?? []}
        rowKey={(row) => row.userid}
        empty={pending.loading ? t('common.loading') : t('privacy.none')}
      />
    </>
  );
}
