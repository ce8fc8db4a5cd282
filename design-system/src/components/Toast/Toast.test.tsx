import { act, render, screen } from '@testing-library/react';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './Toast.stories';
import { Toast } from './Toast';

describe('Toast stories', () => {
  testEveryStory(stories, {
    role: 'status',
    roleFor: { DontAskForADecision: 'alert', Error: 'alert' },
    checks: {
      Success: () => expect(screen.getByRole('status')).toHaveTextContent('Saved successfully'),
      Error: () => expect(screen.getByRole('alert')).toHaveTextContent("Content can't be empty"),
      WithAction: () =>
        expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/m/home/upgrade/index'),
      Centered: () => expect(screen.queryByRole('button')).toBeNull(),
    },
  });
});

it('dismisses itself after its duration', () => {
  jest.useFakeTimers();
  const onDismiss = jest.fn();
  render(
    <KindredProvider locale="en">
      <Toast message="Sent" onDismiss={onDismiss} duration={3000} />
    </KindredProvider>,
  );
  act(() => jest.advanceTimersByTime(2999));
  expect(onDismiss).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onDismiss).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});
