/** Addresses and delays of the mobile layout (docs/product.md sections 2 and 9). */
import { mobilePaths } from '../app/paths';
export { UPGRADE_REDIRECT_MS } from '../features/upgrade/upgradeApi';
export const upgradeRoute = mobilePaths.upgrade;
export const setupRoutes = {
  index: mobilePaths.setup,
  signature: mobilePaths.setupSignature,
  lang: mobilePaths.setupLang,
  changepwd: mobilePaths.setupPassword,
  notifications: mobilePaths.setupNotifications,
  privacy: mobilePaths.setupPrivacy,
  sessions: mobilePaths.setupSessions,
  memberData: mobilePaths.setupMemberData,
  about: mobilePaths.setupAbout,
  verification: mobilePaths.setupVerification,
} as const;
