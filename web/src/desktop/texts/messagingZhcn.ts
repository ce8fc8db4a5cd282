/** Simplified Chinese texts of the desktop chat windows, the full-page chat and mail (`desk.messaging.*`). */
export const messagingZhcn = {
  chat: {
    panel: '聊天列表',
    toggle: '聊天（{{count}}）',
    service: '在线客服',
    more: '还有 {{count}} 个聊天',
    hidden: '隐藏的聊天',
    notifyOn: '开启桌面通知',
    newMessage: '{{name}} 发来新消息',
    heading: '聊天',
    pick: '选择一个聊天开始对话',
    upgradeToChat: '升级会员后才能发起聊天',
  },
  mail: {
    heading: '邮件',
    newMail: '写邮件',
    search: '搜索邮件',
    noResults: '没有找到邮件',
    unread: '{{count}} 封未读',
    close: '关闭',
  },
};
