import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Ban, Flag } from 'lucide-react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Dialog } from '../Dialog';
import { RadioGroup } from '../RadioGroup';
import { ReportNote, ReportStack } from './ReportDialog.styles';

/** Why a member reports another: 1 advertising, 2 offensive, 3 illegal (docs/product.md section 9). */
export type ReportReason = '1' | '2' | '3';

/** The dialog's words, in the member's language, the member's name already in them (the app's texts). */
export interface ReportDialogTexts {
  /** "Report or block bob": the dialog's name. */
  title: string;
  /** The reasons' legend. */
  reason: string;
  reasons: Record<ReportReason, string>;
  /** "Also block bob". */
  alsoBlock: string;
  /** What the other member and staff see ("bob is not told…"). */
  note: string;
  /** Said when a message goes with the report as evidence. */
  evidence?: string;
  report: string;
  /** Blocks without a report. */
  block: string;
  back: string;
}

/** Which action is on its way. */
export type ReportDialogBusy = 'report' | 'block' | null;

export type ReportDialogProps = Omit<ComponentPropsWithoutRef<'div'>, 'title'> & {
  /** Shown or not. */
  open: boolean;
  texts: ReportDialogTexts;
  /** The chosen reason. */
  reason: ReportReason;
  onReasonChange: (reason: ReportReason) => void;
  /** Block as well as report. */
  alsoBlock: boolean;
  onAlsoBlockChange: (alsoBlock: boolean) => void;
  /** A message goes with the report (the note `texts.evidence` says so). */
  withEvidence?: boolean;
  /** The action on its way: its button is busy, the other disabled. */
  busy?: ReportDialogBusy;
  onReport: () => void;
  onBlock: () => void;
  onClose: () => void;
};

const REASONS: ReportReason[] = ['1', '2', '3'];
const isReason = (value: string): value is ReportReason => (REASONS as string[]).includes(value);

/**
 * "Report or block", one tap away from a profile, a chat, a mail or a post (docs/safety.md): a reason,
 * "also block", what the other member and staff see, then Report, or Block alone.
 */
export const ReportDialog = forwardRef<HTMLDivElement, ReportDialogProps>(function ReportDialog(
  {
    open,
    texts,
    reason,
    onReasonChange,
    alsoBlock,
    onAlsoBlockChange,
    withEvidence = false,
    busy = null,
    onReport,
    onBlock,
    onClose,
    ...rest
  },
  ref,
) {
  return (
    <Dialog
      open={open}
      title={texts.title}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {texts.back}
          </Button>
          <Button
            variant="secondary"
            iconStart={<Ban aria-hidden />}
            loading={busy === 'block'}
            disabled={busy === 'report'}
            onClick={onBlock}
          >
            {texts.block}
          </Button>
          <Button
            variant="danger"
            iconStart={<Flag aria-hidden />}
            loading={busy === 'report'}
            disabled={busy === 'block'}
            onClick={onReport}
          >
            {texts.report}
          </Button>
        </>
      }
    >
      <ReportStack ref={ref} {...rest}>
        <RadioGroup
          label={texts.reason}
          value={reason}
          onValueChange={(value) => isReason(value) && onReasonChange(value)}
          options={REASONS.map((value) => ({ value, label: texts.reasons[value] }))}
        />
        <Checkbox
          label={texts.alsoBlock}
          checked={alsoBlock}
          onChange={(event) => onAlsoBlockChange(event.target.checked)}
        />
        {withEvidence && texts.evidence && <ReportNote>{texts.evidence}</ReportNote>}
        <ReportNote>{texts.note}</ReportNote>
      </ReportStack>
    </Dialog>
  );
});
