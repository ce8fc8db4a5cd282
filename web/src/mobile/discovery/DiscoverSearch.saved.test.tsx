import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearch } from '../../features/discovery/savedSearches';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile } from '../../testing/render';
import { signIn, signOutAfterTest } from '../profile/screenTesting';

let server: FetchStub;
let kept: SavedSearch[];
const saved = (id: number, name: string, fields: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name,
  sex: 0,
  age_min: 0,
  age_max: 0,
  country: '',
  city: '',
  online: 0,
  with_photo: 0,
  interests: [],
  create_time: 0,
  ...fields,
});

beforeEach(() => {
  kept = [saved(1, 'Hikers in Taipei', { city: 'Taipei', interests: ['hiking'], age_min: 25, age_max: 35 })];
  server = signIn({ vip: 1 })
    .on('/member/discover/suggested', { status: 200, data: { data: [], current_page: 1, last_page: 1, total: 0 } })
    .on('/member/discover/search', { status: 200, data: { data: [], current_page: 1, last_page: 1, total: 0 } })
    .on('/member/discover/saved/list', () => ({ status: 200, data: { data: kept } }))
    .on('/member/discover/saved/add', (fields) => {
      if (kept.length >= 10) return { status: -422, msg: 'invalid', data: { errors: { searches: 'too_many' } } };
      const added = saved(kept.length + 1, fields.name!, { city: fields.city });
      kept = [...kept, added];
      return { status: 200, data: added };
    })
    .on('/member/discover/saved/delete', (fields) => {
      kept = kept.filter((s) => s.id !== Number(fields.id));
      return { status: 200, data: { data: kept } };
    });
});
afterEach(() => signOutAfterTest(server));

// The screen is a lazy route: under a loaded test run its chunk can take longer than findBy's second.
const savedSearches = async () => screen.findByRole('region', { name: 'Saved searches' }, { timeout: 5000 });

it('runs a saved search with its filters, saves the filters being edited under a name and deletes one', async () => {
  renderMobile('/m/home/discover');
  const list = await savedSearches();
  await userEvent.click(await within(list).findByRole('button', { name: 'Hikers in Taipei' }));
  await waitFor(() => expect(server.callsTo('/member/discover/search')).toHaveLength(1));
  expect(server.callsTo('/member/discover/search')[0]!.fields).toMatchObject({
    page: '1',
    sex: '0',
    age_min: '25',
    age_max: '35',
    city: 'Taipei',
    interests: 'hiking',
  });
  // The filter sheet took the saved search's filters: editing goes on from them.
  expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Taipei');
  await userEvent.clear(screen.getByRole('textbox', { name: 'City' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Tainan');
  await userEvent.type(within(list).getByLabelText('Name this search'), 'Tainan hikers');
  await userEvent.click(within(list).getByRole('button', { name: 'Save these filters' }));
  expect(await within(list).findByRole('button', { name: 'Tainan hikers' })).toBeInTheDocument();
  expect(within(list).getByLabelText('Name this search')).toHaveValue('');
  expect(server.callsTo('/member/discover/saved/add')[0]!.fields).toMatchObject({
    name: 'Tainan hikers',
    city: 'Tainan',
    age_min: '25',
    interests: 'hiking',
  });
  await userEvent.click(within(list).getByRole('button', { name: 'Delete the saved search Hikers in Taipei' }));
  await waitFor(() => expect(within(list).queryByRole('button', { name: 'Hikers in Taipei' })).not.toBeInTheDocument());
  expect(server.callsTo('/member/discover/saved/delete')[0]!.fields.id).toBe('1');
});

it('asks for a name before saving, and says when the ten are used', async () => {
  kept = Array.from({ length: 9 }, (_, i) => saved(i + 1, `search ${i + 1}`));
  renderMobile('/m/home/discover');
  const list = await savedSearches();
  await within(list).findByRole('button', { name: 'search 9' });
  await userEvent.click(within(list).getByRole('button', { name: 'Save these filters' }));
  expect(await within(list).findByRole('alert')).toHaveTextContent('Give the search a name.');
  expect(server.callsTo('/member/discover/saved/add')).toHaveLength(0);
  await userEvent.type(within(list).getByLabelText('Name this search'), 'tenth');
  await userEvent.click(within(list).getByRole('button', { name: 'Save these filters' }));
  // The tenth is kept; the form leaves, since no eleventh may be saved.
  expect(await within(list).findByRole('button', { name: 'tenth' })).toBeInTheDocument();
  expect(within(list).queryByLabelText('Name this search')).not.toBeInTheDocument();
});
