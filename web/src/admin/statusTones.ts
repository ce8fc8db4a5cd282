/** The tone of each state the console shows in a StatusTag (its word comes from the console's texts). */
import { isOrderState, orderStateTone, type StatusTone } from './ui';

export const orderTone = (state: string): StatusTone => (isOrderState(state) ? orderStateTone[state] : 'neutral');

/** A member account: 1 active, 2 under review, 3 suspended. */
export const memberTone = (status: number): StatusTone =>
  status === 1 ? 'success' : status === 2 ? 'warning' : status === 3 ? 'danger' : 'neutral';

const reportTones: Record<string, StatusTone> = {
  open: 'warning',
  dismissed: 'neutral',
  warned: 'info',
  suspended: 'danger',
};
/** A report: open, dismissed, warned or suspended (docs/staff-api.md; ReportCaseData types it as a number). */
export const reportTone = (status: string | number): StatusTone => reportTones[String(status)] ?? 'neutral';
