import type { photosEn } from './en';

/** 繁體中文 texts of the console's photo review, under `photos`. */
export const photosZhtw: typeof photosEn = {
  heading: '待審核的照片',
  waiting: '共 {{count}} 張待審核，最早的在前。照片通過審核後，其他會員才看得到。',
  picture: '照片',
  member: '會員',
  kind: '類型',
  kinds: { avatar: '大頭貼', photo: '相簿照片' },
  avatarOf: '{{name}} 的大頭貼',
  photoOf: '{{name}} 的照片',
  uploaded: '上傳時間',
  sharedWith: '也在使用的帳號',
  sharedFlag: '另有 {{count}} 個帳號使用同一張照片',
  approve: '通過',
  reject: '拒絕',
  approved: '照片已通過',
  rejected: '照片已拒絕',
  rejectTitle: '拒絕 {{name}} 的照片',
  reasonLabel: '原因（會員會看到）',
  empty: '沒有待審核的照片',
};
