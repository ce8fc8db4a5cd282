/** Member search by id, username or email, with a status filter; a row opens the member. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Page } from '../../features/admin/staffApi';
import type { MemberRow } from '../../features/admin/types';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAdminText } from '../useAdminText';
import { useListTexts } from '../listTexts';
import { useFormat } from '../format';
import { ScreenTitle, Toolbar } from '../Page.styles';
import { Avatar, Button, ErrorText, Pagination, Select, StatusTag, Table, TextField } from '../ui';
import { memberTone } from '../statusTones';

export default function Members() {
  const { t, failure } = useAdminText();
  const { pagination } = useListTexts();
  const format = useFormat();
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState({ q: '', status: '', page: 1 });
  const members = useStaffQuery<Page<MemberRow>>('/member/admin/members/search', {
    q: filter.q || undefined,
    status: filter.status || undefined,
    page: filter.page,
  });
  return (
    <>
      <ScreenTitle title={t('members.heading')} />
      <Toolbar
        as="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ ...filter, q: draft.trim(), page: 1 });
        }}
      >
        <TextField label={t('members.query')} value={draft} onValueChange={setDraft} />
        <Select
          label={t('members.status')}
          value={filter.status}
          onValueChange={(status) => setFilter({ ...filter, status, page: 1 })}
          options={[
            { value: '', label: t('common.all') },
            { value: '1', label: t('members.status1') },
            { value: '2', label: t('members.status2') },
            { value: '3', label: t('members.status3') },
          ]}
        />
        <Button type="submit">{t('common.search')}</Button>
      </Toolbar>
      {members.error && <ErrorText>{failure(members.error)}</ErrorText>}
      <Table<MemberRow>
        caption={t('members.heading')}
        columns={[
          { id: 'id', header: t('common.id'), cell: (row) => row.id, align: 'end' },
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
          {
            id: 'status',
            header: t('members.status'),
            cell: (row) => <StatusTag tone={memberTone(row.status)}>{t(`members.status${row.status}`)}</StatusTag>,
          },
          { id: 'vip', header: t('members.vip'), cell: (row) => row.vip, align: 'end' },
          { id: 'role', header: t('members.role'), cell: (row) => row.role },
          { id: 'login', header: t('members.lastLogin'), cell: (row) => format.time(row.last_login_time) },
        ]}
        rows={members.data?.items ?? []}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(`/admin/members/${row.id}`)}
        empty={members.loading ? t('common.loading') : undefined}
      />
      {members.data && (
        <Pagination
          page={members.data.page}
          last={members.data.last_page}
          onPage={(page) => setFilter({ ...filter, page })}
          texts={pagination}
        />
      )}
    </>
  );
}
