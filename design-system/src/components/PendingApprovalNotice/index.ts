export { PendingApprovalNotice } from './PendingApprovalNotice';
export type { PendingApprovalNoticeProps } from './PendingApprovalNotice';
