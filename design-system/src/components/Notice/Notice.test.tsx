import { render, screen, within } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import { KindredProvider } from '../../provider/KindredProvider';
import * as stories from './Notice.stories';
import { Notice } from './Notice';

describe('Notice stories', () => {
  testEveryStory(stories, {
    role: 'alert',
    roleFor: { DontPassingConfirmation: 'status', InfoWithControl: 'status', AllVariants: 'status' },
    checks: {
      Upgrade: () => {
        const notice = screen.getByRole('alert');
        expect(notice).toHaveTextContent('Your free messages are used up');
        expect(within(notice).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '#upgrade');
      },
      Warning: () => expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(2),
      InfoWithControl: () => expect(within(screen.getByRole('status')).getByRole('combobox')).toBeInTheDocument(),
    },
  });
});

describe('Notice', () => {
  it('passes its role through and keeps the icon out of the accessible text', () => {
    render(
      <KindredProvider theme="desktop" locale="en">
        <Notice role="alert" tone="warning">
          Not sent
        </Notice>
      </KindredProvider>,
    );
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(/^Not sent$/);
    expect(notice.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });
});
