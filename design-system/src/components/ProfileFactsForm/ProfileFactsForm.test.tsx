import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './ProfileFactsForm.stories';
import { ProfileFactsForm } from './ProfileFactsForm';

describe('ProfileFactsForm stories', () => {
  testEveryStory(stories, {
    role: 'textbox',
    checks: {
      Empty: () => {
        expect(screen.getByRole('textbox', { name: 'About me' })).toHaveValue('');
        expect(screen.getByText(/0\/500/)).toBeInTheDocument();
        expect(screen.getByRole('combobox', { name: 'Looking for' })).toHaveValue('');
      },
      DesktopFilled: () => {
        expect(screen.getByRole('button', { name: 'Hiking' })).toHaveAttribute('aria-pressed', 'true');
        expect(screen.getByRole('textbox', { name: 'Other interests' })).toHaveValue('jazz');
      },
      WithErrors: () => expect(screen.getByRole('textbox', { name: 'Height (cm)' })).toBeInvalid(),
    },
  });
});

it('reports the fields changed, the tags pressed and the save', async () => {
  const onChange = jest.fn();
  const onToggleInterest = jest.fn();
  const onSave = jest.fn();
  render(
    <KindredProvider locale="en">
      <ProfileFactsForm
        layout="desktop"
        value={{ about: '', city: '', picked: [], otherInterests: '', lookingFor: '', heightCm: '', languages: '' }}
        texts={{
          about: 'About me',
          aboutPlaceholder: '',
          city: 'City',
          lookingFor: 'Looking for',
          lookingForNone: 'Not given',
          looking: { friendship: 'Friendship', dating: 'Dating', long_term: 'Long term' },
          interests: 'Interests',
          otherInterests: 'Other interests',
          otherInterestsHint: '',
          heightCm: 'Height (cm)',
          languages: 'Languages',
          languagesHint: '',
          save: 'Save',
        }}
        onChange={onChange}
        onToggleInterest={onToggleInterest}
        onSave={onSave}
      />
    </KindredProvider>,
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Looking for' }), 'Dating');
  expect(onChange).toHaveBeenLastCalledWith({ lookingFor: 'dating' });
  await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'T');
  expect(onChange).toHaveBeenLastCalledWith({ city: 'T' });
  await userEvent.click(screen.getByRole('button', { name: 'Yoga' }));
  expect(onToggleInterest).toHaveBeenCalledWith('yoga');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledTimes(1);
});
