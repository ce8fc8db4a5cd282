import type { photosEn } from './en';

/** 简体中文 texts of the console's photo review, under `photos`. */
export const photosZhcn: typeof photosEn = {
  heading: '待审核的照片',
  waiting: '共 {{count}} 张待审核，最早的在前。照片通过审核后，其他会员才看得到。',
  picture: '照片',
  member: '会员',
  kind: '类型',
  kinds: { avatar: '头像', photo: '相册照片' },
  avatarOf: '{{name}} 的头像',
  photoOf: '{{name}} 的照片',
  uploaded: '上传时间',
  sharedWith: '也在使用的账号',
  sharedFlag: '另有 {{count}} 个账号使用同一张照片',
  approve: '通过',
  reject: '拒绝',
  approved: '照片已通过',
  rejected: '照片已拒绝',
  rejectTitle: '拒绝 {{name}} 的照片',
  reasonLabel: '原因（会员会看到）',
  empty: '没有待审核的照片',
};
