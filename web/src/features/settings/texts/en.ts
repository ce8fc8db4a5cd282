/**
 * Texts of the privacy controls, the saved-search notices switch (/m) and the sessions list, both layouts
 * (docs/member-settings.md).
 */
export const accountPrivacyEn = {
  privacy: {
    title: 'Privacy',
    note: 'These choices apply on the server: to what other members see in lists, search, profiles and chat.',
    hideOnline: 'Hide my online status and last-active time',
    chatFrom: 'Who may start a chat with me',
    chatEveryone: 'Everyone my membership allows',
    chatFollowing: 'Only members I follow',
    chatVerified: 'Only verified members',
    chatNobody: 'Nobody (customer service only)',
    hideFromLists: 'Hide me from member lists and search (my profile opens by link only)',
    hideFromVisitors: 'Hide my profile from visitors who are not signed in',
    saved: 'Privacy settings saved',
  },
  notify: {
    mailHeading: 'Mail about my saved searches',
    savedSearchMatch: 'New members matching my saved searches',
    savedSearchNote: 'Told in the digest mail we send while you are away.',
    saved: 'Notification settings saved',
  },
  sessions: {
    title: 'Signed-in devices',
    note: 'Where your account is signed in now. Signing one out ends it there at once.',
    current: 'This device',
    unknownBrowser: 'Unknown browser',
    unknownCountry: 'Country unknown',
    firstUsed: 'Signed in {{time}}',
    lastUsed: 'Last used {{time}}',
    endOne: 'Sign out',
    endOthers: 'Sign out everywhere else',
    ended: 'Signed out',
    endedOthers: 'Signed out of {{count}} other sessions',
    none: 'No other device is signed in.',
    device: { mobile: 'Phone', tablet: 'Tablet', desktop: 'Computer' },
  },
} as const;
