import type { evidenceEn } from './en';

/** 繁體：主控台裡檢舉附帶的證據（docs/safety.md），位於 `evidence`。 */
export const evidenceZhtw: typeof evidenceEn = {
  column: '證據',
  none: '—',
  view: '閱讀附帶的 {{count}} 則訊息',
  heading: '檢舉人附帶的訊息',
  audited:
    '工作人員從不瀏覽會員的訊息。這些訊息是檢舉人檢舉時自行附帶的；開啟它們會記錄在稽核日誌中（report.evidence_viewed）。',
  kindchat: '聊天',
  kindmail: '郵件',
  flagged: '措辭檢查已標記',
  sent: '傳送時間',
  close: '關閉',
  auditException: '已稽核的例外：閱讀了被檢舉的訊息',
};
