import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchFilters, type SearchFiltersProps, type SearchFilterValues } from './SearchFilters';
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

/** The filters with their own state, so a story can be filled in. */
function Filters(args: SearchFiltersProps) {
  const texts = useDiscoveryTexts();
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxWidth: args.layout === 'desktop' ? 340 : 414 }}>
      <SearchFilters
        {...args}
        texts={texts.search}
        value={value}
        onChange={(change) => {
          setValue((now) => ({ ...now, ...change }));
          args.onChange(change);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/SearchFilters',
  component: SearchFilters,
  args: { value: anything, onChange: fn(), onSearch: fn(), texts: {} as SearchFiltersProps['texts'] },
  argTypes: {
    layout: {
      control: 'select',
      options: ['mobile', 'desktop'],
      labels: { mobile: 'mobile (a sheet above the results)', desktop: 'desktop (a side panel)' },
    },
  },
  render: Filters,
  parameters: {
    docs: {
      description: {
        component:
          'The filters of discovery search: sex, an age range, country, city, online now, with a photo and interests, with the search button; a sheet on mobile, a side panel on desktop.',
      },
    },
  },
} satisfies Meta<typeof SearchFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mobile: the sheet above the results, nothing narrowed yet. */
export const MobileSheet: Story = { args: { layout: 'mobile' } };
/**
 * Desktop: the side panel beside the results. The screen keeps it in view: its side column is sticky
 * and scrolls on its own when taller than the window (the panel itself is not sticky).
 */
export const DesktopPanel: Story = { args: { layout: 'desktop' } };
/** Narrowed: women of 25-35 in Taiwan, online now, who like hiking and coffee. */
export const Narrowed: Story = {
  args: {
    value: {
      sex: '0',
      ageMin: 25,
      ageMax: 35,
      country: 'TW',
      city: 'Tainan',
      online: true,
      withPhoto: true,
      interests: ['hiking', 'coffee'],
    },
  },
};
/** A search under way: the button spins. */
export const Searching: Story = { args: { busy: true } };

/** Filling the form: a city, an interest, then search. */
export const Fill: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [sex, country] = canvas.getAllByRole('combobox');
    await userEvent.selectOptions(country!, 'TW');
    await userEvent.selectOptions(sex!, '0');
    const [city] = canvas.getAllByRole('textbox');
    await userEvent.type(city!, 'Tainan');
    const [checkbox] = canvas.getAllByRole('checkbox');
    await userEvent.click(checkbox!);
    // The catalogue's order (packages/rules): the 11th tag is hiking, in any language.
    await userEvent.click(canvasElement.querySelectorAll('button[aria-pressed]')[10]!);
    await userEvent.click(canvasElement.querySelector('button[type="submit"]')!);
    await expect(args.onSearch).toHaveBeenCalled();
    await expect(args.onChange).toHaveBeenCalledWith({ interests: ['hiking'] });
  },
};
