import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile } from '../../testing/render';
import { signIn, signOutAfterTest } from '../profile/screenTesting';

let server: FetchStub;
afterEach(() => signOutAfterTest(server));

const stored = {
  general: true,
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, true])),
  form11: 'Automatically',
  hide_online: false,
  chat_from: 'everyone',
  hide_from_lists: false,
  hide_from_visitors: false,
};

it('shows the stored controls and saves the changed ones with the rest of the settings', async () => {
  server = signIn();
  server.on('/member/index/settings', { status: 200, data: stored });
  server.on('/member/index/savesettings', (fields) => ({
    status: 200,
    msg: 'saved successfully',
    data: { ...stored, hide_from_lists: fields.hide_from_lists === 'true', chat_from: fields.chat_from },
  }));
  renderMobile('/m/home/my/setup/privacy');
  const lists = await screen.findByRole(
    'checkbox',
    { name: 'Hide me from member lists and search (my profile opens by link only)' },
    { timeout: 5000 },
  );
  expect(lists).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'Everyone my membership allows' })).toBeChecked();
  await userEvent.click(lists);
  await userEvent.click(screen.getByRole('radio', { name: 'Nobody (customer service only)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.callsTo('/member/index/savesettings')).toHaveLength(1));
  expect(server.callsTo('/member/index/savesettings')[0].fields).toMatchObject({
    hide_online: 'false',
    hide_from_lists: 'true',
    hide_from_visitors: 'false',
    chat_from: 'nobody',
    form11: 'Automatically',
  });
  expect(await screen.findByText('Privacy settings saved')).toBeInTheDocument();
});

it('is reached from the settings screen, in simplified Chinese', async () => {
  server = signIn();
  server.on('/member/index/settings', { status: 200, data: stored });
  renderMobile('/m/home/my/setup/index', 'zhcn');
  await userEvent.click(await screen.findByRole('button', { name: '隐私' }, { timeout: 5000 }));
  expect(await screen.findByRole('checkbox', { name: '隐藏我的在线状态和最后活跃时间' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
});

it('offers "only verified members" for who may start a chat', async () => {
  server = signIn();
  server.on('/member/index/settings', { status: 200, data: { ...stored, chat_from: 'verified' } });
  server.on('/member/index/savesettings', (fields) => ({
    status: 200,
    data: { ...stored, chat_from: fields.chat_from },
  }));
  renderMobile('/m/home/my/setup/privacy');
  const verified = await screen.findByRole('radio', { name: 'Only verified members' }, { timeout: 5000 });
  expect(verified).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.callsTo('/member/index/savesettings')).toHaveLength(1));
  expect(server.callsTo('/member/index/savesettings')[0].fields).toMatchObject({ chat_from: 'verified' });
});
