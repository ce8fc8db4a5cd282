import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './LoadMore.stories';
import { LoadMore } from './LoadMore';

describe('LoadMore stories', () => {
  testEveryStory(stories, {
    role: 'button',
    roleFor: { DoSayTheEnd: 'status', Done: 'status', Paging: 'status', CustomEndText: 'status' },
    checks: {
      CustomEndText: () => expect(screen.getByRole('status')).toHaveTextContent('No photos yet'),
      AllVariants: () => {
        expect(screen.getAllByRole('button')).toHaveLength(8);
        expect(screen.getAllByRole('status')).toHaveLength(4);
      },
      Idle: () => expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled(),
      Loading: () => expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true'),
      Done: () => expect(screen.getByRole('status')).toHaveTextContent('No more members'),
    },
  });
});

it('asks for the next page only when idle', async () => {
  const onLoadMore = jest.fn();
  const { rerender } = render(
    <KindredProvider locale="en">
      <LoadMore status="idle" onLoadMore={onLoadMore} />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByRole('button'));
  rerender(
    <KindredProvider locale="en">
      <LoadMore status="loading" onLoadMore={onLoadMore} />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByRole('button'));
  expect(onLoadMore).toHaveBeenCalledTimes(1);
});
