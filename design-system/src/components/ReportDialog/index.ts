export { ReportDialog } from './ReportDialog';
export type { ReportDialogBusy, ReportDialogProps, ReportDialogTexts, ReportReason } from './ReportDialog';
