/**
 * Every address of the app in one table: the mobile layout (/m), the desktop layout (/w) and the
 * shared entry points. Screens navigate with these names, never with written-out paths, so a route
 * renamed here is renamed everywhere; web/README.md explains how a URL leads to its screen.
 */
const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const mobilePaths = {
  root: '/m',
  login: '/m/login',
  register: '/m/Register',
  forgotPassword: '/m/Forgotpassword',
  agreement: '/m/agreement',
  home: '/m/home',
  index: '/m/home/index',
  trendList: '/m/home/trend/list',
  trendNew: '/m/home/trend/new',
  message: '/m/home/message',
  chatList: '/m/home/chat/list',
  chatService: '/m/home/chat/service',
  chatIndex: (id: number) => withQuery('/m/home/chat/index', { id }),
  mailList: '/m/home/email/list',
  mailSend: '/m/home/email/send',
  giftList: '/m/home/gift/list',
  giftListbox: '/m/home/gift/listbox',
  giftSend: (giftId: number, to?: string) => withQuery(`/m/home/gift/send/${giftId}`, { to }),
  my: '/m/home/my/index',
  profile: (id: number, type?: 1 | 2 | 3) => withQuery(`/m/home/my/newsfeed/${id}`, { type }),
  setup: '/m/home/my/setup/index',
  setupData: '/m/home/my/setup/data',
  setupBirthday: '/m/home/my/setup/changebrith',
  setupGender: '/m/home/my/setup/changegender',
  setupSignature: '/m/home/my/setup/changesignature',
  setupLang: '/m/home/my/setup/lang',
  setupPassword: '/m/home/my/setup/changepwd',
  setupNotifications: '/m/home/my/setup/notifications',
  setupPrivacy: '/m/home/my/setup/privacy',
  setupSessions: '/m/home/my/setup/sessions',
  setupMemberData: '/m/home/my/setup/mydata',
  setupAbout: '/m/home/my/setup/about',
  setupVerification: '/m/home/my/setup/verification',
  discover: '/m/home/discover',
  safety: '/m/home/safety',
  recharge: '/m/home/invest/index',
  rechargePay: (amounts: string, selected: number) => withQuery('/m/home/invest/list', { amounts, selected }),
  upgrade: '/m/home/upgrade/index',
  upgradeInfo: '/m/home/upgrade/info',
  upgradePay: (amounts: string, selected: number) => withQuery('/m/home/upgrade/list', { amounts, selected }),
} as const;

export const desktopPaths = {
  root: '/w',
  login: '/w/login',
  register: '/w/regist',
  invitation: (code: string) => `/w/regist/${encodeURIComponent(code)}`,
  forgotPassword: '/w/forgot-password',
  info: '/w/info',
  infoPage: (page: InfoPage) => `/w/info/${page}`,
  home: '/w/home',
  index: '/w/home/index',
  user: '/w/home/user/index',
  userEdit: '/w/home/user/edit',
  userGeneral: '/w/home/user/general',
  userNotification: '/w/home/user/notification',
  userPrivacy: '/w/home/user/privacy',
  userSessions: '/w/home/user/sessions',
  userMemberData: '/w/home/user/data',
  userVerification: '/w/home/user/verification',
  userDetail: (id: number) => `/w/home/user/detail/${id}`,
  photo: (id: number) => `/w/home/photo/${id}`,
  member: '/w/home/member',
  memberOnline: '/w/home/member/online',
  memberLatest: '/w/home/member/latest',
  memberSearch: '/w/home/member/search',
  discover: '/w/home/discover',
  chat: '/w/home/chat',
  message: '/w/home/message',
  pay: '/w/home/pay',
  upgrade: '/w/home/upgrade',
  store: '/w/home/store/index',
  storeFor: (username: string) => withQuery('/w/home/store/index', { to: username }),
  storeMine: '/w/home/store/mine',
  storeRoot: '/w/home/store',
  notices: '/w/home/notice',
  safety: '/w/home/safety',
} as const;

export const infoPages = ['about-us', 'contact-us', 'help-center', 'privacy-policy', 'refund', 'terms-of-use'] as const;
export type InfoPage = (typeof infoPages)[number];

/** Entry points every layout shares: the invitation link opens registration on either layout. */
export const sharedPaths = {
  root: '/',
  invitation: (code: string) => `/invitation/${encodeURIComponent(code)}`,
} as const;
