import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './SearchFilters.stories';
import { SearchFilters, type SearchFiltersTexts } from './SearchFilters';

describe('SearchFilters stories', () => {
  testEveryStory(stories, {
    role: 'search',
    checks: {
      MobileSheet: () => {
        expect(screen.getByRole('search', { name: 'Filters' })).toBeInTheDocument();
        expect(screen.getByRole('slider', { name: 'Age from' })).toHaveValue('18');
        expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('');
      },
      Narrowed: () => {
        expect(screen.getByRole('slider', { name: 'Age to' })).toHaveValue('35');
        expect(screen.getByRole('checkbox', { name: 'Online now' })).toBeChecked();
        expect(screen.getByRole('button', { name: 'Coffee' })).toHaveAttribute('aria-pressed', 'true');
      },
    },
  });
});

const texts: SearchFiltersTexts = {
  filters: 'Filters',
  age: 'Age',
  ageMin: 'Age from',
  ageMax: 'Age to',
  sex: 'Show me',
  sexDefault: 'The opposite sex',
  men: 'Men',
  women: 'Women',
  country: 'Country',
  anyCountry: 'Any country',
  city: 'City',
  onlineOnly: 'Online now',
  withPhoto: 'With a photo',
  interests: 'Interests',
  search: 'Search',
};

it('reports each filter changed and searches on submit', async () => {
  const onChange = jest.fn();
  const onSearch = jest.fn();
  render(
    <KindredProvider locale="en">
      <SearchFilters
        texts={texts}
        layout="desktop"
        value={{
          sex: '',
          ageMin: 18,
          ageMax: 99,
          country: '',
          city: '',
          online: false,
          withPhoto: false,
          interests: ['tea'],
        }}
        onChange={onChange}
        onSearch={onSearch}
      />
    </KindredProvider>,
  );
  fireEvent.change(screen.getByRole('slider', { name: 'Age from' }), { target: { value: '30' } });
  expect(onChange).toHaveBeenLastCalledWith({ ageMin: 30, ageMax: 99 });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show me' }), 'Women');
  expect(onChange).toHaveBeenLastCalledWith({ sex: '0' });
  await userEvent.click(screen.getByRole('checkbox', { name: 'With a photo' }));
  expect(onChange).toHaveBeenLastCalledWith({ withPhoto: true });
  await userEvent.click(screen.getByRole('button', { name: 'Tea' }));
  expect(onChange).toHaveBeenLastCalledWith({ interests: [] });
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(onSearch).toHaveBeenCalledTimes(1);
});
