import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { X } from 'lucide-react';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './IconButton.stories';
import { IconButton } from './IconButton';

describe('IconButton stories', () => {
  testEveryStory(stories, {
    role: 'button',
    checks: {
      Variants: () => expect(screen.getAllByRole('button')).toHaveLength(3),
      Toggle: () => expect(screen.getByRole('button', { name: 'Translate' })).toHaveAttribute('aria-pressed', 'true'),
      // Label in name (axe label-content-name-mismatch, which jsdom cannot run): the visible count is named.
      WithBadge: () => expect(screen.getByRole('button', { name: 'Notices 3 unread' })).toHaveTextContent('3'),
    },
  });
});

it('is named by its label and clickable', async () => {
  const onClick = jest.fn();
  render(
    <KindredProvider>
      <IconButton label="Close" icon={<X aria-hidden />} onClick={onClick} />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClick).toHaveBeenCalled();
});
