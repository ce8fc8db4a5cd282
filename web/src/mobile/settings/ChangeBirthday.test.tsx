import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile, visited } from '../../testing/render';
import { getSession } from '../../app/session';
import { signIn, signOutAfterTest } from '../profile/screenTesting';

let server: FetchStub;
afterEach(() => signOutAfterTest(server));

async function open() {
  renderMobile('/m/home/my/setup/changebrith');
  await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 });
  return screen.getByLabelText('Birthday', { selector: 'input' });
}

it('saves a new birthday', async () => {
  server = signIn();
  server.on('/member/index/profile', { status: 200, msg: 'modified success' });
  fireEvent.change(await open(), { target: { value: '1980-12-24' } });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(visited).toContain('/m/home/my/setup/index'));
  expect(server.callsTo('/member/index/profile')[0].fields.birthday).toBe(String(new Date(1980, 11, 24).getTime()));
  expect(getSession()?.birthday).toBe(new Date(1980, 11, 24).getTime());
});

it('refuses a member under 18 without calling the server', async () => {
  server = signIn();
  server.on('/member/index/profile', { status: 200 });
  const young = new Date();
  young.setFullYear(young.getFullYear() - 17);
  const iso = `${young.getFullYear()}-${String(young.getMonth() + 1).padStart(2, '0')}-${String(young.getDate()).padStart(2, '0')}`;
  fireEvent.change(await open(), { target: { value: iso } });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('You must be 18 or over to join')).toBeInTheDocument();
  expect(server.callsTo('/member/index/profile')).toHaveLength(0);
});
