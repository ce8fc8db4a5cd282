import type { memberDataEn } from './en';

/** 繁體中文：「下載我的資料」與「刪除我的帳號」（docs/privacy.md）。 */
export const memberDataZhtw: typeof memberDataEn = {
  title: '我的資料與帳號',
  entry: '我的資料與帳號',
  exportHeading: '下載我的資料',
  exportIntro:
    '取得 Kindred 保存的關於您的所有資料：個人資料、設定、關注、動態、相片、聊天、郵件、禮物、點數、訂單、檢舉、通知與登入工作階段，以及您的圖片。我們會準備一個 zip 檔，並以通知與郵件寄送下載連結，連結 7 天內有效。',
  exportOnceADay: '每天可以申請一次。',
  exportRequest: '準備我的資料',
  exportRequested: '正在準備您的資料，完成後會以通知與郵件告訴您。',
  exportTooSoon: '您今天已經申請過了，請明天再試。',
  exportsHeading: '我的資料副本',
  exportNone: '還沒有副本。',
  exportUntil: '連結有效至 {{date}}',
  exportInMail: '副本準備好後，下載連結會寄到您的信箱和通知中。連結只能使用一次，有效期 7 天，且須以您本人身分登入。',
  exportByStaff: 'Kindred 工作人員因資料查閱申請而申請，只有您本人會收到。',
  exportDownloaded: '已於 {{date}} 下載',
  exportLinkHeading: '連結中的資料副本',
  exportLinkIntro: '下載郵件或通知帶您來這裡領取的副本。連結只能使用一次。',
  exportLinkDownload: '下載我的副本',
  exportLinkDone: '正在下載您的副本。',
  exportLinkUsed: '此連結已經使用過。如有需要，請重新申請副本。',
  exportLinkNotFound: '此連結無效：已過期，或不屬於目前登入的帳號。',
  state: {
    pending: '準備中',
    ready: '已就緒',
    failed: '準備失敗',
    expired: '連結已過期',
    awaiting: 'Kindred 工作人員申請，等待另一位工作人員核准',
    declined: '已拒絕',
    downloaded: '已下載',
  },
  deleteHeading: '刪除我的帳號',
  deleteIntro: '申請後 14 天刪除您的帳號。所有裝置上的登入會立即登出；14 天內重新登入即可取消刪除。',
  deleteRemoved:
    '將刪除：您的個人資料、電子郵件、密碼、設定、關注、動態、相片與大頭照、聯絡人清單與收件匣、通知與登入工作階段。您的使用者名稱將可被重新註冊。',
  deleteKept:
    '將保留：您寄出的聊天與郵件仍保留給收件人，顯示為「已刪除會員」，因為那也是他們的對話。您的點數、禮物與訂單只以編號保留，不含姓名或電子郵件，依法保存 10 年（會計紀錄）。',
  deletePassword: '您的密碼',
  deleteConfirm: '刪除我的帳號',
  deleteDialog: '14 天後刪除您的帳號，並立即登出所有裝置？',
  deleteWrongPassword: '密碼不正確',
  tooManyTries: '密碼嘗試次數過多，請等一分鐘後再試。',
  exportPasswordHint: '請輸入密碼以確認是您本人',
  deleteRequested: '您的帳號將於 {{date}} 刪除。在此之前登入即可保留。',
  deletePending: '您的帳號將於 {{date}} 刪除。',
};
