import { render, screen } from '@testing-library/react';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './Badge.stories';
import { Badge, badgeText } from './Badge';

describe('Badge stories', () => {
  testEveryStory(stories, {
    role: 'img',
    checks: {
      AtCap: () => expect(screen.getByRole('img', { name: '99 unread' })).toHaveTextContent(/^99$/),
      OverCap: () => expect(screen.getByRole('img', { name: 'More than 99 unread' })).toHaveTextContent(/^99\+$/),
      Dot: () => expect(screen.getByRole('img')).toBeEmptyDOMElement(),
    },
  });
});

describe('badgeText', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%i -> %s', (count, text) => expect(badgeText(count)).toBe(text));
  it('honours a custom cap', () => expect(badgeText(10, 9)).toBe('9+'));
});

it('renders nothing at zero', () => {
  render(
    <KindredProvider locale="en">
      <Badge count={0} />
    </KindredProvider>,
  );
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});
