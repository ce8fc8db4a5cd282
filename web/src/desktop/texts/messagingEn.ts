/** English texts of the desktop chat windows, the full-page chat and mail (`desk.messaging.*`). */
export const messagingEn = {
  chat: {
    panel: 'Chat list',
    toggle: 'Chats ({{count}})',
    service: 'Customer service',
    more: '{{count}} more chats',
    hidden: 'Hidden chats',
    notifyOn: 'Turn on desktop notifications',
    newMessage: 'New message from {{name}}',
    heading: 'Chats',
    pick: 'Choose a chat to start talking',
    upgradeToChat: 'Upgrade your membership to start chats',
  },
  mail: {
    heading: 'Mail',
    newMail: 'New mail',
    search: 'Search mail',
    noResults: 'No mail found',
    unread: '{{count}} unread',
    close: 'Close',
  },
};
