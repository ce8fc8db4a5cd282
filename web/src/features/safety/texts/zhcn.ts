/** 安全中心的简体中文文字（docs/safety.md，“Safety centre”），在 `safetyCentre` 之下。 */
export const safetyCentreZhcn = {
  title: '安全中心',
  intro: '约会应该是愉快的。这里告诉你如何保护自己，以及举报或封锁某人之后会发生什么。',
  tipsHeading: '安全约会',
  tips: {
    public: '前几次约会请选在人多的公共场所，自己前往，自己回家。',
    money: '无论对方说什么，都不要给没见过面的人汇款、送礼品卡或加密货币。向你要钱的就是诈骗。',
    inApp: '在信任对方之前，请继续在 Kindred 里聊天。急着拉你去其他应用的人，可能有所隐瞒。',
    friend: '告诉朋友你要去哪里、和谁见面、什么时候回来。',
    instinct: '相信你的直觉：感觉不对就离开，并告诉我们。',
  },
  howHeading: '举报和封锁如何运作',
  how: {
    where: '在个人资料、聊天、邮件或动态中，点一下“举报或封锁”即可。',
    other:
      '对方会看到什么：什么都看不到。对方不会知道是谁举报了他。封锁后，双方都无法聊天、发邮件、送礼物、关注或查看资料。',
    staff: '工作人员会看到什么：你的举报，以及你附上的消息。工作人员从不阅读你的其他对话。',
    outcome:
      '工作人员处理后，下方的举报会显示“已采取措施”或“未采取措施”。为保护每个人的隐私，我们不会说明采取了什么措施。',
  },
  reportsHeading: '我的举报',
  reportsEmpty: '你还没有举报过任何人。',
  reportsFailed: '无法加载你的举报。',
  retry: '重试',
  more: '显示更多',
  noMore: '这是你全部的举报',
  deletedMember: '已删除的会员',
  reportedOn: '举报于 {{date}}',
  decidedOn: '处理于 {{date}}',
  attached: '附上的消息：{{count}}',
  outcome: { open: '审核中', action_taken: '已采取措施', no_action: '未采取措施' },
};
