import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile, visited } from '../../testing/render';
import { getSession } from '../../app/session';
import { signIn, signOutAfterTest } from '../my/screenTesting';

let server: FetchStub;
afterEach(() => signOutAfterTest(server));

async function open() {
  renderMobile('/m/home/my/setup/data');
  return screen.findByRole('combobox', { name: 'Country' }, { timeout: 5000 });
}

it('saves birthday and country with the email, gender and avatar the profile call needs', async () => {
  server = signIn({ avatar: '/media/avatars/7/a.png', country: 'TW', sex: 0 });
  server.on('/member/index/profile', { status: 200, msg: 'modified success' });
  const country = await open();
  expect(country).toHaveValue('TW');
  await userEvent.selectOptions(country, 'JP');
  fireEvent.change(screen.getByLabelText('Birthday', { selector: 'input' }), { target: { value: '1992-03-04' } });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(visited).toContain('/m/home/my/setup/index'));
  const birthday = new Date(1992, 2, 4).getTime();
  expect(server.callsTo('/member/index/profile')[0].fields).toEqual({
    avatar: '/media/avatars/7/a.png',
    email: 'alice@example.com',
    sex: '0',
    birthday: String(birthday),
    country: 'JP',
    token: 'tok-alice',
  });
  expect(getSession()).toMatchObject({ country: 'JP', birthday });
  expect(screen.getByText('Modified successfully')).toBeInTheDocument();
});

it('says the email is already used on -1 and keeps the stored values', async () => {
  server = signIn({ country: 'TW' });
  server.on('/member/index/profile', { status: -1, msg: 'error.email_taken' });
  await userEvent.selectOptions(await open(), 'HK');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Modify failed: email already used')).toBeInTheDocument();
  expect(getSession()?.country).toBe('TW');
  expect(visited).not.toContain('/m/home/my/setup/index');
});

it('says modify failed on any other refusal', async () => {
  server = signIn();
  server.on('/member/index/profile', { status: -500, msg: 'error.internal' });
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Modify failed')).toBeInTheDocument();
});
