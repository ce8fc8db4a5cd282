import { screen, within } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './MemberDataPanel.stories';

describe('MemberDataPanel stories', () => {
  testEveryStory(stories, {
    role: 'region',
    roleFor: { DoSayWhatIsDeleted: 'button', DontBareConfirm: 'button', Confirming: 'alertdialog' },
    checks: {
      NoCopies: () => {
        expect(screen.getByRole('form', { name: 'Download my data' })).toBeInTheDocument();
        expect(screen.getByText('No copies yet.')).toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Your copy from the link' })).toBeNull();
      },
      WithCopies: () => {
        expect(screen.getAllByRole('listitem')).toHaveLength(2);
        expect(screen.queryByText('No copies yet.')).toBeNull();
        expect(screen.getByText(/Link works until 2026-11-27/)).toBeInTheDocument();
      },
      LinkedCopy: () => {
        const section = screen.getByRole('region', { name: 'Your copy from the link' });
        expect(within(section).getByRole('button', { name: 'Download my copy' })).toBeEnabled();
      },
      WithErrors: () => expect(screen.getAllByRole('alert')).toHaveLength(2),
      DeletionPending: () =>
        expect(screen.getByRole('status')).toHaveTextContent('Your account will be deleted on 2026-12-13.'),
      Confirming: () => {
        const dialog = screen.getByRole('alertdialog', { name: /Delete your account in 14 days/ });
        expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
        expect(within(dialog).getByRole('button', { name: 'Back' })).toBeInTheDocument();
      },
    },
  });
});
