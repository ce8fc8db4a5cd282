import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './Dialog.stories';
import { Dialog } from './Dialog';

describe('Dialog stories', () => {
  testEveryStory(stories, {
    role: 'dialog',
    roleFor: {
      Confirm: 'alertdialog',
      OpenAndClose: 'button',
      DoNameTheAction: 'alertdialog',
      DontVagueConfirm: 'alertdialog',
    },
    checks: {
      Invite: () => {
        expect(screen.getByRole('dialog', { name: 'Invite friends' })).toHaveAttribute('aria-modal', 'true');
        expect(screen.getByRole('textbox', { name: 'Referral link' })).toHaveAttribute('readonly');
      },
      Confirm: () => expect(screen.getByRole('alertdialog', { name: 'Delete this post' })).toBeInTheDocument(),
    },
  });
});

describe('Dialog', () => {
  function setup() {
    const onClose = jest.fn();
    render(
      <KindredProvider locale="en">
        <Dialog open onClose={onClose} title="Report" footer={<button type="button">Send</button>}>
          <input aria-label="Reason" />
        </Dialog>
      </KindredProvider>,
    );
    return { onClose };
  }
  it('focuses the first control and keeps Tab inside', async () => {
    setup();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });
  it('closes with Escape, the close button and the backdrop', async () => {
    const { onClose } = setup();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.pointer({ keys: '[MouseLeft]', target: screen.getByRole('dialog').parentElement! });
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
