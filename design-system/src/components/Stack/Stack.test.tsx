import { render, screen } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import { KindredProvider } from '../../provider/KindredProvider';
import * as stories from './Stack.stories';
import { Stack } from './Stack';

describe('Stack stories', () => {
  testEveryStory(stories, {
    role: 'list',
    roleFor: { ButtonRow: 'button' },
    checks: {
      MemberList: () => expect(screen.getAllByRole('listitem')).toHaveLength(3),
    },
  });
});

describe('Stack', () => {
  it('renders the element asked for with the theme gap, and forwards its ref', () => {
    const ref = { current: null as HTMLElement | null };
    render(
      <KindredProvider theme="desktop" locale="en">
        <Stack ref={ref} as="ol" gap="lg" aria-label="Steps">
          <li>one</li>
        </Stack>
      </KindredProvider>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(list.tagName).toBe('OL');
    expect(ref.current).toBe(list);
    expect(getComputedStyle(list).gap).not.toBe('');
  });
});
