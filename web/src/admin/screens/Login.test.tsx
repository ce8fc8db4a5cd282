import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { getStaffSession, setStaffSession } from '../../features/admin/staffSession';
import { renderAdmin } from '../renderAdmin';

let server: FetchStub;
beforeEach(() => {
  window.localStorage.clear();
  setStaffSession(null);
  server = installFetchStub();
});
afterEach(() => server.restore());

const me = { id: 2, username: 'service', role: 'staff', totp_enabled: true, totp_required: false };

it('asks for the authenticator code when the account has two-factor on, then signs in', async () => {
  // The edge answers the staff cookie (which this stand-in cannot hold): `me` needs the sign-in before it.
  let signedIn = false;
  server
    .on('/member/index/login', (fields, call) => {
      signedIn = fields.totp === '123456' && call.session === 'staff';
      return signedIn
        ? { status: 200, msg: 'ok', data: { id: 2, username: 'service' } }
        : { status: -5, msg: 'error.totp_required', data: null };
    })
    .on('/member/admin/me', (fields, call) =>
      signedIn && call.session === 'staff' && !fields.token
        ? { status: 200, msg: 'ok', data: me }
        : { status: -401, msg: 'x' },
    )
    .on('/member/admin/dashboard', {
      status: 200,
      msg: 'ok',
      data: { pending_reviews: 4, open_reports: 1, unread_cs_chats: 0, days: [] },
    });
  renderAdmin('/admin/login');
  await userEvent.type(await screen.findByLabelText(/Staff account/), 'service');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Service-Passw0rd');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  const code = await screen.findByLabelText(/Authenticator code/);
  expect(getStaffSession()).toBeNull();
  await userEvent.type(code, '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
  expect(getStaffSession()).toMatchObject({ id: 2, role: 'staff' });
  expect(JSON.stringify({ ...window.localStorage })).not.toMatch(/token/);
  expect(await screen.findByRole('link', { name: 'Pending reviews: 4' })).toBeInTheDocument();
  expect(server.callsTo('/member/index/login').map((call) => call.fields.totp)).toEqual([undefined, '123456']);
});

it('refuses a member account, ending the session it opened, and keeps no staff session', async () => {
  server
    .on('/member/index/login', { status: 200, msg: 'ok', data: { id: 7, username: 'alice' } })
    .on('/member/admin/me', { status: -403, msg: 'error.staff_only', data: null })
    .on('/member/index/logout', { status: 200 });
  renderAdmin('/admin/login');
  await userEvent.type(await screen.findByLabelText(/Staff account/), 'alice');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Passw0rd!');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This account is not a staff account');
  expect(getStaffSession()).toBeNull();
  expect(server.callsTo('/member/index/logout')[0]?.session).toBe('staff');
});

it('sends a visitor without a staff session to the sign-in screen', async () => {
  renderAdmin('/admin/members');
  expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
});

it('sends an account without two-factor to enrolment when two-factor is required', async () => {
  server
    .on('/member/index/login', { status: 200, msg: 'ok', data: { id: 2, username: 'service' } })
    .on('/member/admin/me', { status: 200, msg: 'ok', data: { ...me, totp_enabled: false, totp_required: true } });
  renderAdmin('/admin/login');
  await userEvent.type(await screen.findByLabelText(/Staff account/), 'service');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Service-Passw0rd');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  expect(screen.getByText('Every staff account must use two-factor sign-in.')).toBeInTheDocument();
  expect(server.callsTo('/member/admin/dashboard')).toHaveLength(0);
});
