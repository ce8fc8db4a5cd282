import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './Menu.stories';
import { Menu } from './Menu';

describe('Menu stories', () => {
  testEveryStory(stories, {
    role: 'button',
    checks: {
      Open: () => {
        expect(screen.getAllByRole('menuitem')).toHaveLength(5);
        expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
      },
      ItemStates: () => {
        expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveAttribute('aria-disabled', 'true');
        expect(screen.getAllByRole('menuitem')).toHaveLength(3);
      },
      LongLabels: () =>
        expect(
          screen.getByRole('menuitem', { name: /^Maximilian Alexander Montgomery-Whitfield/ }),
        ).toBeInTheDocument(),
      AllVariants: () => {
        expect(screen.getAllByRole('button')).toHaveLength(8);
        expect(screen.queryByRole('menu')).toBeNull();
      },
      Notices: () => expect(screen.getAllByRole('menuitem')).toHaveLength(3),
      NoNotices: () => {
        expect(screen.queryByRole('menu')).toBeNull();
        expect(screen.getByText('No new notices')).toBeInTheDocument();
      },
    },
  });
});

it('opens on click, runs the chosen action and closes; outside click closes', async () => {
  const onSelect = jest.fn();
  render(
    <KindredProvider locale="en">
      <Menu label="Account" trigger="Me" items={[{ id: 'a', label: 'Sign out', onSelect }]} />
      <p>outside</p>
    </KindredProvider>,
  );
  const trigger = screen.getByRole('button', { name: 'Account' });
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
  expect(onSelect).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).toBeNull();
  await userEvent.click(trigger);
  await userEvent.click(screen.getByText('outside'));
  expect(screen.queryByRole('menu')).toBeNull();
});
