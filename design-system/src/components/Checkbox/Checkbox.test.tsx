import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './Checkbox.stories';
import { Checkbox } from './Checkbox';

describe('Checkbox stories', () => {
  testEveryStory(stories, {
    role: 'checkbox',
    checks: {
      Checked: () => expect(screen.getByRole('checkbox', { name: 'New chat message' })).toBeChecked(),
      Terms: () => {
        expect(screen.getByRole('checkbox')).toBeInvalid();
        expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Please accept the terms to continue');
      },
      Disabled: () => expect(screen.getByRole('checkbox')).toBeDisabled(),
    },
  });
});

it('toggles when its label is clicked', async () => {
  const onChange = jest.fn();
  render(
    <KindredProvider locale="en">
      <Checkbox label="Remember me" onChange={onChange} />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByText('Remember me'));
  expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  expect(onChange).toHaveBeenCalledTimes(1);
});
