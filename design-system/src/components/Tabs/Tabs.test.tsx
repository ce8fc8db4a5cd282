import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './Tabs.stories';
import { Tabs } from './Tabs';

describe('Tabs stories', () => {
  testEveryStory(stories, {
    role: 'tablist',
    checks: {
      Line: () => expect(screen.getByRole('tabpanel', { name: 'Newsfeed' })).toBeInTheDocument(),
      WithBadge: () => expect(screen.getByRole('tab', { name: /Chat/ })).toHaveTextContent('12'),
      LongLabels: () =>
        expect(screen.getByRole('tab', { name: 'Maximilian Alexander Montgomery-Whitfield' })).toBeInTheDocument(),
      AllVariants: () => expect(screen.getAllByRole('tablist')).toHaveLength(6),
      Pill: () => expect(screen.getByRole('tab', { name: 'Online' })).toHaveAttribute('aria-selected', 'true'),
    },
  });
});

it('shows the panel of the clicked tab', async () => {
  const onValueChange = jest.fn();
  render(
    <KindredProvider locale="en">
      <Tabs
        label="Profile"
        onValueChange={onValueChange}
        items={[
          { id: 'a', label: 'Posts', content: 'posts here' },
          { id: 'b', label: 'Photos', content: 'photos here' },
        ]}
      />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByRole('tab', { name: 'Photos' }));
  expect(onValueChange).toHaveBeenCalledWith('b');
  expect(screen.getByRole('tabpanel', { name: 'Photos' })).toHaveTextContent('photos here');
});
