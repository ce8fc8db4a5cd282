import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { FakeSocket } from '../../testing/fakeSocket';
import { renderMobile, visited } from '../../testing/render';
import { fromRecord, setSession } from '../../app/session';
import { chat } from '../../app/chat';

let server: FetchStub;
const originalSocket = globalThis.WebSocket;
const packages = [
  { id: 1, amounts: '100.00' },
  { id: 2, amounts: '300.00' },
  { id: 3, amounts: '800.00' },
  { id: 4, amounts: '1500.00' },
  { id: 5, amounts: '3000.00' },
];

beforeEach(() => {
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  server = installFetchStub()
    .on('/member/index/initdata', { status: 200, data: initData })
    .on('/member/index/userinfo', { status: 200, data: sessionRecord() })
    .on('/member/recharge/package', { status: 200, data: packages })
    .on('/member/Upgrade/package', { status: 200, data: { vip1: null, vip2: null } });
  setSession(fromRecord(sessionRecord()));
});
afterEach(() => {
  chat.stop();
  server.restore();
  globalThis.WebSocket = originalSocket;
  jest.useRealTimers();
});

/** Lets promises (lazy screens, fetch answers) settle without moving the fake clock. */
async function settle() {
  for (let i = 0; i < 30; i += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

it('chooses the third package, 800.00, one second after the packages arrive', async () => {
  jest.useFakeTimers();
  renderMobile('/m/home/invest/index');
  await settle();
  const radios = screen.getAllByRole('radio');
  expect(radios).toHaveLength(5);
  const eight = screen.getByRole('radio', { name: /\$800\.00/ });
  expect(radios.some((r) => (r as HTMLInputElement).checked)).toBe(false);
  act(() => jest.advanceTimersByTime(999));
  expect(eight).not.toBeChecked();
  act(() => jest.advanceTimersByTime(1));
  expect(eight).toBeChecked();
  expect(screen.getByRole('radio', { name: /\$300\.00/ })).not.toBeChecked();
});

it('keeps the member’s own choice when the default second comes', async () => {
  jest.useFakeTimers();
  renderMobile('/m/home/invest/index');
  await settle();
  act(() => screen.getByRole('radio', { name: /\$300\.00/ }).click());
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByRole('radio', { name: /\$300\.00/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /\$800\.00/ })).not.toBeChecked();
});

it('goes on to pay the chosen package', async () => {
  renderMobile('/m/home/invest/index');
  await waitFor(() => expect(screen.getByRole('radio', { name: /\$800\.00/ })).toBeChecked(), { timeout: 2000 });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(visited).toContain('/m/home/invest/list'));
  expect(await screen.findByText('Recharge 800.00 credits')).toBeInTheDocument();
  expect(screen.getByText('To pay: $800.00')).toBeInTheDocument();
});

it('keeps digits and one dot with two decimals, trims leading zeros and needs an amount above 0', async () => {
  renderMobile('/m/home/invest/index');
  const field = await screen.findByRole('textbox', { name: 'Other amount' });
  await userEvent.type(field, '00a12.3.45');
  expect(field).toHaveValue('12.34');
  // Typing an amount drops the package choice.
  expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);

  await userEvent.clear(field);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Please enter Other amount')).toBeInTheDocument();
  expect(visited).not.toContain('/m/home/invest/list');

  await userEvent.type(field, '000');
  expect(field).toHaveValue('0');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Please enter an amount above 0 with at most two decimals')).toBeInTheDocument();

  await userEvent.type(field, '.');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Please enter an amount above 0 with at most two decimals')).toBeInTheDocument();
  expect(visited).not.toContain('/m/home/invest/list');

  await userEvent.clear(field);
  await userEvent.type(field, '0250.5');
  expect(field).toHaveValue('250.5');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Recharge 250.50 credits')).toBeInTheDocument();
  expect(screen.getByText('To pay: $250.50')).toBeInTheDocument();
});

it('says so when the packages cannot be loaded', async () => {
  server.on('/member/recharge/package', { status: -503, msg: 'error.unavailable' });
  renderMobile('/m/home/invest/index');
  expect(await screen.findByText('The packages could not be loaded')).toBeInTheDocument();
  expect(screen.queryAllByRole('radio')).toHaveLength(0);
});
