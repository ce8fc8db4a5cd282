import { fireEvent, screen, waitFor } from '@testing-library/react';
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
