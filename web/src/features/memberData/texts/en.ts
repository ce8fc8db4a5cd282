/** English texts of "Download my data" and "Delete my account" (docs/privacy.md), under `memberData`. */
export const memberDataEn = {
  title: 'My data and account',
  entry: 'My data and account',
  exportHeading: 'Download my data',
  exportIntro:
    'Get a copy of everything Kindred holds about you: profile, settings, follows, posts, photos, chats, mails, gifts, credits, orders, reports, notices and sessions, with your pictures. We prepare a zip file and send you a notice and a mail with a link that works for 7 days.',
  exportOnceADay: 'You can ask for one copy a day.',
  exportRequest: 'Prepare my copy',
  exportRequested: 'We are preparing your copy. You will get a notice and a mail.',
  exportTooSoon: 'You already asked for a copy today. Try again tomorrow.',
  exportsHeading: 'My copies',
  exportNone: 'No copies yet.',
  exportDownload: 'Download',
  exportUntil: 'Link works until {{date}}',
  state: {
    pending: 'Being prepared',
    ready: 'Ready',
    failed: 'Could not be prepared',
    expired: 'Link expired',
  },
  deleteHeading: 'Delete my account',
  deleteIntro:
    'Your account is deleted 14 days after you ask. You are signed out everywhere now; signing in again within the 14 days cancels the deletion.',
  deleteRemoved:
    'Removed: your profile, email, password, settings, follows, posts, photos and avatar, your contact list and inbox, notices and sessions. Your username becomes free.',
  deleteKept:
    'Kept: chats and mails you sent stay with the people you wrote to, shown from "deleted member", because they are their conversations too. Your credits, gifts and orders are kept under a number only, without your name or email, for 10 years, because the law requires accounting records.',
  deletePassword: 'Your password',
  deleteConfirm: 'Delete my account',
  deleteDialog: 'Delete your account in 14 days and sign out everywhere?',
  deleteWrongPassword: 'The password is not correct',
  deleteRequested: 'Your account will be deleted on {{date}}. Sign in before then to keep it.',
  deletePending: 'Your account will be deleted on {{date}}.',
};
