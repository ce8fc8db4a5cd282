import type { accountPrivacyEn } from './en';
import type { Shape } from './shape';

export const accountPrivacyZhcn: Shape<typeof accountPrivacyEn> = {
  privacy: {
    title: '隐私',
    note: '这些选择在服务器端生效：其他会员在列表、搜索、资料和聊天中看到的内容都会遵守。',
    hideOnline: '隐藏我的在线状态和最后活跃时间',
    chatFrom: '谁可以和我开始聊天',
    chatEveryone: '会员等级允许的所有人',
    chatFollowing: '只有我关注的会员',
    chatVerified: '只有已认证的会员',
    chatNobody: '任何人都不行（客服除外）',
    hideFromLists: '不在会员列表和搜索中显示我（只能通过链接打开我的资料）',
    hideFromVisitors: '不让未登录的访客看到我的资料',
    saved: '隐私设置已保存',
  },
  notify: {
    mailHeading: '关于已保存搜索的邮件',
    savedSearchMatch: '有新会员符合我保存的搜索',
    savedSearchNote: '在你离开期间，通过摘要邮件告诉你。',
    saved: '通知设置已保存',
  },
  sessions: {
    title: '已登录的设备',
    note: '你的账号目前在这些地方登录。退出其中一个会立即在该设备上生效。',
    current: '本设备',
    unknownBrowser: '未知浏览器',
    unknownCountry: '国家未知',
    firstUsed: '登录于 {{time}}',
    lastUsed: '最后使用 {{time}}',
    endOne: '退出登录',
    endOthers: '退出其他所有设备',
    ended: '已退出登录',
    endedOthers: '已退出其他 {{count}} 个登录',
    none: '没有其他设备登录。',
    device: { mobile: '手机', tablet: '平板', desktop: '电脑' },
  },
};
