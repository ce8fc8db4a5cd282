/** Addresses and delays of the mobile layout (spec sections 2 and 9). */
export const UPGRADE_REDIRECT_MS = 1500;
export const upgradeRoute = '/m/home/upgrade/index';
export const setupRoutes = {
  index: '/m/home/my/setup/index',
  signature: '/m/home/my/setup/changesignature',
  lang: '/m/home/my/setup/lang',
  changepwd: '/m/home/my/setup/changepwd',
} as const;
