/**
 * "Report or block" for both layouts' profiles, chats, mails and posts (docs/safety.md): `open` shows
 * the design system's ReportDialog for a member, `dialog` is its props. A report may block as well;
 * "Block only" blocks without one. The member is told how it went in a toast.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { isOk, type Envelope } from '../../app/api';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import type { ReportDialogBusy, ReportDialogTexts, ReportReason } from '../../app/ui';
import { blockMember, fileReport, type ReportEvidence } from './safetyApi';
import { useReportBlockTexts } from './reportBlockTexts';

/** Whom the dialog is about, and the message that goes with the report, if any. */
export interface ReportTarget {
  id: number;
  name: string;
  evidence?: ReportEvidence;
}

export interface ReportBlockOptions {
  /** After a block went through (the screen may leave a chat or a profile that is now closed). */
  onBlocked?: (id: number) => void;
}

export function useReportBlock({ onBlocked }: ReportBlockOptions = {}) {
  useReportBlockTexts();
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const [reason, setReason] = useState<ReportReason>('1');
  const [alsoBlock, setAlsoBlock] = useState(false);
  const [busy, setBusy] = useState<ReportDialogBusy>(null);
  const name = target?.name ?? '';

  const open = (next: ReportTarget) => {
    setTarget(next);
    setReason(next.evidence ? '2' : '1');
    setAlsoBlock(false);
  };
  const close = () => {
    if (!busy) setTarget(null);
  };
  const failed = (answer: Envelope) =>
    toast.show({ message: serverMessage(answer.msg, 'reportBlock.failed', i18n), tone: 'danger' });

  const block = async (who: ReportTarget): Promise<Envelope> => {
    const answer = await blockMember(who.id);
    if (isOk(answer)) onBlocked?.(who.id);
    return answer;
  };

  const report = async () => {
    if (!target || busy) return;
    setBusy('report');
    const answer = await fileReport(target.id, reason, target.evidence);
    const blocked = isOk(answer) && alsoBlock ? await block(target) : null;
    setBusy(null);
    if (!isOk(answer)) return failed(answer);
    // The report is filed either way; a block that did not go through stays to try with "Block only".
    if (blocked && !isOk(blocked)) return failed(blocked);
    setTarget(null);
    toast.show({
      message: blocked ? t('reportBlock.reportedAndBlocked', { name }) : t('reportBlock.reported'),
      tone: 'success',
    });
  };

  const blockOnly = async () => {
    if (!target || busy) return;
    setBusy('block');
    const answer = await block(target);
    setBusy(null);
    if (!isOk(answer)) return failed(answer);
    setTarget(null);
    toast.show({ message: t('reportBlock.blocked', { name }), tone: 'success' });
  };

  const texts: ReportDialogTexts = {
    title: t('reportBlock.title', { name }),
    reason: t('reportBlock.reason'),
    reasons: { '1': t('reportBlock.reasons.1'), '2': t('reportBlock.reasons.2'), '3': t('reportBlock.reasons.3') },
    alsoBlock: t('reportBlock.alsoBlock', { name }),
    note: t('reportBlock.private', { name }),
    evidence: target?.evidence?.kind === 'mail' ? t('reportBlock.withMail') : undefined,
    report: t('reportBlock.report'),
    block: t('reportBlock.block'),
    back: t('reportBlock.back'),
  };

  return {
    open,
    /** The words of the action that opens the dialog ("Report or block"). */
    label: t('reportBlock.open'),
    /** The name of a button that opens the dialog for one member ("Report or block bob"). */
    labelFor: (member: string) => t('reportBlock.title', { name: member }),
    dialog: {
      open: target !== null,
      texts,
      reason,
      onReasonChange: setReason,
      alsoBlock,
      onAlsoBlockChange: setAlsoBlock,
      withEvidence: target?.evidence !== undefined,
      busy,
      onReport: () => void report(),
      onBlock: () => void blockOnly(),
      onClose: close,
    },
  };
}
