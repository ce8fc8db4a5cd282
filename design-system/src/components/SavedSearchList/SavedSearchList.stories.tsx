import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SavedSearchList, type SavedSearchItem, type SavedSearchListProps } from './SavedSearchList';
import type { SearchFilterValues } from '../SearchFilters';
import { useDiscoveryTexts } from '../../testing/fixtures/discovery';

const anything: SearchFilterValues = {
  sex: '',
  ageMin: 18,
  ageMax: 99,
  country: '',
  city: '',
  online: false,
  withPhoto: false,
  interests: [],
};

const hikers: SavedSearchItem = {
  id: 1,
  name: 'Hikers in Taipei',
  filters: { ...anything, sex: '0', ageMin: 25, ageMax: 35, city: 'Taipei', interests: ['hiking'] },
};
const tonight: SavedSearchItem = {
  id: 2,
  name: 'Online in Tainan',
  filters: { ...anything, city: 'Tainan', online: true },
};
const ten: SavedSearchItem[] = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  name: `Search ${i + 1}`,
  filters: anything,
}));

/** The list with its own searches, so a story can save and delete. */
function List(args: SavedSearchListProps) {
  const texts = useDiscoveryTexts();
  const [searches, setSearches] = useState(args.searches);
  return (
    <div style={{ maxWidth: 414 }}>
      <SavedSearchList
        {...args}
        texts={texts.saved}
        searches={searches}
        onSave={(name, filters) => {
          args.onSave(name, filters);
          setSearches((now) => [...(now ?? []), { id: Date.now(), name, filters }]);
          return true;
        }}
        onRemove={(search) => {
          args.onRemove(search);
          setSearches((now) => now?.filter((kept) => kept.id !== search.id));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/SavedSearchList',
  component: SavedSearchList,
  args: {
    searches: [hikers, tonight],
    filters: { ...anything, city: 'Hsinchu' },
    onRun: fn(),
    onSave: fn(),
    onRemove: fn(),
    texts: {} as SavedSearchListProps['texts'],
  },
  render: List,
  parameters: {
    docs: {
      description: {
        component:
          'The member’s saved searches under the discovery filters: run one by its name, delete one, save the filters being edited under a name.',
      },
    },
  },
} satisfies Meta<typeof SavedSearchList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two saved searches and the form to save another. */
export const TwoSaved: Story = {};
/** None saved yet: what saving does, then the form. */
export const NoneYet: Story = { args: { searches: [] } };
/** Ten saved: the form leaves until one is deleted. */
export const Full: Story = { args: { searches: ten, full: true } };
/** A save refused: the member is told why. */
export const NameMissing: Story = { args: { problem: 'nameRequired' } };
/** A save on its way: the button spins, deleting waits. */
export const Saving: Story = { args: { busy: true } };

/** Saving the filters being edited under a name, then running a saved search. */
export const SaveAndRun: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Hsinchu');
    await userEvent.click(canvasElement.querySelector('button[type="submit"]')!);
    await expect(args.onSave).toHaveBeenCalledWith('Hsinchu', { ...anything, city: 'Hsinchu' });
    await expect(canvas.getByRole('textbox')).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Hikers in Taipei' }));
    await expect(args.onRun).toHaveBeenCalledWith(hikers.filters, hikers);
  },
};
