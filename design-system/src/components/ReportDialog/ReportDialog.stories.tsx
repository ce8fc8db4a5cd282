import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportDialog, type ReportReason } from './ReportDialog';
import { reportStoryTexts } from '../../docs/reportStoryTexts';

const meta = {
  title: 'Components/ReportDialog',
  component: ReportDialog,
  args: {
    open: true,
    texts: reportStoryTexts({ locale: 'en' }),
    reason: '1',
    onReasonChange: fn(),
    alsoBlock: false,
    onAlsoBlockChange: fn(),
    onReport: fn(),
    onBlock: fn(),
    onClose: fn(),
  },
  argTypes: {
    texts: { control: false },
    busy: { control: 'inline-radio', options: [null, 'report', 'block'] },
  },
  // The choices are kept as the member makes them; the story's language picks the texts.
  render: function Render(args, { globals }) {
    const [reason, setReason] = useState<ReportReason>(args.reason);
    const [alsoBlock, setAlsoBlock] = useState(args.alsoBlock);
    return (
      <ReportDialog
        {...args}
        texts={reportStoryTexts(globals)}
        reason={reason}
        onReasonChange={(next) => {
          setReason(next);
          args.onReasonChange(next);
        }}
        alsoBlock={alsoBlock}
        onAlsoBlockChange={(next) => {
          setAlsoBlock(next);
          args.onAlsoBlockChange(next);
        }}
      />
    );
  },
  parameters: {
    // The open dialog is a fixed layer: on the docs page it renders in its own frame.
    docs: {
      story: { inline: false, iframeHeight: 520 },
      description: {
        component:
          '"Report or block", one tap from a profile, a chat, a mail or a post: a reason, "also block", what the other member and staff see, then Report, or Block alone.',
      },
    },
  },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A report from a profile, a chat or a post: no message goes with it. */
export const Default: Story = {};

/** From a mail: the mail goes with the report, and the dialog says so. */
export const WithEvidence: Story = { args: { withEvidence: true, reason: '2', alsoBlock: true } };

/** Report pressed: on its way, Block waits. */
export const Reporting: Story = { args: { busy: 'report' } };

/** Block pressed: on its way, Report waits. */
export const Blocking: Story = { args: { busy: 'block' } };

/** Choosing a reason and "also block" by keyboard, then Report. */
export const ReportAndBlockByKeyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const words = reportStoryTexts(globals);
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: words.title });
    await userEvent.click(within(dialog).getByRole('radio', { name: words.reasons['3'] }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: words.alsoBlock }));
    within(dialog).getByRole('button', { name: words.report }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReasonChange).toHaveBeenCalledWith('3');
    await expect(args.onAlsoBlockChange).toHaveBeenCalledWith(true);
    await expect(args.onReport).toHaveBeenCalled();
    await expect(args.onBlock).not.toHaveBeenCalled();
  },
};
