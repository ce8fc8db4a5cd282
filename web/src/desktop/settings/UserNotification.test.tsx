import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders';
import { createI18n } from '../../app/i18n';
import type { Locale } from '../../app/ui';
import { fromRecord, setSession } from '../../app/session';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { addDesktopTexts } from '../texts';
import UserNotification from './UserNotification';

let server: FetchStub;
const stored = {
  general: true,
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, true])),
  form11: 'Automatically',
  form12: true,
  hide_online: false,
  chat_from: 'everyone',
  hide_from_lists: false,
  hide_from_visitors: false,
};

beforeEach(() => {
  server = installFetchStub()
    .on('/member/index/initdata', { status: 200, data: initData })
    .on('/member/index/settings', { status: 200, data: stored });
  setSession(fromRecord(sessionRecord({ vip: 1 })));
});
afterEach(() => {
  server.restore();
  window.localStorage.clear();
});

async function renderPage(locale: Locale = 'en') {
  const i18n = createI18n(locale);
  await addDesktopTexts(i18n, locale);
  render(
    <MemoryRouter initialEntries={['/w/home/user/notification']}>
      <AppProviders i18n={i18n} theme="desktop">
        <UserNotification />
      </AppProviders>
    </MemoryRouter>,
  );
}

it('shows the saved-search notices under their own heading and saves them off with every other topic', async () => {
  server.on('/member/index/savesettings', (fields) => ({
    status: 200,
    msg: 'saved successfully',
    data: { ...stored, form3: fields.form3 === 'true', form12: fields.form12 === 'true' },
  }));
  await renderPage();
  const group = await screen.findByRole('group', { name: 'Saved searches' }, { timeout: 5000 });
  const notices = within(group).getByRole('checkbox', {
    name: 'New members match my saved searches (in the digest mail)',
  });
  expect(notices).toBeChecked();
  await userEvent.click(notices);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Someone likes my status' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.callsTo('/member/index/savesettings')).toHaveLength(1));
  const sent = server.callsTo('/member/index/savesettings')[0].fields;
  expect(sent).toMatchObject({
    form12: 'false',
    form3: 'false',
    form1: 'true',
    form10: 'true',
    form11: 'Automatically',
  });
  expect(await screen.findByText('saved successfully')).toBeInTheDocument();
  expect(notices).not.toBeChecked();
});

it('names the topic in simplified Chinese', async () => {
  await renderPage('zhcn');
  const group = await screen.findByRole('group', { name: '已保存的搜索' }, { timeout: 5000 });
  expect(within(group).getByRole('checkbox', { name: '有新会员符合我保存的搜索（在摘要邮件中告诉我）' })).toBeChecked();
});
