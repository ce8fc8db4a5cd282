import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { setStaffSession } from '../../features/admin/staffSession';
import { renderAdmin, signInAs } from '../renderAdmin';

let server: FetchStub;
let accounts: Array<{
  id: number;
  username: string;
  email: string;
  role: string;
  status: number;
  last_login_time: number;
}>;
beforeEach(() => {
  window.localStorage.clear();
  setStaffSession(null);
  signInAs('admin');
  accounts = [
    { id: 1, username: 'admin', email: 'admin@kindred.dev', role: 'admin', status: 1, last_login_time: 0 },
    { id: 2, username: 'service', email: 'service@kindred.dev', role: 'staff', status: 1, last_login_time: 0 },
  ];
  server = installFetchStub()
    .on('/member/admin/staff/list', () => ({ status: 200, msg: 'ok', data: { items: accounts } }))
    .on('/member/admin/staff/create', (fields) => {
      accounts = [
        ...accounts,
        { id: 9, username: fields.username, email: fields.email, role: fields.role, status: 1, last_login_time: 0 },
      ];
      return { status: 200, msg: 'ok', data: accounts.at(-1) };
    })
    .on('/member/admin/staff/role', (fields) => {
      accounts = accounts.map((a) => (a.id === Number(fields.userid) ? { ...a, role: fields.role } : a));
      return { status: 200, msg: 'ok', data: null };
    });
});
afterEach(() => server.restore());

it('adds a staff account and changes another account’s role, but not the admin’s own', async () => {
  renderAdmin('/admin/staff');
  expect(await screen.findByRole('combobox', { name: 'Role of admin' })).toBeDisabled();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role of service' }), 'admin');
  await waitFor(() => expect(accounts[1].role).toBe('admin'));
  expect(server.callsTo('/member/admin/staff/role')[0].fields).toMatchObject({ userid: '2', role: 'admin' });

  await userEvent.type(screen.getByLabelText(/^Username/), 'helper');
  await userEvent.type(screen.getByLabelText(/^Email/), 'helper@kindred.dev');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Helper-Passw0rd');
  await userEvent.click(screen.getByRole('button', { name: 'Add staff account' }));
  expect(await screen.findByRole('combobox', { name: 'Role of helper' })).toHaveValue('staff');
  expect(server.callsTo('/member/admin/staff/create')[0].fields).toMatchObject({ username: 'helper', role: 'staff' });
});
