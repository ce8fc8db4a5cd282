import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders';
import { createI18n } from '../../app/i18n';
import type { Locale } from '../../app/ui';
import { fromRecord, setSession } from '../../app/session';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { addDesktopTexts } from '../texts';
import Verification from './Verification';

let server: FetchStub;
beforeEach(() => {
  server = installFetchStub().on('/member/index/initdata', { status: 200, data: initData });
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
    <MemoryRouter initialEntries={['/w/home/user/verification']}>
      <AppProviders i18n={i18n} theme="desktop">
        <Verification />
      </AppProviders>
    </MemoryRouter>,
  );
}

it('asks for a pose, names it, and says when a selfie in another pose is refused', async () => {
  server
    .on('/member/verification/status', {
      status: 200,
      data: { state: 'none', reason: '', submit_time: 0, decide_time: 0 },
    })
    .on('/member/verification/start', {
      status: 200,
      data: { pose: 'ok_sign', expire_time: Math.floor(Date.now() / 1000) + 900 },
    })
    .on('/member/verification/submit', {
      status: -422,
      msg: 'error.validation_failed',
      data: { errors: { pose: 'expired' } },
    });
  await renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Start' }, { timeout: 5000 }));
  expect(await screen.findByText('Make an OK sign next to your face')).toBeVisible();
  await userEvent.upload(
    screen.getByLabelText('Take or choose the selfie'),
    new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('That pose has expired. Ask for a new one.');
});

it('shows the badge once verified, in simplified Chinese', async () => {
  server.on('/member/verification/status', {
    status: 200,
    data: { state: 'verified', reason: '', submit_time: 1, decide_time: 2 },
  });
  await renderPage('zhcn');
  expect(await screen.findByRole('img', { name: '已认证' }, { timeout: 5000 })).toBeVisible();
  expect(
    screen.getByText('你已通过认证。你的徽章会显示在个人资料、会员卡片和聊天中。', { exact: false }),
  ).toBeVisible();
});
