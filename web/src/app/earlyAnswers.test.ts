import { startEarly, takeEarly } from './earlyAnswers';

afterEach(() => jest.restoreAllMocks());

it('hands a started answer to the first take only, and calls for every later one', async () => {
  const early = jest.fn(async () => 'early');
  const late = jest.fn(async () => 'called');
  startEarly('userdetail 9', early);
  expect(early).toHaveBeenCalledTimes(1);

  await expect(takeEarly('userdetail 9', late)).resolves.toBe('early');
  await expect(takeEarly('userdetail 9', late)).resolves.toBe('called');
  expect(late).toHaveBeenCalledTimes(1);
});

it('calls when nothing was started under the key', async () => {
  startEarly('userdetail 9', async () => 'nine');
  await expect(takeEarly('userdetail 8', async () => 'eight')).resolves.toBe('eight');
  await expect(takeEarly('userdetail 9', async () => 'again')).resolves.toBe('nine');
});

it('calls again when the started answer is no longer fresh', async () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  startEarly('userlist 1', async () => 'old');
  now.mockReturnValue(1_000_000 + 60_000);
  await expect(takeEarly('userlist 1', async () => 'new')).resolves.toBe('new');
});
