/** 桌面版第二部分的简体中文文本。 */
import type { DeskCommerceTexts } from './index';

export const deskCommerceZhcn: DeskCommerceTexts = {
  title: {
    store: '礼物商店',
    storeMine: '我的礼物',
    pay: '充值',
    upgrade: '升级',
    notices: '通知',
  },
  wall: { label: '会员' },
  invite: {
    open: '邀请好友',
    title: '邀请你的好友',
    intro: '分享你的专属链接：好友通过它注册即成为你邀请的会员。',
    link: '你的邀请链接',
    copy: '复制',
    copied: '已复制',
  },
  hover: { profile: '{{name}} 的资料卡' },
  store: {
    nav: '商店',
    index: '礼物商店',
    mine: '我的礼物',
    price: '{{price}} 积分',
    from: '来自 {{name}}',
  },
  sendGift: {
    title: '送礼物给 {{name}}',
    titleNoRecipient: '送礼物',
  },
  pay: {
    heading: '充值积分',
    packages: '充值套餐',
    balance: '你的余额：{{amount}}',
    method: '付款',
    chooseFirst: '请先选择套餐',
    newBalance: '你的余额现在是 {{amount}}',
    again: '再次充值',
  },
  upgrade: {
    heading: '升级会员',
    current: '你的会员等级：{{tier}}',
    newMembership: '你的会员等级现在是 {{tier}}',
    again: '选择其他套餐',
  },
  notices: {
    gift: '{{name}} 送了你一份礼物',
    report: '你的举报已处理',
    heading: '通知',
    none: '暂无通知',
    unread: '未读',
    read: '已读',
    open: '标为已读',
    opened: '已标为已读',
  },
  mail: { locked: '升级会员即可阅读这封邮件' },
};
