import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { currentPath, renderMobile, visited } from '../../testing/render';
import { getSession, setSession, fromRecord } from '../../app/session';
import { hasAuthority } from '../../app/authority';
import { removeStoredPassword } from '../../app/legacyPassword';

let server: FetchStub;
beforeEach(() => {
  server = installFetchStub().on('/member/index/initdata', { status: 200, data: initData });
});
afterEach(() => server.restore());

async function fill(account: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/Username or email/), account);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
}

it('asks for both fields before calling the server', async () => {
  renderMobile('/m/login');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
  expect(screen.getByText('Please enter Username or email')).toBeInTheDocument();
  expect(screen.getByText('Please enter Password')).toBeInTheDocument();
  expect(server.calls).toHaveLength(0);
});

it('signs in with a remembered session, keeps the account name but never the password, and leaves for /', async () => {
  server.on('/member/index/login', (fields) =>
    fields.account === 'alice' && fields.password === 'secret1' && fields.remember === '1'
      ? { status: 200, msg: 'login success', data: sessionRecord() }
      : { status: -1, msg: 'error.wrong_credentials' },
  );
  renderMobile('/m/login');
  await fill('alice', 'secret1');
  const remember = screen.getByRole('checkbox', { name: 'Remember me' });
  expect(remember).not.toBeChecked();
  await userEvent.click(remember);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(currentPath()).toBe('/m/home/index'));
  expect(getSession()).toMatchObject({ username: 'alice', isLogin: true });
  // The token the server may send is not kept anywhere a script can read it.
  expect(Object.values({ ...window.localStorage })).not.toContain('tok-alice');
  expect(hasAuthority('Search_users')).toBe(true);
  expect(window.localStorage.getItem('account')).toBe('alice');
  expect(window.localStorage.getItem('password')).toBeNull();
  expect(Object.values({ ...window.localStorage })).not.toContain('secret1');
  expect(screen.getByText('Login success')).toBeInTheDocument();
});

it('fills the account name from a remembered sign-in, never a password; the browser may fill that', async () => {
  window.localStorage.setItem('account', 'bob');
  window.localStorage.setItem('password', 'pw12345');
  removeStoredPassword();
  renderMobile('/m/login');
  expect(await screen.findByLabelText(/Username or email/)).toHaveValue('bob');
  expect(screen.getByLabelText(/Username or email/)).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  expect(window.localStorage.getItem('password')).toBeNull();
});

it('shows the wrong-credentials and pending messages', async () => {
  server.on('/member/index/login', (fields) =>
    fields.account === 'carol'
      ? { status: -3, msg: 'error.account_pending' }
      : { status: -1, msg: 'error.wrong_credentials' },
  );
  renderMobile('/m/login');
  await fill('alice', 'nope123');
  fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }).closest('form')!);
  expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText(/Username or email/));
  await userEvent.type(screen.getByLabelText(/Username or email/), 'carol');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Your account is pending approval')).toBeInTheDocument();
  expect(getSession()).toBeNull();
  expect(currentPath()).toBe('/m/login');
});

it('sends a signed-in member away from login to home', async () => {
  setSession(fromRecord(sessionRecord()));
  server.on('/member/index/userinfo', { status: 200, data: sessionRecord() });
  server.on('/member/index/userlist', { status: 200, data: { data: [], user: { vip: 1 }, last_page: 1 } });
  renderMobile('/m/login');
  await waitFor(() => expect(currentPath()).toBe('/m/home/index'));
});

// The session is set before the authorities arrive, so the logged-out guard moves first and the form
// second; a move to /m/home after the shell's own redirect to the member list left a blank shell.
it('lands on the member list and stays there whichever of the guard and the form moves first', async () => {
  let authorities: (() => void) | undefined;
  server
    .on('/member/index/login', { status: 200, msg: 'login success', data: sessionRecord() })
    .on(
      '/member/index/initdata',
      () => new Promise((resolve) => (authorities = () => resolve({ status: 200, data: initData }))),
    )
    .on('/member/index/userinfo', { status: 200, data: sessionRecord() })
    .on('/member/index/userlist', { status: 200, data: { data: [], user: { vip: 1 }, last_page: 1 } });
  renderMobile('/m/login');
  await fill('alice', 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(currentPath()).toBe('/m/home/index'));
  authorities!();
  expect(await screen.findByText('Login success')).toBeInTheDocument();
  await screen.findByRole('tab', { name: 'Recommend', selected: true });
  expect(visited).toEqual(['/m/login', '/m/home/index']);
});

it('links to forgot password and shows the texts in the stored language', async () => {
  renderMobile('/m/login', 'zhtw');
  expect(await screen.findByRole('link', { name: '忘記密碼？' })).toHaveAttribute('href', '/m/Forgotpassword');
});
