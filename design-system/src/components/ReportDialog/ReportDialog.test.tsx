import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './ReportDialog.stories';
import { ReportDialog } from './ReportDialog';
import { reportStoryTexts } from '../../docs/reportStoryTexts';

describe('ReportDialog stories', () => {
  testEveryStory(stories, {
    role: 'dialog',
    checks: {
      Default: () => {
        const dialog = screen.getByRole('dialog', { name: 'Report or block bob' });
        expect(within(dialog).getByRole('radio', { name: 'Advertising' })).toBeChecked();
        expect(within(dialog).getByRole('checkbox', { name: 'Also block bob' })).not.toBeChecked();
        expect(within(dialog).getByText(/bob is not told/)).toBeInTheDocument();
        expect(within(dialog).queryByText('This mail goes with your report.')).toBeNull();
      },
      WithEvidence: () => {
        const dialog = screen.getByRole('dialog');
        expect(within(dialog).getByText('This mail goes with your report.')).toBeInTheDocument();
        expect(within(dialog).getByRole('checkbox', { name: 'Also block bob' })).toBeChecked();
      },
      Reporting: () => {
        expect(screen.getByRole('button', { name: 'Report' })).toHaveAttribute('aria-busy', 'true');
        expect(screen.getByRole('button', { name: 'Block only' })).toBeDisabled();
      },
      Blocking: () => {
        expect(screen.getByRole('button', { name: 'Block only' })).toHaveAttribute('aria-busy', 'true');
        expect(screen.getByRole('button', { name: 'Report' })).toBeDisabled();
      },
    },
  });
});

it('blocks alone, or goes back, in every language', async () => {
  const onBlock = jest.fn();
  const onClose = jest.fn();
  const dialog = (locale: 'zhtw' | 'zhcn') => (
    <KindredProvider locale={locale}>
      <ReportDialog
        open
        texts={reportStoryTexts({ locale })}
        reason="2"
        onReasonChange={jest.fn()}
        alsoBlock={false}
        onAlsoBlockChange={jest.fn()}
        onReport={jest.fn()}
        onBlock={onBlock}
        onClose={onClose}
      />
    </KindredProvider>
  );
  const { rerender } = render(dialog('zhtw'));
  expect(screen.getByRole('radio', { name: '冒犯性內容' })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: '僅封鎖' }));
  expect(onBlock).toHaveBeenCalledTimes(1);
  rerender(dialog('zhcn'));
  await userEvent.click(screen.getByRole('button', { name: '返回' }));
  expect(onClose).toHaveBeenCalled();
});
