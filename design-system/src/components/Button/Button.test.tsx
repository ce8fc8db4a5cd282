import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './Button.stories';
import { Button } from './Button';

describe('Button stories', () => {
  testEveryStory(stories, {
    role: 'button',
    checks: {
      Loading: () => expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true'),
      Disabled: () => expect(screen.getByRole('button')).toBeDisabled(),
      Sizes: () => expect(screen.getAllByRole('button')).toHaveLength(3),
    },
  });
});

describe('Button', () => {
  it('calls onClick, but not while loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(
      <KindredProvider locale="en">
        <Button onClick={onClick}>Send</Button>
      </KindredProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <KindredProvider locale="en">
        <Button onClick={onClick} loading>
          Send
        </Button>
      </KindredProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
