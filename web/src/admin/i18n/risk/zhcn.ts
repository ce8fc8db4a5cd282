import type { riskEn } from './en';

/** 简体中文 texts of the console's risk queue, under `risk`. */
export const riskZhcn: typeof riskEn = {
  heading: '风险队列',
  waiting: '共 {{count}} 位会员，分数高的在前。证据只有次数和类型，这里看不到任何消息内容。',
  member: '会员',
  registered: '注册时间',
  score: '分数',
  state: '状态',
  states: { open: '待处理', limited: '已限制' },
  reasons: '信号',
  opened: '开立时间',
  reason: {
    same_first_message: '{{hours}} 小时内向 {{count}} 位会员发送相同的第一条消息',
    first_message_link: '{{hours}} 小时内有 {{count}} 条第一条消息含链接',
    first_message_phone: '{{hours}} 小时内有 {{count}} 条第一条消息含电话号码',
    first_message_messenger: '{{hours}} 小时内有 {{count}} 条第一条消息含通讯软件账号',
    first_message_payment: '{{hours}} 小时内有 {{count}} 条第一条消息涉及金钱',
    many_new_conversations: '注册 {{days}} 天的账号在 {{hours}} 小时内开始 {{count}} 个新对话',
    blocked_by_many: '{{days}} 天内被 {{count}} 位会员屏蔽',
    reported_by_many: '{{days}} 天内被 {{count}} 位会员举报',
    other: '{{kind}}：{{count}}',
  },
  limit: '限制',
  clear: '解除',
  suspend: '停权',
  limited: '已限制该会员每小时最多发起 2 个对话',
  cleared: '已解除',
  suspended: '会员已停权',
  suspendTitle: '停权 {{name}}',
  reasonLabel: '原因（记入审计日志）',
  empty: '风险队列中没有会员',
};
