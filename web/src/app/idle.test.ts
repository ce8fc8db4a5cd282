import { post } from './api';
import { afterFirstScreen } from './idle';
import { markScreenShown } from './screenShown';
import { installFetchStub, type FetchStub } from '../testing/fetchStub';

let server: FetchStub;
let answer: (() => void) | undefined;
beforeEach(() => {
  server = installFetchStub().on(
    '/member/index/userlist',
    () => new Promise((resolve) => (answer = () => resolve({ status: 200, data: [] }))),
  );
});
afterEach(() => server.restore());

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

it('waits for the first screen, then for its calls, then runs once', async () => {
  const task = jest.fn();
  afterFirstScreen(task, 60_000);
  await settle();
  expect(task).not.toHaveBeenCalled();

  // The screen starts its call in its own effect, before it is marked shown.
  const call = post('/member/index/userlist');
  markScreenShown();
  await settle();
  expect(task).not.toHaveBeenCalled();

  answer?.();
  await call;
  await settle();
  expect(task).toHaveBeenCalledTimes(1);

  // Once the first screen was shown, later work waits only for quiet calls and an idle thread.
  const later = jest.fn();
  afterFirstScreen(later, 60_000);
  await settle();
  expect(later).toHaveBeenCalledTimes(1);
  expect(task).toHaveBeenCalledTimes(1);
});

it('runs at the latest after the cap while a call is still out, and never once cancelled', async () => {
  const capped = jest.fn();
  const cancelled = jest.fn();
  const cancel = afterFirstScreen(cancelled, 30);
  cancel();
  void post('/member/index/userlist');
  afterFirstScreen(capped, 30);
  await new Promise((resolve) => setTimeout(resolve, 80));
  expect(capped).toHaveBeenCalledTimes(1);
  expect(cancelled).not.toHaveBeenCalled();
  answer?.();
});
