import type { evidenceEn } from './en';

/** 简体：控制台里举报附带的证据（docs/safety.md），位于 `evidence`。 */
export const evidenceZhcn: typeof evidenceEn = {
  column: '证据',
  none: '—',
  view: '阅读附带的 {{count}} 条消息',
  heading: '举报人附带的消息',
  audited:
    '工作人员从不浏览会员的消息。这些消息是举报人举报时自行附带的；打开它们会记录在审计日志中（report.evidence_viewed）。',
  kindchat: '聊天',
  kindmail: '邮件',
  flagged: '措辞检查已标记',
  sent: '发送时间',
  close: '关闭',
  auditException: '已审计的例外：阅读了被举报的消息',
};
