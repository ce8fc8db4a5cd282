import type { memberDataEn } from './en';

/** 简体中文：“下载我的数据”和“删除我的账号”（docs/privacy.md）。 */
export const memberDataZhcn: typeof memberDataEn = {
  title: '我的数据与账号',
  entry: '我的数据与账号',
  exportHeading: '下载我的数据',
  exportIntro:
    '获取 Kindred 保存的关于您的全部数据：资料、设置、关注、动态、照片、聊天、邮件、礼物、积分、订单、举报、通知和登录会话，以及您的图片。我们会准备一个 zip 文件，并通过通知和邮件发送下载链接，链接 7 天内有效。',
  exportOnceADay: '每天可以申请一次。',
  exportRequest: '准备我的数据',
  exportRequested: '正在准备您的数据，完成后会通过通知和邮件告诉您。',
  exportTooSoon: '您今天已经申请过了，请明天再试。',
  exportsHeading: '我的数据副本',
  exportNone: '还没有副本。',
  exportUntil: '链接有效期至 {{date}}',
  exportInMail: '副本准备好后，下载链接会发送到您的邮箱和通知中。链接只能使用一次，有效期 7 天，且须以您本人身份登录。',
  exportByStaff: 'Kindred 工作人员因数据查阅申请而申请，只有您本人会收到。',
  exportDownloaded: '已于 {{date}} 下载',
  exportLinkHeading: '链接中的数据副本',
  exportLinkIntro: '下载邮件或通知带您来这里领取的副本。链接只能使用一次。',
  exportLinkDownload: '下载我的副本',
  exportLinkDone: '正在下载您的副本。',
  exportLinkUsed: '此链接已经使用过。如有需要，请重新申请副本。',
  exportLinkNotFound: '此链接无效：已过期，或不属于当前登录的账号。',
  state: {
    pending: '准备中',
    ready: '已就绪',
    failed: '准备失败',
    expired: '链接已过期',
    awaiting: 'Kindred 工作人员申请，等待另一位工作人员批准',
    declined: '已拒绝',
    downloaded: '已下载',
  },
  deleteHeading: '删除我的账号',
  deleteIntro: '申请后 14 天删除您的账号。所有设备上的登录会立即退出；14 天内重新登录即可取消删除。',
  deleteRemoved:
    '将删除：您的资料、邮箱、密码、设置、关注、动态、照片和头像、联系人列表和收件箱、通知和登录会话。您的用户名将可被重新注册。',
  deleteKept:
    '将保留：您发出的聊天和邮件仍保留给收件人，显示为“已删除会员”，因为那也是他们的对话。您的积分、礼物和订单只以编号保留，不含姓名或邮箱，依法保存 10 年（会计记录）。',
  deletePassword: '您的密码',
  deleteConfirm: '删除我的账号',
  deleteDialog: '14 天后删除您的账号，并立即退出所有设备？',
  deleteWrongPassword: '密码不正确',
  tooManyTries: '密码尝试次数过多，请等一分钟后再试。',
  exportPasswordHint: '请输入密码以确认是您本人',
  deleteRequested: '您的账号将于 {{date}} 删除。在此之前登录即可保留。',
  deletePending: '您的账号将于 {{date}} 删除。',
};
