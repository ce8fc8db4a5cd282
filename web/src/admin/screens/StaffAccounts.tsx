/** Admin: the staff and admin accounts; add one, or change an account's role (its sessions end). */
import { useState } from 'react';
import { staffPost } from '../../features/admin/staffApi';
import { useStaffSession } from '../../features/admin/staffSession';
import type { StaffAccount } from '../../features/admin/types';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { useFormat } from '../format';
import { ScreenTitle, SubHeading, Toolbar } from '../Page.styles';
import { Button, ErrorText, Select, Table, TextField } from '../ui';

const roles = ['member', 'staff', 'admin'] as const;

export default function StaffAccounts() {
  const { t, failure } = useAdminText();
  const format = useFormat();
  const me = useStaffSession();
  const accounts = useStaffQuery<{ items: StaffAccount[] }>('/member/admin/staff/list');
  const { run, busy } = useAction();
  const [draft, setDraft] = useState({ username: '', email: '', password: '', role: 'staff' });
  const set = (key: keyof typeof draft) => (value: string) => setDraft({ ...draft, [key]: value });
  const roleName = (role: string) => t(`staff.${role}`, { defaultValue: role });
  const create = async () => {
    if (await run(() => staffPost('/member/admin/staff/create', draft), t('staff.created', { name: draft.username }))) {
      setDraft({ username: '', email: '', password: '', role: 'staff' });
      accounts.reload();
    }
  };
  const changeRole = async (account: StaffAccount, role: string) => {
    const message = t('staff.changed', { name: account.username, role: roleName(role) });
    if (await run(() => staffPost('/member/admin/staff/role', { userid: account.id, role }), message))
      accounts.reload();
  };
  return (
    <>
      <ScreenTitle title={t('staff.heading')} />
      {accounts.error && <ErrorText>{failure(accounts.error)}</ErrorText>}
      <Table<StaffAccount>
        caption={t('staff.heading')}
        columns={[
          { id: 'id', header: t('common.id'), cell: (row) => row.id, align: 'end' },
          { id: 'username', header: t('staff.username'), cell: (row) => row.username },
          { id: 'email', header: t('staff.email'), cell: (row) => row.email },
          {
            id: 'role',
            header: t('staff.role'),
            cell: (row) => (
              <Select
                label={t('staff.roleOf', { name: row.username })}
                hideLabel
                value={row.role}
                disabled={busy || row.id === me?.id}
                onValueChange={(role) => void changeRole(row, role)}
                options={roles.map((role) => ({ value: role, label: roleName(role) }))}
              />
            ),
          },
          { id: 'login', header: t('members.lastLogin'), cell: (row) => format.time(row.last_login_time) },
        ]}
        rows={accounts.data?.items ?? []}
        rowKey={(row) => row.id}
        empty={accounts.loading ? t('common.loading') : undefined}
      />
      <SubHeading>{t('staff.create')}</SubHeading>
      <Toolbar
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <TextField label={t('staff.username')} value={draft.username} onValueChange={set('username')} required />
        <TextField label={t('staff.email')} type="email" value={draft.email} onValueChange={set('email')} required />
        <TextField
          label={t('staff.password')}
          type="password"
          value={draft.password}
          onValueChange={set('password')}
          autoComplete="new-password"
          required
        />
        <Select
          label={t('staff.role')}
          value={draft.role}
          onValueChange={set('role')}
          options={(['staff', 'admin'] as const).map((role) => ({ value: role, label: roleName(role) }))}
        />
        <Button type="submit" disabled={busy}>
          {t('staff.create')}
        </Button>
      </Toolbar>
    </>
  );
}
