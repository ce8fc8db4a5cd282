import type { privacyEn } from './en';

/** 简体中文：后台的会员数据页面（docs/privacy.md）。 */
export const privacyZhcn: typeof privacyEn = {
  heading: '会员数据',
  intro: '正在生成或仍可下载的数据导出，以及处于宽限期内的账号删除。',
  exports: '数据导出',
  deletions: '账号删除',
  member: '会员',
  state: '状态',
  requested: '申请时间',
  expires: '链接有效至',
  due: '删除时间',
  byStaff: '数据查阅申请',
  none: '没有待处理事项',
  runHeading: '数据查阅申请',
  runIntro: '立即为该会员生成数据导出（不受每日次数限制）。会员会收到链接，审计日志会记录此操作。',
  memberId: '会员 ID',
  run: '生成导出',
  started: '已申请导出',
  statePending: '生成中',
  stateReady: '已就绪',
  download: '下载',
};
