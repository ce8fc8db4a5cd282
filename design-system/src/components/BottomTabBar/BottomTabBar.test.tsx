import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './BottomTabBar.stories';
import { BottomTabBar } from './BottomTabBar';

describe('BottomTabBar stories', () => {
  testEveryStory(stories, {
    role: 'navigation',
    checks: {
      AllVariants: () => {
        expect(screen.getAllByRole('navigation')).toHaveLength(4);
        expect(screen.getAllByRole('link', { current: 'page' })).toHaveLength(4);
        expect(screen.getAllByRole('link', { name: 'Messages 7 unread' })).toHaveLength(4);
      },
      IndexActive: () => {
        expect(screen.getAllByRole('link')).toHaveLength(4);
        expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
        expect(screen.queryByRole('img')).toBeNull();
      },
      UnreadMessages: () =>
        expect(screen.getByRole('link', { name: /Messages/ })).toHaveAccessibleName('Messages 7 unread'),
      ManyUnread: () => expect(screen.getByRole('img', { name: 'More than 99 unread' })).toHaveTextContent('99+'),
    },
  });
});

it('links to the spec routes and reports navigation', async () => {
  const onNavigate = jest.fn((_tab, event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <KindredProvider locale="en">
      <BottomTabBar active="index" onNavigate={onNavigate} fixed={false} />
    </KindredProvider>,
  );
  expect(screen.getByRole('link', { name: 'Newsfeed' })).toHaveAttribute('href', '/m/home/trend/list');
  expect(screen.getByRole('link', { name: 'Mine' })).toHaveAttribute('href', '/m/home/my/index');
  await userEvent.click(screen.getByRole('link', { name: 'Messages' }));
  expect(onNavigate).toHaveBeenCalledWith('message', expect.anything());
});
