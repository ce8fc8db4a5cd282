import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { FakeSocket } from '../../testing/fakeSocket';
import { renderMobile, visited } from '../../testing/render';
import { fromRecord, setSession } from '../../app/session';
import { chat } from '../../app/chat';

let server: FetchStub;
const originalSocket = globalThis.WebSocket;
export const tiers = {
  vip1: {
    price: '29.99',
    packages: [
      { id: 11, duration: 1, amounts: '29.99', monthly: '29.99', save: 0 },
      { id: 12, duration: 3, amounts: '79.99', monthly: '26.66', save: 11 },
      { id: 13, duration: 12, amounts: '239.99', monthly: '20.00', save: 33 },
    ],
  },
  vip2: {
    price: '49.99',
    packages: [
      { id: 21, duration: 1, amounts: '49.99', monthly: '49.99', save: 0 },
      { id: 22, duration: 3, amounts: '134.99', monthly: '45.00', save: 10 },
      { id: 24, duration: 12, amounts: '419.99', monthly: '35.00', save: 30 },
    ],
  },
};

beforeEach(() => {
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  server = installFetchStub()
    .on('/member/index/initdata', { status: 200, data: initData })
    .on('/member/index/userinfo', { status: 200, data: sessionRecord({ vip: 0 }) })
    .on('/member/Upgrade/package', { status: 200, data: tiers });
  setSession(fromRecord(sessionRecord({ vip: 0 })));
});
afterEach(() => {
  chat.stop();
  server.restore();
  globalThis.WebSocket = originalSocket;
  jest.useRealTimers();
});

async function settle() {
  for (let i = 0; i < 30; i += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

it('chooses the first silver package one second after the packages arrive', async () => {
  jest.useFakeTimers();
  renderMobile('/m/home/upgrade/index');
  await settle();
  const silver = within(screen.getByRole('region', { name: 'Silver VIP' }));
  const first = silver.getAllByRole('radio')[0]!;
  expect(screen.getAllByRole('radio')).toHaveLength(6);
  act(() => jest.advanceTimersByTime(999));
  expect(first).not.toBeChecked();
  act(() => jest.advanceTimersByTime(1));
  expect(first).toBeChecked();
  expect(first).toHaveAccessibleName(/1 month/);
  expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
});

it('shows the monthly price and the saving against the tier’s base price', async () => {
  renderMobile('/m/home/upgrade/index');
  const silver = within(await screen.findByRole('region', { name: 'Silver VIP' }));
  expect(silver.getByText('Base price $29.99/month')).toBeInTheDocument();
  const three = silver.getByRole('radio', { name: /^3 months/ });
  expect(three).toHaveAccessibleName(/\$26\.66\/month/);
  expect(three).toHaveAccessibleName(/\$79\.99 in total/);
  expect(three).toHaveAccessibleName(/Save 11%/);
  expect(silver.getByRole('radio', { name: /^12 months/ })).toHaveAccessibleName(/\$20\.00\/month.*Save 33%/);
  expect(silver.getByRole('radio', { name: /^1 month/ })).not.toHaveAccessibleName(/Save/);

  const gold = within(screen.getByRole('region', { name: 'Gold VIP' }));
  expect(gold.getByRole('radio', { name: /^12 months/ })).toHaveAccessibleName(/\$35\.00\/month.*Save 30%/);
  expect(gold.getByRole('radio', { name: /^3 months/ })).toHaveAccessibleName(/\$45\.00\/month.*Save 10%/);
});

it('lists each tier’s privileges from initdata', async () => {
  renderMobile('/m/home/upgrade/index');
  const silverList = within(await screen.findByRole('list', { name: 'Silver VIP privileges' }));
  const goldList = within(screen.getByRole('list', { name: 'Gold VIP privileges' }));
  expect(silverList.getAllByRole('listitem')).toHaveLength(initData.authority.vip1.length);
  expect(silverList.getByText('Search members')).toBeInTheDocument();
  expect(silverList.queryByText('Free translation')).not.toBeInTheDocument();
  expect(goldList.getAllByRole('listitem')).toHaveLength(initData.authority.vip2.length);
  expect(goldList.getByText('Free translation')).toBeInTheDocument();
});

it('asks for a package before going on, then pays the chosen one', async () => {
  renderMobile('/m/home/upgrade/index');
  await screen.findByRole('region', { name: 'Gold VIP' });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Please choose a package')).toBeInTheDocument();
  expect(visited).not.toContain('/m/home/upgrade/list');

  // The radio itself is hidden under its card: the member taps the card.
  await userEvent.click(
    within(screen.getByRole('region', { name: 'Gold VIP' }))
      .getByRole('radio', { name: /^3 months/ })
      .closest('label')!,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(visited).toContain('/m/home/upgrade/list'));
  expect(await screen.findByText('Gold VIP, 3 months')).toBeInTheDocument();
  expect(screen.getByText('To pay: $134.99')).toBeInTheDocument();
});

it('shows the membership, its deadlines and the tiers on the info screen', async () => {
  const inMonths = Math.floor(Date.now() / 1000) + 90 * 86400;
  setSession(fromRecord(sessionRecord({ vip: 1, overduedate_1: inMonths, overduedate_2: 0 })));
  server.on('/member/index/userinfo', {
    status: 200,
    data: sessionRecord({ vip: 1, overduedate_1: inMonths, overduedate_2: 0 }),
  });
  renderMobile('/m/home/upgrade/info');
  const current = within(await screen.findByRole('region', { name: 'Your membership' }));
  expect(current.getByRole('heading', { name: /Your membership: Silver VIP/ })).toBeInTheDocument();
  expect(
    current.getByText(
      new RegExp(`Silver VIP until ${new Date(inMonths * 1000).toLocaleDateString('en').replace(/\//g, '\\/')}`),
    ),
  ).toBeInTheDocument();
  expect(current.getByText('Gold VIP: not active')).toBeInTheDocument();
  expect(await screen.findByRole('list', { name: 'Gold VIP privileges' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Upgrade now' }));
  await waitFor(() => expect(visited).toContain('/m/home/upgrade/index'));
});
