import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders';
import { createI18n } from '../../app/i18n';
import type { Locale } from '../../app/ui';
import { fromRecord, setSession } from '../../app/session';
import { installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { addDesktopTexts } from '../texts';
import MemberList from './MemberList';

let server: FetchStub;
afterEach(() => server.restore());

/** Three pages of latest members, one member a page, named after their page. */
const userlist = (fields: Record<string, string>) => {
  const page = Number(fields.page);
  return {
    status: 200,
    data: {
      data: [
        {
          id: 100 + page,
          username: `member${page}`,
          avatar: '',
          vip: 0,
          sex: 1,
          birthday: new Date(1990, 0, 1).getTime(),
          is_online: 0,
          is_like: 0,
        },
      ],
      user: { vip: 1 },
      current_page: page,
      last_page: 3,
    },
  };
};

async function renderLatest(locale: Locale, vip: number) {
  server = installFetchStub().on('/member/index/userlist', userlist);
  setSession(fromRecord(sessionRecord({ vip })));
  const i18n = createI18n(locale);
  await addDesktopTexts(i18n, locale);
  render(
    <MemoryRouter initialEntries={['/w/home/member/latest']}>
      <AppProviders i18n={i18n} theme="desktop">
        <MemberList />
      </AppProviders>
    </MemoryRouter>,
  );
}

it('adds each page of the latest members below the last, and hides "more" after the last page', async () => {
  await renderLatest('en', 1);
  expect(await screen.findByText('member1', {}, { timeout: 5000 })).toBeVisible();
  const list = screen.getByRole('list');

  await userEvent.click(screen.getByRole('button', { name: 'More' }));
  expect(await screen.findByText('member2')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'More' }));
  expect(await screen.findByText('member3')).toBeVisible();
  expect(
    within(list)
      .getAllByRole('article')
      .map((row) => row.getAttribute('aria-label')),
  ).toEqual(['member1', 'member2', 'member3']);
  expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  expect(screen.queryByRole('navigation', { name: /page/i })).toBeNull();
  expect(server.callsTo('/member/index/userlist').map((call) => call.fields.page)).toEqual(['1', '2', '3']);
});

it('tells a free member to upgrade instead of asking for page 2, in traditional Chinese', async () => {
  await renderLatest('zhtw', 0);
  expect(await screen.findByText('member1', {}, { timeout: 5000 })).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: '更多' }));
  expect(await screen.findByText('升級會員即可查看更多會員')).toBeVisible();
  expect(server.callsTo('/member/index/userlist')).toHaveLength(1);
});
