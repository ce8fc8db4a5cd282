/**
 * Staff: members' data (docs/privacy.md). Exports being built or still downloadable, deletions in
 * their grace period, and an export run for a data-access request (audited as member.data_export).
 */
import { useState, type FormEvent } from 'react';
import { staffPost } from '../../features/admin/staffApi';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { useFormat } from '../format';
import { Heading, Muted, SubHeading, Toolbar } from '../Page.styles';
import { Button, Table, TextField } from '../ui';

interface PendingExport {
  id: number;
  userid: number;
  username: string;
  state: 'pending' | 'ready';
  request_time: number;
  expire_time: number;
  by_staff: boolean;
  link: string;
}

interface PendingDeletion {
  userid: number;
  username: string;
  request_time: number;
  due_time: number;
}

export default function Privacy() {
  const { t, failure } = useAdminText();
  const format = useFormat();
  const { run, busy } = useAction();
  const pending = useStaffQuery<{ exports: PendingExport[]; deletions: PendingDeletion[] }>(
    '/member/admin/privacy/pending',
  );
  const [memberId, setMemberId] = useState('');

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run(() => staffPost('/member/admin/privacy/export', { userid: memberId }), t('privacy.started'));
    if (done) {
      setMemberId('');
      pending.reload();
    }
  };

  const member = (row: { userid: number; username: string }) => `${row.username} (${row.userid})`;
  return (
    <>
      <Heading>{t('privacy.heading')}</Heading>
      <Muted>{t('privacy.intro')}</Muted>
      {pending.error && <Muted role="alert">{failure(pending.error)}</Muted>}
      <SubHeading>{t('privacy.runHeading')}</SubHeading>
      <Muted>{t('privacy.runIntro')}</Muted>
      <Toolbar as="form" onSubmit={start}>
        <TextField
          label={t('privacy.memberId')}
          value={memberId}
          onValueChange={setMemberId}
          inputMode="numeric"
          required
        />
        <Button type="submit" loading={busy} disabled={!/^\d+$/.test(memberId)}>
          {t('privacy.run')}
        </Button>
      </Toolbar>
      <Table<PendingExport>
        caption={t('privacy.exports')}
        density="compact"
        columns={[
          { id: 'member', header: t('privacy.member'), cell: member },
          {
            id: 'state',
            header: t('privacy.state'),
            cell: (row) => (row.state === 'ready' ? t('privacy.stateReady') : t('privacy.statePending')),
          },
          { id: 'requested', header: t('privacy.requested'), cell: (row) => format.time(row.request_time) },
          { id: 'expires', header: t('privacy.expires'), cell: (row) => format.time(row.expire_time) },
          { id: 'staff', header: t('privacy.byStaff'), cell: (row) => (row.by_staff ? '✓' : '') },
          {
            id: 'link',
            header: t('privacy.download'),
            cell: (row) => (row.link ? <a href={row.link}>{t('privacy.download')}</a> : ''),
          },
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
