import type { verificationEn } from './en';

/** 繁體中文 texts of the console's verification queue, under `verification`. */
export const verificationZhtw: typeof verificationEn = {
  heading: '認證申請',
  waiting: '共 {{count}} 個待審核，最早的在前。請將自拍與個人照片比對：是否同一人，並擺出了要求的姿勢？',
  selfie: '自拍',
  selfieOf: '{{name}} 的認證自拍',
  selfieAudited: '開啟自拍會記錄在稽核日誌中（verification.selfie_viewed）。',
  selfieFailed: '無法開啟自拍',
  show: '查看自拍',
  photos: '個人照片',
  photoOf: '{{name}} 的照片',
  member: '會員',
  pose: '要求的姿勢',
  sent: '送出時間',
  approve: '通過',
  refuse: '拒絕',
  approved: '會員已認證，自拍已刪除',
  refused: '申請已拒絕，自拍已刪除',
  refuseTitle: '拒絕 {{name}} 的認證',
  reasonLabel: '原因（會員會看到）',
  empty: '沒有待審核的認證申請',
  poses: {
    thumb_up: '在臉旁豎起大拇指',
    peace_sign: '比 YA 手勢',
    touch_ear: '摸耳朵',
    hand_on_head: '手放在頭上',
    three_fingers: '豎起三根手指',
    point_up: '手指向上',
    hand_on_cheek: '手托臉頰',
    ok_sign: '比 OK 手勢',
  },
};
