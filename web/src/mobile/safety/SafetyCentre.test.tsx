import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile } from '../../testing/render';
import { signIn, signOutAfterTest } from '../profile/screenTesting';

let server: FetchStub;
afterEach(() => signOutAfterTest(server));

const day = 1_790_000_000;
const report = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  member: { id: 100 + id, username: `member${id}`, avatar: '', deleted: 0 },
  types: [2],
  outcome: 'open',
  create_time: day,
  decide_time: 0,
  evidence: 0,
  ...fields,
});
const page = (data: unknown[], current_page = 1, last_page = 1) => ({
  status: 200,
  data: { data, current_page, last_page, total: data.length },
});

it('shows the tips, how reporting works, and my reports with their outcomes, never the action', async () => {
  server = signIn();
  server.on('/member/reports/mine', (fields) =>
    Number(fields.page) === 1
      ? page(
          [report(3), report(2, { outcome: 'action_taken', decide_time: day + 86400, types: [1, 3], evidence: 1 })],
          1,
          2,
        )
      : page([report(1, { outcome: 'no_action', member: { id: 5, username: '', avatar: '', deleted: 1 } })], 2, 2),
  );
  renderMobile('/m/home/safety');
  expect(await screen.findByRole('heading', { name: 'Safety centre', level: 1 }, { timeout: 5000 })).toBeVisible();
  expect(document.title).toBe('Safety centre - Kindred');
  const tips = screen.getByRole('region', { name: 'Dating safely' });
  expect(within(tips).getAllByRole('listitem')).toHaveLength(5);
  expect(within(tips).getByText(/Never send money/)).toBeVisible();
  const how = screen.getByRole('region', { name: 'How reporting and blocking work' });
  expect(within(how).getByText(/What the other member sees: nothing/)).toBeVisible();
  expect(within(how).getByText(/only the messages you attach/)).toBeVisible();

  const list = await screen.findByRole('list', { name: 'My reports' });
  let items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByText('member3')).toBeVisible();
  expect(within(items[0]!).getByText('Under review')).toBeVisible();
  expect(within(items[0]!).getByText('Offensive content')).toBeVisible();
  expect(within(items[1]!).getByText('Action taken')).toBeVisible();
  expect(within(items[1]!).getByText('Advertising, Illegal content')).toBeVisible();
  expect(within(items[1]!).getByText(/Decided on .* · Messages attached: 1/)).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await within(list).findByText('Deleted member')).toBeVisible();
  items = within(list).getAllByRole('listitem');
  expect(within(items[2]!).getByText('No action')).toBeVisible();
  expect(screen.getByText('That is all your reports')).toBeVisible();
  expect(server.callsTo('/member/reports/mine').map((call) => call.fields.page)).toEqual(['1', '2']);
});

it('says when there are no reports, in traditional Chinese', async () => {
  server = signIn();
  server.on('/member/reports/mine', page([]));
  renderMobile('/m/home/safety', 'zhtw');
  expect(await screen.findByText('你還沒有檢舉過任何人。', {}, { timeout: 5000 })).toBeVisible();
  expect(screen.getByRole('heading', { name: '安全中心', level: 1 })).toBeVisible();
});

it('offers to try again when the reports could not be loaded', async () => {
  server = signIn();
  server.on('/member/reports/mine', { status: -503, msg: 'error.unavailable', data: null });
  renderMobile('/m/home/safety');
  expect(await screen.findByText('Your reports could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
  server.on('/member/reports/mine', page([report(1)]));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('member1')).toBeVisible();
});
