import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile, visited } from '../../testing/render';
import { signIn, signOutAfterTest } from '../profile/screenTesting';

// Typing nine passwords character by character takes a few seconds on a busy machine.
jest.setTimeout(15_000);

let server: FetchStub;
afterEach(() => signOutAfterTest(server));

async function fill(old: string, next: string, repeat: string) {
  renderMobile('/m/home/my/setup/changepwd');
  await userEvent.type(await screen.findByLabelText(/^Current password/, {}, { timeout: 5000 }), old);
  await userEvent.type(screen.getByLabelText(/^New password/), next);
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

it('puts a mismatch on the repeat field without calling the server', async () => {
  server = signIn();
  server.on('/member/index/changepwd', { status: 200 });
  await fill('secret1', 'kindred9', 'kindred8');
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  expect(server.callsTo('/member/index/changepwd')).toHaveLength(0);
});

it('says a wrong current password under its field and in a toast (status 0)', async () => {
  server = signIn();
  server.on('/member/index/changepwd', { status: 0, msg: 'old password incorrect' });
  await fill('wrong12', 'kindred9', 'kindred9');
  expect(await screen.findAllByText('Old password incorrect')).toHaveLength(2);
  expect(server.callsTo('/member/index/changepwd')[0].fields).toEqual({
    oldpassword: 'wrong12',
    newpassword: 'kindred9',
  });
});

it('changes the password and goes back to the settings', async () => {
  server = signIn();
  server.on('/member/index/changepwd', { status: 200, msg: 'modified success' });
  await fill('secret1', 'kindred9', 'kindred9');
  await waitFor(() => expect(visited).toContain('/m/home/my/setup/index'));
  expect(screen.getByText('Password changed')).toBeInTheDocument();
});
