import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile } from '../../testing/render';
import { signIn, signOutAfterTest } from '../profile/screenTesting';

let server: FetchStub;
afterEach(() => signOutAfterTest(server));

const stored = {
  general: true,
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, i !== 4])),
  form11: 'Immediately',
  form12: true,
  hide_online: false,
  chat_from: 'following',
  hide_from_lists: false,
  hide_from_visitors: true,
};

it('turns the saved-search notices off and saves them with the rest of the settings as stored', async () => {
  server = signIn();
  server.on('/member/index/settings', { status: 200, data: stored });
  server.on('/member/index/savesettings', (fields) => ({
    status: 200,
    msg: 'saved successfully',
    data: { ...stored, form12: fields.form12 === 'true' },
  }));
  renderMobile('/m/home/my/setup/notifications');
  const notices = await screen.findByRole(
    'checkbox',
    { name: /^New members matching my saved searches/ },
    { timeout: 5000 },
  );
  expect(notices).toBeChecked();
  expect(notices).toHaveAccessibleDescription('Told in the digest mail we send while you are away.');
  await userEvent.click(notices);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.callsTo('/member/index/savesettings')).toHaveLength(1));
  // The other settings go back as they were read: this screen changes only form12.
  expect(server.callsTo('/member/index/savesettings')[0].fields).toMatchObject({
    form12: 'false',
    form1: 'true',
    form5: 'false',
    form11: 'Immediately',
    chat_from: 'following',
    hide_from_visitors: 'true',
  });
  expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /^New members matching my saved searches/ })).not.toBeChecked();
});

it('says so when the save fails, and shows the switch in traditional Chinese', async () => {
  server = signIn();
  server.on('/member/index/settings', { status: 200, data: { ...stored, form12: false } });
  server.on('/member/index/savesettings', {
    status: -422,
    msg: 'error.validation',
    data: { errors: { form12: 'invalid' } },
  });
  renderMobile('/m/home/my/setup/notifications', 'zhtw');
  const notices = await screen.findByRole('checkbox', { name: /^有新會員符合我儲存的搜尋/ }, { timeout: 5000 });
  expect(notices).not.toBeChecked();
  await userEvent.click(notices);
  await userEvent.click(screen.getByRole('button', { name: '儲存' }));
  await waitFor(() => expect(server.callsTo('/member/index/savesettings')).toHaveLength(1));
  expect(server.callsTo('/member/index/savesettings')[0].fields.form12).toBe('true');
  expect(await screen.findByText('發生錯誤，請再試一次')).toBeInTheDocument();
  expect(screen.queryByText('通知設定已儲存')).toBeNull();
});
