import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile, visited } from '../../testing/render';
import { getSession } from '../../app/session';
import { signIn, signOutAfterTest } from '../profile/screenTesting';

let server: FetchStub;
afterEach(() => signOutAfterTest(server));

async function open() {
  renderMobile('/m/home/my/setup/data');
  return screen.findByRole('combobox', { name: 'Country' }, { timeout: 5000 });
}

it('saves birthday and country with the gender and avatar the profile call needs, never the email', async () => {
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
    sex: '0',
    birthday: String(birthday),
    country: 'JP',
  });
  expect(getSession()).toMatchObject({ country: 'JP', birthday });
  expect(screen.getByText('Modified successfully')).toBeInTheDocument();
});

it('changes the email with its own call and the password again, saying only that a link may be on its way', async () => {
  server = signIn();
  server.on('/member/index/changeemail', (fields) =>
    fields.password === 'Passw0rd!'
      ? { status: 200, msg: 'email_change.sent', data: null }
      : { status: -400, msg: 'error.wrong_password', data: null },
  );
  await open();
  const form = screen.getByRole('form', { name: 'Email address' });
  await userEvent.type(within(form).getByLabelText(/^New email address/), 'alice.new@example.com');
  await userEvent.type(within(form).getByLabelText(/^Your password/), 'wrong-one');
  await userEvent.click(within(form).getByRole('button', { name: 'Change my email' }));
  expect(await within(form).findByText('The password is not correct')).toBeVisible();
  await userEvent.clear(within(form).getByLabelText(/^Your password/));
  await userEvent.type(within(form).getByLabelText(/^Your password/), 'Passw0rd!');
  await userEvent.click(within(form).getByRole('button', { name: 'Change my email' }));
  expect(await screen.findByText(/a link is on its way to it/)).toBeVisible();
  expect(server.callsTo('/member/index/changeemail')[1]!.fields).toMatchObject({
    email: 'alice.new@example.com',
    password: 'Passw0rd!',
  });
  // The address moves only once the new one confirms.
  expect(getSession()?.email).toBe('alice@example.com');
  expect(server.callsTo('/member/index/profile')).toHaveLength(0);
});

it('says modify failed on any other refusal', async () => {
  server = signIn();
  server.on('/member/index/profile', { status: -500, msg: 'error.internal' });
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Modify failed')).toBeInTheDocument();
});
