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
  exportUntil: 'Link works until {{date}}',
  exportInMail:
    'When your copy is ready, the download link comes in your mail and your notices. It works once, for 7 days, while you are signed in as you.',
  exportByStaff: 'Asked for by Kindred staff for a data-access request; only you receive it.',
  exportDownloaded: 'Downloaded on {{date}}',
  exportLinkHeading: 'Your copy from the link',
  exportLinkIntro: 'Download the copy your mail or notice brought you here for. The link works once.',
  exportLinkDownload: 'Download my copy',
  exportLinkDone: 'Your copy is downloading.',
  exportLinkUsed: 'This link has already been used. Ask for a new copy if you need one.',
  exportLinkNotFound:
    'This link does not work: it has expired, or it belongs to another account than the one signed in.',
  state: {
    pending: 'Being prepared',
    ready: 'Ready',
    failed: 'Could not be prepared',
    expired: 'Link expired',
    awaiting: 'Asked for by Kindred staff, waiting for a second approval',
    declined: 'Declined',
    downloaded: 'Downloaded',
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
  tooManyTries: 'Too many password attempts. Wait a minute and try again.',
  exportPasswordHint: 'Your password, to prove it is you',
  deleteRequested: 'Your account will be deleted on {{date}}. Sign in before then to keep it.',
  deletePending: 'Your account will be deleted on {{date}}.',
};
