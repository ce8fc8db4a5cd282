import type { accountPrivacyEn } from './en';
import type { Shape } from './shape';

export const accountPrivacyZhtw: Shape<typeof accountPrivacyEn> = {
  privacy: {
    title: '隱私',
    note: '這些選擇在伺服器端生效：其他會員在列表、搜尋、個人資料和聊天中看到的內容都會遵守。',
    hideOnline: '隱藏我的上線狀態和最後活躍時間',
    chatFrom: '誰可以和我開始聊天',
    chatEveryone: '會員等級允許的所有人',
    chatFollowing: '只有我關注的會員',
    chatVerified: '只有已認證的會員',
    chatNobody: '任何人都不行（客服除外）',
    hideFromLists: '不在會員列表和搜尋中顯示我（只能透過連結開啟我的個人資料）',
    hideFromVisitors: '不讓未登入的訪客看到我的個人資料',
    saved: '隱私設定已儲存',
  },
  notify: {
    mailHeading: '關於已儲存搜尋的郵件',
    savedSearchMatch: '有新會員符合我儲存的搜尋',
    savedSearchNote: '在你離開期間，透過摘要郵件告訴你。',
    saved: '通知設定已儲存',
  },
  sessions: {
    title: '已登入的裝置',
    note: '你的帳號目前在這些地方登入。登出其中一個會立即在該裝置上生效。',
    current: '本裝置',
    unknownBrowser: '未知瀏覽器',
    unknownCountry: '國家未知',
    firstUsed: '登入於 {{time}}',
    lastUsed: '最後使用 {{time}}',
    endOne: '登出',
    endOthers: '登出其他所有裝置',
    ended: '已登出',
    endedOthers: '已登出其他 {{count}} 個登入',
    none: '沒有其他裝置登入。',
    device: { mobile: '手機', tablet: '平板', desktop: '電腦' },
  },
};
