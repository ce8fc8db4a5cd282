import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMobile } from '../../testing/render';
import type { FetchStub } from '../../testing/fetchStub';
import { signIn, signOutAfterTest } from '../profile/screenTesting';

let server: FetchStub;
const found = {
  id: 42,
  username: 'dave',
  avatar: '',
  vip: 0,
  is_online: 1,
  sex: 1,
  birthday: new Date(1995, 4, 1).getTime(),
};

beforeEach(() => {
  server = signIn({ vip: 1 })
    .on('/member/discover/suggested', { status: 200, data: { data: [], current_page: 1, last_page: 1, total: 0 } })
    .on('/member/discover/saved/list', { status: 200, data: { data: [] } })
    .on('/member/discover/search', { status: 200, data: { data: [found], current_page: 1, last_page: 1, total: 1 } });
});
afterEach(() => signOutAfterTest(server));

it('searches with the filter sheet: sex, age range, city and an interest', async () => {
  renderMobile('/m/home/discover');
  const filters = await screen.findByRole('search', { name: 'Filters' });
  expect(filters).toBeInTheDocument();
  fireEvent.change(screen.getByRole('slider', { name: 'Age from' }), { target: { value: '25' } });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show me' }), 'Men');
  await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Hsinchu');
  await userEvent.click(screen.getByRole('button', { name: 'Cycling' }));
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('1 member found')).toBeInTheDocument();
  const [call] = server.callsTo('/member/discover/search');
  expect(call!.fields).toMatchObject({
    page: '1',
    sex: '1',
    age_min: '25',
    age_max: '',
    city: 'Hsinchu',
    online: '0',
    interests: 'cycling',
  });
});

it('sends no age filter while the range is whole', async () => {
  renderMobile('/m/home/discover');
  await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
  await waitFor(() => expect(server.callsTo('/member/discover/search')).toHaveLength(1));
  expect(server.callsTo('/member/discover/search')[0]!.fields).toMatchObject({ sex: '', age_min: '', age_max: '' });
});

/** Three pages of members found, one member a page, named after their page. */
const threePages = (fields: Record<string, string>) => {
  const page = Number(fields.page);
  return {
    status: 200,
    data: {
      data: [{ ...found, id: 100 + page, username: `found${page}` }],
      current_page: page,
      last_page: 3,
      total: 3,
    },
  };
};

it('shows the page chosen by number in place of the last, from the top of the results', async () => {
  server.on('/member/discover/search', threePages);
  renderMobile('/m/home/discover');
  await userEvent.type(await screen.findByRole('textbox', { name: 'City' }), 'Hsinchu');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('found1')).toBeInTheDocument();
  // Filters edited after the search wait for the next one: the pages are the search's.
  await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'x');

  const pages = screen.getByRole('navigation', { name: 'Pages of members found' });
  expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
  expect(await screen.findByText('found3')).toBeInTheDocument();
  expect(screen.queryByText('found1')).toBeNull();
  expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  await waitFor(() => expect(screen.getByRole('region', { name: '3 members found' })).toHaveFocus());

  await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
  expect(await screen.findByText('found2')).toBeInTheDocument();
  const calls = server.callsTo('/member/discover/search');
  expect(calls.map((call) => call.fields.page)).toEqual(['1', '3', '2']);
  expect(calls.map((call) => call.fields.city)).toEqual(['Hsinchu', 'Hsinchu', 'Hsinchu']);
});

it('offers no page numbers for a single page of members found', async () => {
  renderMobile('/m/home/discover');
  await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
  expect(await screen.findByText('1 member found')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pages of members found' })).toBeNull();
});
