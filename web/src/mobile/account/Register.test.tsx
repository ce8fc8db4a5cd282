import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { currentPath, renderMobile } from '../../testing/render';
import { getSession } from '../../app/session';

let server: FetchStub;
beforeEach(() => {
  server = installFetchStub().on('/member/index/initdata', { status: 200, data: initData });
});
afterEach(() => server.restore());

async function fill() {
  await userEvent.type(await screen.findByLabelText(/^Username/), 'newbie');
  await userEvent.type(screen.getByLabelText(/^Email/), 'newbie@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'secret12');
}

it('starts with gender male, birthday 1990-01-01 and the terms ticked', async () => {
  renderMobile('/m/Register');
  expect(await screen.findByRole('radio', { name: 'Male' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: /terms of use/ })).toBeChecked();
  const date = document.querySelector('input[type="date"]') as HTMLInputElement;
  expect(date.value).toBe('1990-01-01');
  expect(date.min).toBe('1950-01-01');
});

it('registers, signs in and shows the under-review message', async () => {
  server.on('/member/index/register', {
    status: 200,
    msg: 'register.pending',
    data: sessionRecord({ username: 'newbie', status: 2, token: 'tok-new' }),
  });
  renderMobile('/m/Register');
  await fill();
  await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  await waitFor(() => expect(currentPath()).toBe('/m/home/index'));
  const [call] = server.callsTo('/member/index/register');
  expect(call.fields).toEqual({
    username: 'newbie',
    email: 'newbie@example.com',
    password: 'secret12',
    sex: '0',
    birthday: String(new Date(1990, 0, 1).getTime()),
    country: '',
  });
  expect(getSession()).toMatchObject({ username: 'newbie', status: 2 });
  expect(screen.getByText('Thanks for signing up: your account is under review')).toBeInTheDocument();
});

it('shows the under-review message and signs nobody in when the address already has an account', async () => {
  // The server never says the address is taken: it mails the owner and answers without a session.
  server.on('/member/index/register', { status: 200, msg: 'register.pending', data: { status: 2 } });
  renderMobile('/m/Register');
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByText('Thanks for signing up: your account is under review')).toBeInTheDocument();
  expect(getSession()).toBeNull();
  expect(currentPath()).toBe('/m/Register');
});

it('is blocked while the terms are unticked', async () => {
  renderMobile('/m/Register');
  await fill();
  await userEvent.click(screen.getByRole('checkbox', { name: /terms of use/ }));
  expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  expect(server.callsTo('/member/index/register')).toHaveLength(0);
});

it('checks the fields and shows a taken username', async () => {
  server.on('/member/index/register', { status: -1, msg: 'error.username_taken' });
  renderMobile('/m/Register');
  await userEvent.type(await screen.findByLabelText(/^Email/), 'bad@mail.x');
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(screen.getByText('Please enter Username')).toBeInTheDocument();
  expect(screen.getByText('Email format error')).toBeInTheDocument();
  expect(server.callsTo('/member/index/register')).toHaveLength(0);
  await userEvent.clear(screen.getByLabelText(/^Email/));
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findAllByText('Username already used')).not.toHaveLength(0);
  expect(getSession()).toBeNull();
});

it('the invitation variant asks the Lai ID and sends the code', async () => {
  server.on('/member/index/register', { status: 200, data: sessionRecord({ username: 'newbie', status: 1 }) });
  renderMobile('/m/regist/ABC123');
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(screen.getByText('Please enter Lai ID')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/^Lai ID/), 'lai-9');
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  await waitFor(() => expect(server.callsTo('/member/index/register')).toHaveLength(1));
  expect(server.callsTo('/member/index/register')[0].fields).toMatchObject({ laid: 'lai-9', code: 'ABC123' });
});
