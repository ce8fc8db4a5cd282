import type { RouteGroup } from '../route';
import { staffAuditRoutes } from './staff/audit';
import { staffAuthorityRoutes } from './staff/authorities';
import { staffMemberRoutes } from './staff/members';
import { staffReviewRoutes } from './staff/review';
import { staffSessionRoutes } from './staff/session';
import { staffMoneyRoutes } from './staff/money';
import { staffCatalogueRoutes } from './staff/catalogue';
import { staffPackageRoutes } from './staff/packages';
import { staffReportRoutes } from './staff/reports';
import { staffDashboardRoutes } from './staff/dashboard';
import { staffAccountRoutes } from './staff/staffAccounts';
import { staffCustomerServiceRoutes } from './staff/customerService';
import { staffPhotoRoutes } from './staff/photos';
import { staffRiskRoutes } from './staff/risk';
import { staffVerificationRoutes } from './staff/verification';

/** The staff API served by the user service (docs/staff-api.md): staff and admin roles only. */
export const adminRoutes: RouteGroup = {
  service: 'user',
  routes: [
    ...staffSessionRoutes,
    ...staffReviewRoutes,
    ...staffMemberRoutes,
    ...staffAuthorityRoutes,
    ...staffAuditRoutes,
    ...staffDashboardRoutes,
    ...staffAccountRoutes,
  ],
};

/** The staff API served by commerce (docs/staff-api.md): money, orders, catalogue, packages. */
export const adminCommerceRoutes: RouteGroup = {
  service: 'commerce',
  routes: [...staffMoneyRoutes, ...staffCatalogueRoutes, ...staffPackageRoutes],
};

/** The staff API served by social (docs/staff-api.md): reports. */
export const adminSocialRoutes: RouteGroup = { service: 'social', routes: staffReportRoutes };

/** The staff API served by messaging (docs/staff-api.md): the customer-service inbox and the risk queue. */
export const adminMessagingRoutes: RouteGroup = {
  service: 'messaging',
  routes: [...staffCustomerServiceRoutes, ...staffRiskRoutes],
};

/** The staff API served by media (docs/staff-api.md): photo review and verification (its selfies). */
export const adminMediaRoutes: RouteGroup = {
  service: 'media',
  routes: [...staffPhotoRoutes, ...staffVerificationRoutes],
};
