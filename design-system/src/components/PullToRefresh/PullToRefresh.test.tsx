import { act, fireEvent, render, screen } from '@testing-library/react';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './PullToRefresh.stories';
import { PullToRefresh } from './PullToRefresh';

describe('PullToRefresh stories', () => {
  testEveryStory(stories, {
    role: 'status',
    roleFor: { DoOnePullArea: 'generic', DontPullAreaPerCard: 'generic' },
    checks: {
      Pulling: () => expect(screen.getByRole('status')).toHaveTextContent('Pull down to refresh'),
      Releasing: () => expect(screen.getByRole('status')).toHaveTextContent('Release to refresh'),
      EmptyList: () => expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument(),
      AllVariants: () =>
        expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
          '',
          'Pull down to refresh',
          'Release to refresh',
          'Refreshing…',
        ]),
      Loading: () => expect(screen.getByRole('status')).toHaveTextContent('Refreshing…'),
    },
  });
});

describe('PullToRefresh gesture', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(onRefresh = jest.fn(() => Promise.resolve())) {
    render(
      <KindredProvider locale="en">
        <PullToRefresh onRefresh={onRefresh} data-testid="pull">
          <p>list</p>
        </PullToRefresh>
      </KindredProvider>,
    );
    return { root: screen.getByTestId('pull'), status: screen.getByRole('status'), onRefresh };
  }

  it('goes pulling -> releasing -> loading and closes 500 ms after the refresh', async () => {
    const { root, status, onRefresh } = setup();
    fireEvent.touchStart(root, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(root, { touches: [{ clientY: 160 }] });
    expect(status).toHaveTextContent('Pull down to refresh');
    fireEvent.touchMove(root, { touches: [{ clientY: 260 }] });
    expect(status).toHaveTextContent('Release to refresh');
    await act(async () => {
      fireEvent.touchEnd(root);
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(status).toHaveTextContent('Refreshing…');
    act(() => jest.advanceTimersByTime(499));
    expect(status).toHaveTextContent('Refreshing…');
    act(() => jest.advanceTimersByTime(1));
    expect(status).toHaveTextContent('');
  });

  it('does not refresh when let go before the threshold', async () => {
    const { root, status, onRefresh } = setup();
    fireEvent.touchStart(root, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(root, { touches: [{ clientY: 150 }] });
    await act(async () => {
      fireEvent.touchEnd(root);
    });
    expect(onRefresh).not.toHaveBeenCalled();
    expect(status).toHaveTextContent('');
  });
});
