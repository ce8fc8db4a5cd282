import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile, visited } from '../../testing/render';
import { getSession } from '../../app/session';
import { signIn, signOutAfterTest } from '../profile/screenTesting';

let server: FetchStub;
afterEach(() => signOutAfterTest(server));

it('starts from the stored gender and saves the other', async () => {
  server = signIn({ sex: 1 });
  server.on('/member/index/profile', { status: 200, msg: 'modified success' });
  renderMobile('/m/home/my/setup/changegender');
  expect(await screen.findByRole('radio', { name: 'Male' }, { timeout: 5000 })).toBeChecked();
  expect(document.title).toBe('Gender - Kindred');
  await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(visited).toContain('/m/home/my/setup/index'));
  expect(server.callsTo('/member/index/profile')[0].fields).toMatchObject({ sex: '0' });
  expect(server.callsTo('/member/index/profile')[0].fields.email).toBeUndefined();
  expect(getSession()?.gender).toBe(0);
});
