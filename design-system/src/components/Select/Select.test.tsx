import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './Select.stories';
import { Select } from './Select';

describe('Select stories', () => {
  testEveryStory(stories, {
    role: 'combobox',
    checks: {
      Country: () => {
        expect(screen.getAllByRole('option')).toHaveLength(9);
        expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('TW');
      },
      Placeholder: () => expect(screen.getByRole('option', { name: 'Please choose' })).toBeInTheDocument(),
      Invalid: () => expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Please enter Country'),
    },
  });
});

it('reports the chosen value', async () => {
  const onValueChange = jest.fn();
  render(
    <KindredProvider locale="en">
      <Select
        label="Country"
        options={[
          { value: 'TW', label: 'Taiwan' },
          { value: 'JP', label: 'Japan' },
        ]}
        onValueChange={onValueChange}
      />
    </KindredProvider>,
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'JP');
  expect(onValueChange).toHaveBeenCalledWith('JP');
});
