import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders';
import { applyAuthorities } from '../../app/authority';
import { createI18n } from '../../app/i18n';
import { fromRecord, setSession } from '../../app/session';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { addDesktopTexts } from '../texts';
import MailPage from './MailPage';

let server: FetchStub;
const now = Math.floor(Date.now() / 1000);

beforeEach(() => {
  const list = [
    {
      eid: 31,
      type: 0,
      sendername: 'carol',
      sender_id: 9,
      msg: 'dinner on friday?',
      create_time: now - 60,
      caution: 'link',
    },
    { eid: 30, type: 1, sendername: 'dave', sender_id: 8, msg: 'thanks', create_time: now - 3600 },
  ];
  server = installFetchStub()
    .on('/member/index/initdata', { status: 200, data: initData })
    .on('/member/email/emaillist', () => ({ status: 200, data: { list: list.map((m) => ({ ...m })), unread: 1 } }))
    .on('/member/email/updatestatus', { status: 200 });
  setSession(fromRecord(sessionRecord({ vip: 2 })));
});
afterEach(() => server.restore());

async function renderPage() {
  await applyAuthorities(2);
  const i18n = createI18n('en');
  await addDesktopTexts(i18n, 'en');
  render(
    <MemoryRouter initialEntries={['/w/home/message']}>
      <AppProviders i18n={i18n} theme="desktop">
        <MailPage />
      </AppProviders>
    </MemoryRouter>,
  );
}

it('lists the inbox, opens a mail in a dialog and replies through the new-mail form', async () => {
  await renderPage();
  const inbox = await screen.findByRole('list', { name: 'Inbox' });
  expect(within(inbox).getAllByRole('listitem')).toHaveLength(2);
  expect(within(inbox).getByRole('button', { name: 'Mail from dave' })).toHaveTextContent('thanks');

  await userEvent.click(within(inbox).getByRole('button', { name: 'Unread mail from carol' }));
  const detail = await screen.findByRole('dialog', { name: 'From carol' });
  expect(within(detail).getByText('dinner on friday?')).toBeInTheDocument();
  // Her first mail carried a link: the reader is warned, as under a first chat message.
  expect(within(detail).getByText(/Be careful with links/)).toBeInTheDocument();
  await waitFor(() => expect(server.callsTo('/member/email/updatestatus')).toHaveLength(1));

  await userEvent.click(within(detail).getByRole('button', { name: 'Reply' }));
  const compose = within(await screen.findByRole('form', { name: 'New mail' }));
  expect(compose.getByRole('textbox', { name: /^To \(username\)/ })).toHaveValue('carol');
  await userEvent.click(compose.getByRole('button', { name: 'Send' }));
  expect(compose.getByText(/can't be empty/i)).toBeInTheDocument();
});

it('searches the mails loaded so far', async () => {
  await renderPage();
  await screen.findByRole('list', { name: 'Inbox' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'nobody');
  expect(screen.queryByRole('list', { name: 'Inbox' })).toBeNull();
  expect(screen.getByText('No mail found')).toBeInTheDocument();
});

it('reports the sender of an open mail with the mail attached, and blocks them too when asked', async () => {
  server
    .on('/member/reports/reports', { status: 200, msg: 'report.received', data: { merged: false } })
    .on('/member/block/block', { status: 200, msg: 'blocked', data: null });
  await renderPage();
  const inbox = await screen.findByRole('list', { name: 'Inbox' });
  await userEvent.click(within(inbox).getByRole('button', { name: 'Unread mail from carol' }));
  const detail = await screen.findByRole('dialog', { name: 'From carol' });
  await userEvent.click(within(detail).getByRole('button', { name: 'Report or block' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report or block carol' });
  expect(within(dialog).getByText('This mail goes with your report.')).toBeVisible();
  expect(within(dialog).getByRole('radio', { name: 'Offensive content' })).toBeChecked();
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also block carol' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
  expect(await screen.findByText('Thank you, your report was received and carol is blocked')).toBeInTheDocument();
  expect(server.callsTo('/member/reports/reports')[0]!.fields).toMatchObject({
    userid: '9',
    type: '2',
    kind: 'mail',
    message_id: '31',
  });
  expect(server.callsTo('/member/block/block')[0]!.fields).toMatchObject({ target_id: '9' });
});
