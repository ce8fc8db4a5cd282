/**
 * Texts of the photo review notes on the member's own avatar and photo screens, both layouts (keys
 * `photoReview.*`), and the refusal of a picture rejected before: added with those screens, so that
 * no sign-in page carries them (budgets.json).
 */
export const reviewEn = {
  photoReview: {
    avatarPending: 'Your new avatar is waiting for review. You see it already; others will once it is approved.',
    avatarRejected: 'Your avatar was not approved: {{reason}}',
    photosPending: 'Photos waiting for review: {{count}}. Others will see them once they are approved.',
    photoRejected: 'A photo you added was not approved and was removed: {{reason}}',
  },
  error: { picture_rejected: 'This picture was not approved before and cannot be used again' },
} as const;

type Texts = {
  photoReview: Record<keyof (typeof reviewEn)['photoReview'], string>;
  error: Record<keyof (typeof reviewEn)['error'], string>;
};

export const reviewZhcn: Texts = {
  photoReview: {
    avatarPending: '你的新头像正在等待审核。你现在就看得到，其他会员要等审核通过后才看得到。',
    avatarRejected: '你的头像未通过审核：{{reason}}',
    photosPending: '等待审核的照片：{{count}} 张。审核通过后，其他会员才看得到。',
    photoRejected: '你添加的一张照片未通过审核，已被移除：{{reason}}',
  },
  error: { picture_rejected: '这张照片之前未通过审核，不能再次使用' },
};

export const reviewZhtw: Texts = {
  photoReview: {
    avatarPending: '你的新大頭貼正在等待審核。你現在就看得到，其他會員要等審核通過後才看得到。',
    avatarRejected: '你的大頭貼未通過審核：{{reason}}',
    photosPending: '等待審核的照片：{{count}} 張。審核通過後，其他會員才看得到。',
    photoRejected: '你新增的一張照片未通過審核，已被移除：{{reason}}',
  },
  error: { picture_rejected: '這張照片之前未通過審核，不能再次使用' },
};
