import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders';
import { createI18n } from '../../app/i18n';
import { fromRecord, setSession } from '../../app/session';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { addDesktopTexts } from '../texts';
import UpgradePage from './UpgradePage';

let server: FetchStub;
/** Two packages a tier: [id, months, amount]. */
const tier = (price: string, ...packages: Array<[number, number, string]>) => ({
  price,
  packages: packages.map(([id, duration, amounts]) => ({ id, duration, amounts })),
});
const tiers = {
  vip1: tier('29.99', [11, 1, '29.99'], [12, 3, '79.99']),
  vip2: tier('49.99', [21, 1, '49.99'], [24, 12, '419.99']),
};

beforeEach(() => {
  server = installFetchStub()
    .on('/member/index/initdata', { status: 200, data: initData })
    .on('/member/Upgrade/package', { status: 200, data: tiers });
  setSession(fromRecord(sessionRecord({ vip: 0, amount: '100.00' })));
});
afterEach(() => {
  server.restore();
  jest.useRealTimers();
});

async function renderPage() {
  const i18n = createI18n('en');
  await addDesktopTexts(i18n, 'en');
  render(
    <MemoryRouter initialEntries={['/w/home/upgrade']}>
      <AppProviders i18n={i18n} theme="desktop">
        <UpgradePage />
      </AppProviders>
    </MemoryRouter>,
  );
}

it('shows each tier as a card with its packages and privileges, one package chosen across both', async () => {
  await renderPage();
  const silver = within(await screen.findByRole('region', { name: 'Silver VIP' }));
  const gold = within(screen.getByRole('region', { name: 'Gold VIP' }));
  expect(silver.getByText('Base price $29.99/month')).toBeInTheDocument();
  expect(silver.getByRole('radio', { name: /^3 months/ })).toHaveAccessibleName(/\$26\.66\/month.*Save 11%/);
  expect(
    within(await silver.findByRole('list', { name: 'Silver VIP privileges' })).getAllByRole('listitem').length,
  ).toBeGreaterThan(0);
  expect(gold.getByRole('list', { name: 'Gold VIP privileges' })).toBeInTheDocument();

  await userEvent.click(gold.getByText('12 months'));
  expect(gold.getByRole('radio', { name: /^12 months/ })).toBeChecked();
  // Silver and gold packages are one radio group.
  expect(document.querySelectorAll('input[name="upgrade"]:checked')).toHaveLength(1);
  expect(screen.getByText('Gold VIP, 12 months')).toBeInTheDocument();
  expect(
    within(screen.getByRole('form', { name: 'Payment details' })).getByRole('radio', { name: 'Balance' }),
  ).toBeInTheDocument();
});

it('chooses the first silver package one second after the tiers arrive', async () => {
  jest.useFakeTimers();
  await renderPage();
  await act(async () => {
    for (let i = 0; i < 30; i += 1) await Promise.resolve();
  });
  const first = within(screen.getByRole('region', { name: 'Silver VIP' })).getAllByRole('radio')[0]!;
  expect(first).not.toBeChecked();
  act(() => jest.advanceTimersByTime(1000));
  expect(first).toBeChecked();
});
