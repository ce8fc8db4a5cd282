import type { privacyEn } from './en';

/** 繁體中文：後台的會員資料頁面（docs/privacy.md）。 */
export const privacyZhtw: typeof privacyEn = {
  heading: '會員資料',
  intro: '正在產生或仍可下載的資料匯出，以及處於寬限期內的帳號刪除。',
  exports: '資料匯出',
  deletions: '帳號刪除',
  member: '會員',
  state: '狀態',
  requested: '申請時間',
  expires: '連結有效至',
  due: '刪除時間',
  byStaff: '資料查閱申請',
  none: '沒有待處理事項',
  runHeading: '資料查閱申請',
  runIntro: '立即為該會員產生資料匯出（不受每日次數限制）。會員會收到連結，稽核紀錄會記錄此操作。',
  memberId: '會員 ID',
  run: '產生匯出',
  started: '已申請匯出',
  statePending: '產生中',
  stateReady: '已就緒',
  download: '下載',
};
