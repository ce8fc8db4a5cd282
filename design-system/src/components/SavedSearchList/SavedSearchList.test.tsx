import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './SavedSearchList.stories';
import { SavedSearchList, type SavedSearchListTexts } from './SavedSearchList';

describe('SavedSearchList stories', () => {
  testEveryStory(stories, {
    role: 'region',
    checks: {
      TwoSaved: () => {
        const region = screen.getByRole('region', { name: 'Saved searches' });
        expect(within(region).getAllByRole('listitem')).toHaveLength(2);
        expect(screen.getByRole('button', { name: 'Delete the saved search Online in Tainan' })).toBeEnabled();
      },
      NoneYet: () => {
        expect(screen.queryByRole('list')).toBeNull();
        expect(screen.getByText(/^No saved searches yet/)).toBeInTheDocument();
      },
      Full: () => expect(screen.queryByRole('textbox', { name: 'Name this search' })).toBeNull(),
      NameMissing: () => expect(screen.getByRole('alert')).toHaveTextContent('Give the search a name.'),
      Saving: () =>
        expect(screen.getByRole('button', { name: 'Delete the saved search Hikers in Taipei' })).toBeDisabled(),
      SaveAndRun: () => expect(screen.getByRole('button', { name: 'Hsinchu' })).toBeInTheDocument(),
    },
  });
});

const texts: SavedSearchListTexts = {
  title: 'Saved searches',
  name: 'Name this search',
  namePlaceholder: '',
  save: 'Save these filters',
  remove: 'Delete',
  removeLabel: (name) => `Delete ${name}`,
  empty: 'None yet',
  nameRequired: 'Give the search a name.',
  limit: 'Ten saved',
  badFilters: 'Bad filters',
  upgrade: 'Upgrade',
  failed: 'Failed',
};

it('keeps the name when the save is refused and deletes the one asked', async () => {
  const onSave = jest.fn().mockResolvedValue(false);
  const onRemove = jest.fn();
  const filters = {
    sex: '' as const,
    ageMin: 18,
    ageMax: 99,
    country: 'TW',
    city: '',
    online: false,
    withPhoto: false,
    interests: [],
  };
  const search = { id: 7, name: 'Taiwan', filters };
  render(
    <KindredProvider locale="en">
      <SavedSearchList
        texts={texts}
        searches={[search]}
        filters={filters}
        onRun={jest.fn()}
        onSave={onSave}
        onRemove={onRemove}
      />
    </KindredProvider>,
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Name this search' }), 'again');
  await userEvent.click(screen.getByRole('button', { name: 'Save these filters' }));
  expect(onSave).toHaveBeenCalledWith('again', filters);
  expect(screen.getByRole('textbox', { name: 'Name this search' })).toHaveValue('again');
  await userEvent.click(screen.getByRole('button', { name: 'Delete Taiwan' }));
  expect(onRemove).toHaveBeenCalledWith(search);
});
