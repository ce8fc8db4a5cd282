/** Admin: every staff action (who, when, what, target, before and after), newest first, filtered; read-only. */
import { useState } from 'react';
import type { Page } from '../../features/admin/staffApi';
import type { AuditRow } from '../../features/admin/types';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAdminText } from '../useAdminText';
import { useListTexts } from '../listTexts';
import { useFormat } from '../format';
import { ScreenTitle, Toolbar } from '../Page.styles';
import { Button, ErrorText, Pagination, Table, TextField } from '../ui';
import { Change } from './AuditLog.styles';
import { useTranslation } from '../../app/i18n/react';
import { addEvidenceTexts } from '../i18n/evidence';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

export default function AuditLog() {
  addEvidenceTexts(useTranslation().i18n);
  const { t, failure } = useAdminText();
  const { pagination } = useListTexts();
  const format = useFormat();
  const [draft, setDraft] = useState({ staff_id: '', action: '', target_id: '' });
  const [filter, setFilter] = useState({ ...draft, page: 1 });
  const audit = useStaffQuery<Page<AuditRow>>('/member/admin/audit/list', {
    staff_id: filter.staff_id || undefined,
    action: filter.action || undefined,
    target_id: filter.target_id || undefined,
    page: filter.page,
  });
  const set = (key: keyof typeof draft) => (value: string) => setDraft({ ...draft, [key]: value });
  return (
    <>
      <ScreenTitle title={t('audit.heading')} />
      <Toolbar
        as="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ ...draft, page: 1 });
        }}
      >
        <TextField
          label={t('audit.staff')}
          value={draft.staff_id}
          onValueChange={set('staff_id')}
          inputMode="numeric"
        />
        <TextField
          label={t('audit.action')}
          value={draft.action}
          onValueChange={set('action')}
          placeholder="member.suspend"
        />
        <TextField label={t('audit.target')} value={draft.target_id} onValueChange={set('target_id')} />
        <Button type="submit">{t('common.search')}</Button>
      </Toolbar>
      {audit.error && <ErrorText>{failure(audit.error)}</ErrorText>}
      <Table<AuditRow>
        caption={t('audit.heading')}
        density="compact"
        columns={[
          { id: 'time', header: t('common.time'), cell: (row) => format.time(row.create_time) },
          { id: 'staff', header: t('audit.staff'), cell: (row) => `${row.staff_username} (${row.staff_id})` },
          {
            id: 'action',
            header: t('audit.action'),
            // Reading a reported message is the one exception to "staff never browse messages" (docs/safety.md).
            cell: (row) =>
              row.action === 'report.evidence_viewed' ? `${row.action} · ${t('evidence.auditException')}` : row.action,
          },
          { id: 'target', header: t('audit.target'), cell: (row) => `${row.target_type} ${row.target_id}` },
          {
            id: 'change',
            header: t('audit.change'),
            cell: (row) => (
              <Change>
                {shown(row.before)} → {shown(row.after)}
              </Change>
            ),
          },
        ]}
        rows={audit.data?.items ?? []}
        rowKey={(row) => row.id}
        empty={audit.loading ? t('common.loading') : undefined}
      />
      {audit.data && (
        <Pagination
          page={audit.data.page}
          last={audit.data.last_page}
          onPage={(page) => setFilter({ ...filter, page })}
          texts={pagination}
        />
      )}
    </>
  );
}
