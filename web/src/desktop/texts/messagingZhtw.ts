/** Traditional Chinese texts of the desktop chat windows, the full-page chat and mail (`desk.messaging.*`). */
export const messagingZhtw = {
  chat: {
    panel: '聊天列表',
    toggle: '聊天（{{count}}）',
    service: '線上客服',
    more: '還有 {{count}} 個聊天',
    hidden: '隱藏的聊天',
    notifyOn: '開啟桌面通知',
    newMessage: '{{name}} 傳來新訊息',
    heading: '聊天',
    pick: '選擇一個聊天開始對話',
    upgradeToChat: '升級會員後才能發起聊天',
  },
  mail: {
    heading: '郵件',
    newMail: '寫郵件',
    search: '搜尋郵件',
    noResults: '找不到郵件',
    unread: '{{count}} 封未讀',
    close: '關閉',
  },
};
