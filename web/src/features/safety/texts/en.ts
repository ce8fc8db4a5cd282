/** English texts of the safety centre (docs/safety.md, "Safety centre"), under `safetyCentre`. */
export const safetyCentreEn = {
  title: 'Safety centre',
  intro: 'Dating should feel good. Here is how to stay safe, and what happens when you report or block someone.',
  tipsHeading: 'Dating safely',
  tips: {
    public: 'Meet in a busy public place for the first few dates, and get there and back on your own.',
    money:
      'Never send money, gift cards or crypto to someone you have not met, whatever the story. Asking for money is a scam.',
    inApp:
      'Keep chatting in Kindred until you trust the person. Someone who hurries you onto another app may be hiding something.',
    friend: 'Tell a friend where you are going, who you are meeting and when you will be back.',
    instinct: 'Trust your instincts: if something feels wrong, leave, and tell us.',
  },
  howHeading: 'How reporting and blocking work',
  how: {
    where: 'Report or block from a profile, a chat, a mail or a post: one tap on "Report or block".',
    other:
      'What the other member sees: nothing. They are not told who reported them. A block stops chats, mails, gifts, follows and profile views both ways.',
    staff:
      'What staff see: your report, and only the messages you attach to it. Staff never read your other conversations.',
    outcome:
      'When staff have decided, your report below says "Action taken" or "No action". For everyone\'s privacy we do not say which action.',
  },
  reportsHeading: 'My reports',
  reportsEmpty: 'You have not reported anyone.',
  reportsFailed: 'Your reports could not be loaded.',
  retry: 'Try again',
  more: 'Show more',
  noMore: 'That is all your reports',
  deletedMember: 'Deleted member',
  reportedOn: 'Reported on {{date}}',
  decidedOn: 'Decided on {{date}}',
  attached: 'Messages attached: {{count}}',
  outcome: { open: 'Under review', action_taken: 'Action taken', no_action: 'No action' },
};
