import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testEveryStory } from '../../testing/storyTests';
import { KindredProvider } from '../../provider/KindredProvider';
import * as stories from './ConfirmDialog.stories';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog stories', () => {
  testEveryStory(stories, {
    role: 'alertdialog',
    checks: {
      DeletePost: () => {
        expect(screen.getByRole('alertdialog', { name: 'Delete this post?' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
      },
    },
  });
});

describe('ConfirmDialog', () => {
  it('confirms with the action button and cancels with the cancel button or Escape', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <KindredProvider theme="desktop" locale="en">
        <ConfirmDialog
          open
          title="Delete?"
          confirmLabel="Delete post"
          cancelLabel="Back"
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      </KindredProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete post' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
