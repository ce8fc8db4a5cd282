import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders';
import { createI18n } from '../../app/i18n';
import type { Locale } from '../../app/ui';
import { fromRecord, setSession } from '../../app/session';
import { installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { addDesktopTexts } from '../texts';
import SafetyCentre from './SafetyCentre';

let server: FetchStub;
afterEach(() => server.restore());

const mine = {
  status: 200,
  data: {
    data: [
      {
        id: 4,
        member: { id: 9, username: 'bob', avatar: '', deleted: 0 },
        types: [2],
        outcome: 'action_taken',
        create_time: 1_790_000_000,
        decide_time: 1_790_086_400,
        evidence: 0,
      },
    ],
    current_page: 1,
    last_page: 1,
    total: 1,
  },
};

async function renderCentre(locale: Locale) {
  server = installFetchStub().on('/member/reports/mine', mine);
  setSession(fromRecord(sessionRecord({ vip: 1 })));
  const i18n = createI18n(locale);
  await addDesktopTexts(i18n, locale);
  render(
    <MemoryRouter initialEntries={['/w/home/safety']}>
      <AppProviders i18n={i18n} theme="desktop">
        <SafetyCentre />
      </AppProviders>
    </MemoryRouter>,
  );
}

it('shows my reports beside the tips and how reporting works, in traditional Chinese', async () => {
  await renderCentre('zhtw');
  expect(screen.getByRole('heading', { name: '安全中心', level: 1 })).toBeVisible();
  const reports = screen.getByRole('region', { name: '我的檢舉' });
  const item = await within(reports).findByRole('listitem', {}, { timeout: 5000 });
  expect(within(item).getByText('bob')).toBeVisible();
  expect(within(item).getByText('已採取措施')).toBeVisible();
  expect(within(item).getByText('冒犯性內容')).toBeVisible();
  expect(within(screen.getByRole('region', { name: '安全約會' })).getAllByRole('listitem')).toHaveLength(5);
  expect(screen.getByRole('region', { name: '檢舉和封鎖如何運作' })).toHaveTextContent('什麼都看不到');
});

it('words the outcome in English', async () => {
  await renderCentre('en');
  expect(await screen.findByText('Action taken', {}, { timeout: 5000 })).toBeVisible();
  expect(document.title).toBe('Safety centre - Kindred');
});
