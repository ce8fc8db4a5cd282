import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders';
import { createI18n } from '../../app/i18n';
import type { Locale } from '../../app/ui';
import { flagsFor, setAuthorities } from '../../app/authority';
import { fromRecord, setSession } from '../../app/session';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { addDesktopTexts } from '../texts';
import DiscoverSearch from './DiscoverSearch';

let server: FetchStub;
afterEach(() => server.restore());

/** Twelve pages of members found, one member a page, named after their page. */
const twelvePages = (fields: Record<string, string>) => {
  const page = Number(fields.page);
  const member = {
    id: 100 + page,
    username: `found${page}`,
    avatar: '',
    vip: 1,
    is_online: 0,
    is_like: 0,
    sex: 0,
    birthday: new Date(1994, 2, 1).getTime(),
  };
  return { status: 200, data: { data: [member], current_page: page, last_page: 12, total: 12 } };
};

async function renderDiscover(locale: Locale) {
  const session = fromRecord(sessionRecord({ vip: 1 }));
  setSession(session);
  setAuthorities(flagsFor(initData.authority, session.vip));
  server = installFetchStub()
    .on('/member/index/initdata', { status: 200, data: initData })
    .on('/member/discover/suggested', { status: 200, data: { data: [], current_page: 1, last_page: 1, total: 0 } })
    .on('/member/discover/saved/list', { status: 200, data: { data: [] } })
    .on('/member/discover/search', twelvePages);
  const i18n = createI18n(locale);
  await addDesktopTexts(i18n, locale);
  render(
    <MemoryRouter initialEntries={['/w/home/discover']}>
      <AppProviders i18n={i18n} theme="desktop">
        <DiscoverSearch />
      </AppProviders>
    </MemoryRouter>,
  );
}

it('shows the page chosen by number in place of the last, from the top of the results', async () => {
  await renderDiscover('en');
  await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
  expect(await screen.findByText('found1')).toBeInTheDocument();
  const pages = screen.getByRole('navigation', { name: 'Pages of members found' });
  // Twelve pages: the first, the last and those around the current one, the rest behind a gap.
  expect(within(pages).queryByRole('button', { name: 'Page 9' })).toBeNull();

  await userEvent.click(within(pages).getByRole('button', { name: 'Page 12' }));
  expect(await screen.findByText('found12')).toBeInTheDocument();
  expect(screen.queryByText('found1')).toBeNull();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(within(pages).getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
  expect(within(pages).getByRole('button', { name: 'Page 9' })).toBeVisible();
  await waitFor(() => expect(screen.getByRole('region', { name: '12 members found' })).toHaveFocus());
  expect(server.callsTo('/member/discover/search').map((call) => call.fields.page)).toEqual(['1', '12']);
});

it('names the page numbers in traditional Chinese', async () => {
  await renderDiscover('zhtw');
  await userEvent.click(await screen.findByRole('button', { name: '搜尋' }));
  const pages = await screen.findByRole('navigation', { name: '搜尋結果的頁數' });

  await userEvent.click(within(pages).getByRole('button', { name: '下一頁' }));
  expect(await screen.findByText('found2')).toBeInTheDocument();
  expect(within(pages).getByRole('button', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
});
