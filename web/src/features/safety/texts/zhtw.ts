/** 安全中心的繁體中文文字（docs/safety.md，「Safety centre」），在 `safetyCentre` 之下。 */
export const safetyCentreZhtw = {
  title: '安全中心',
  intro: '約會應該是愉快的。這裡告訴你如何保護自己，以及檢舉或封鎖某人之後會發生什麼。',
  tipsHeading: '安全約會',
  tips: {
    public: '前幾次約會請選在人多的公共場所，自己前往，自己回家。',
    money: '無論對方怎麼說，都不要匯款、送禮物卡或加密貨幣給沒見過面的人。跟你要錢的就是詐騙。',
    inApp: '在信任對方之前，請繼續在 Kindred 裡聊天。急著拉你去其他 App 的人，可能有所隱瞞。',
    friend: '告訴朋友你要去哪裡、和誰見面、什麼時候回來。',
    instinct: '相信你的直覺：感覺不對就離開，並告訴我們。',
  },
  howHeading: '檢舉和封鎖如何運作',
  how: {
    where: '在個人檔案、聊天、郵件或動態中，點一下「檢舉或封鎖」即可。',
    other:
      '對方會看到什麼：什麼都看不到。對方不會知道是誰檢舉了他。封鎖後，雙方都無法聊天、寄郵件、送禮物、追蹤或查看檔案。',
    staff: '工作人員會看到什麼：你的檢舉，以及你附上的訊息。工作人員從不閱讀你的其他對話。',
    outcome:
      '工作人員處理後，下方的檢舉會顯示「已採取措施」或「未採取措施」。為保護每個人的隱私，我們不會說明採取了什麼措施。',
  },
  reportsHeading: '我的檢舉',
  reportsEmpty: '你還沒有檢舉過任何人。',
  reportsFailed: '無法載入你的檢舉。',
  retry: '重試',
  more: '顯示更多',
  noMore: '這是你全部的檢舉',
  deletedMember: '已刪除的會員',
  reportedOn: '檢舉於 {{date}}',
  decidedOn: '處理於 {{date}}',
  attached: '附上的訊息：{{count}}',
  outcome: { open: '審核中', action_taken: '已採取措施', no_action: '未採取措施' },
};
