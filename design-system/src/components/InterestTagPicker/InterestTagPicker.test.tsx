import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './InterestTagPicker.stories';
import { InterestTagPicker } from './InterestTagPicker';
import { interestLabel } from './interestLabel';

describe('InterestTagPicker stories', () => {
  testEveryStory(stories, {
    role: 'group',
    checks: {
      Picked: () => {
        expect(screen.getByRole('button', { name: 'Hiking' })).toHaveAttribute('aria-pressed', 'true');
        expect(screen.getByRole('button', { name: 'Travel' })).toHaveAttribute('aria-pressed', 'false');
      },
      AtLimit: () => {
        expect(screen.getByRole('button', { name: 'Yoga' })).toBeDisabled();
        expect(screen.getByRole('button', { name: 'Travel' })).toBeEnabled();
      },
      WithFreeTags: () => expect(screen.getByRole('textbox', { name: 'Other interests' })).toHaveValue('jazz'),
    },
  });
});

it('labels catalogue tags in each language and free tags as written', () => {
  expect(interestLabel('hiking', 'en')).toBe('Hiking');
  expect(interestLabel('hiking', 'zhcn')).toBe('徒步');
  expect(interestLabel('hiking', 'zhtw')).toBe('健行');
  expect(interestLabel('jazz', 'zhtw')).toBe('jazz');
});

it('counts free tags towards the limit', async () => {
  const onToggle = jest.fn();
  render(
    <KindredProvider locale="en">
      <InterestTagPicker
        label="Interests"
        picked={['travel']}
        onToggle={onToggle}
        max={3}
        freeTags={{ label: 'Other interests', value: 'jazz, Jazz ,blues', onValueChange: jest.fn() }}
      />
    </KindredProvider>,
  );
  expect(screen.getByRole('button', { name: 'Music' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Travel' }));
  expect(onToggle).toHaveBeenCalledWith('travel');
});
