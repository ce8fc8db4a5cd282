/** 桌面版第二部分的繁體中文文字。 */
import type { DeskCommerceTexts } from './index';

export const deskCommerceZhtw: DeskCommerceTexts = {
  title: {
    store: '禮物商店',
    storeMine: '我的禮物',
    pay: '儲值',
    upgrade: '升級',
    notices: '通知',
  },
  wall: { label: '會員' },
  invite: {
    open: '邀請好友',
    title: '邀請你的好友',
    intro: '分享你的專屬連結：好友透過它註冊即成為你邀請的會員。',
    link: '你的邀請連結',
    copy: '複製',
    copied: '已複製',
  },
  hover: { profile: '{{name}} 的資料卡' },
  store: {
    nav: '商店',
    index: '禮物商店',
    mine: '我的禮物',
    price: '{{price}} 點數',
    from: '來自 {{name}}',
  },
  sendGift: {
    title: '送禮物給 {{name}}',
    titleNoRecipient: '送禮物',
  },
  pay: {
    heading: '儲值點數',
    packages: '儲值方案',
    balance: '你的餘額：{{amount}}',
    method: '付款',
    chooseFirst: '請先選擇方案',
    newBalance: '你的餘額現在是 {{amount}}',
    again: '再次儲值',
  },
  upgrade: {
    heading: '升級會員',
    current: '你的會員等級：{{tier}}',
    newMembership: '你的會員等級現在是 {{tier}}',
    again: '選擇其他方案',
  },
  notices: {
    gift: '{{name}} 送了你一份禮物',
    report: '你的檢舉已處理',
    heading: '通知',
    none: '暫無通知',
    unread: '未讀',
    read: '已讀',
    open: '標為已讀',
    opened: '已標為已讀',
  },
  mail: { locked: '升級會員即可閱讀這封郵件' },
};
