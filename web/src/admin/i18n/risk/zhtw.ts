import type { riskEn } from './en';

/** 繁體中文 texts of the console's risk queue, under `risk`. */
export const riskZhtw: typeof riskEn = {
  heading: '風險佇列',
  waiting: '共 {{count}} 位會員，分數高的在前。證據只有次數和類型，這裡看不到任何訊息內容。',
  member: '會員',
  registered: '註冊時間',
  score: '分數',
  state: '狀態',
  states: { open: '待處理', limited: '已限制' },
  reasons: '訊號',
  opened: '開立時間',
  reason: {
    same_first_message: '{{hours}} 小時內向 {{count}} 位會員傳送相同的第一則訊息',
    first_message_link: '{{hours}} 小時內有 {{count}} 則第一則訊息含連結',
    first_message_phone: '{{hours}} 小時內有 {{count}} 則第一則訊息含電話號碼',
    first_message_messenger: '{{hours}} 小時內有 {{count}} 則第一則訊息含通訊軟體帳號',
    first_message_payment: '{{hours}} 小時內有 {{count}} 則第一則訊息涉及金錢',
    many_new_conversations: '註冊 {{days}} 天的帳號在 {{hours}} 小時內開始 {{count}} 個新對話',
    blocked_by_many: '{{days}} 天內被 {{count}} 位會員封鎖',
    reported_by_many: '{{days}} 天內被 {{count}} 位會員檢舉',
    other: '{{kind}}：{{count}}',
  },
  limit: '限制',
  clear: '解除',
  suspend: '停權',
  limited: '已限制該會員每小時最多開始 2 個對話',
  cleared: '已解除',
  suspended: '會員已停權',
  suspendTitle: '停權 {{name}}',
  reasonLabel: '原因（記入稽核紀錄）',
  empty: '風險佇列中沒有會員',
};
