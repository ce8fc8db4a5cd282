import { act, render, screen } from '@testing-library/react';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './LoadingOverlay.stories';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay stories', () => {
  testEveryStory(stories, {
    role: 'status',
    roleFor: { Hidden: 'region' },
    checks: {
      Default: () => expect(screen.getByRole('status', { name: 'Loading, please wait' })).toHaveTextContent('Loading…'),
      Hidden: () => expect(screen.queryByRole('status')).toBeNull(),
    },
  });
});

it('reports the 5 s timeout once', () => {
  jest.useFakeTimers();
  const onTimeout = jest.fn();
  render(
    <KindredProvider locale="en">
      <LoadingOverlay open timeout={5000} onTimeout={onTimeout} />
    </KindredProvider>,
  );
  act(() => jest.advanceTimersByTime(4999));
  expect(onTimeout).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onTimeout).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});
