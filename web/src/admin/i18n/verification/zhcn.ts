import type { verificationEn } from './en';

/** 简体中文 texts of the console's verification queue, under `verification`. */
export const verificationZhcn: typeof verificationEn = {
  heading: '认证申请',
  waiting: '共 {{count}} 个待审核，最早的在前。请将自拍与资料照片比对：是否同一人，并摆出了要求的姿势？',
  selfie: '自拍',
  selfieOf: '{{name}} 的认证自拍',
  selfieAudited: '打开自拍会记录在审计日志中（verification.selfie_viewed）。',
  selfieFailed: '无法打开自拍',
  show: '查看自拍',
  photos: '资料照片',
  photoOf: '{{name}} 的照片',
  member: '会员',
  pose: '要求的姿势',
  sent: '提交时间',
  approve: '通过',
  refuse: '拒绝',
  approved: '会员已认证，自拍已删除',
  refused: '申请已拒绝，自拍已删除',
  refuseTitle: '拒绝 {{name}} 的认证',
  reasonLabel: '原因（会员会看到）',
  empty: '没有待审核的认证申请',
  poses: {
    thumb_up: '在脸旁竖起大拇指',
    peace_sign: '比剪刀手',
    touch_ear: '摸耳朵',
    hand_on_head: '手放在头上',
    three_fingers: '竖起三根手指',
    point_up: '手指向上',
    hand_on_cheek: '手托脸颊',
    ok_sign: '比 OK 手势',
  },
};
