import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './RadioGroup.stories';
import { RadioGroup } from './RadioGroup';

describe('RadioGroup stories', () => {
  testEveryStory(stories, {
    role: 'radiogroup',
    checks: {
      Gender: () => expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked(),
      Frequency: () => expect(screen.getByRole('radio', { name: /Automatically/ })).toBeChecked(),
      Disabled: () => screen.getAllByRole('radio').forEach((radio) => expect(radio).toBeDisabled()),
    },
  });
});

it('reports the chosen value', async () => {
  const onValueChange = jest.fn();
  render(
    <KindredProvider locale="en">
      <RadioGroup
        label="Gender"
        options={[
          { value: '1', label: 'Male' },
          { value: '0', label: 'Female' },
        ]}
        defaultValue="1"
        onValueChange={onValueChange}
      />
    </KindredProvider>,
  );
  expect(screen.getByRole('radiogroup', { name: 'Gender' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
  expect(onValueChange).toHaveBeenCalledWith('0');
  expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
});
