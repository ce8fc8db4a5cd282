import type { RouteGroup } from '../route';
import { staffAuditRoutes } from './staff/audit';
import { staffAuthorityRoutes } from './staff/authorities';
import { staffMemberRoutes } from './staff/members';
import { staffReviewRoutes } from './staff/review';
import { staffSessionRoutes } from './staff/session';

/** The staff API served by the user service (docs/staff-api.md): staff and admin roles only. */
export const adminRoutes: RouteGroup = {
  service: 'user',
  routes: [
    ...staffSessionRoutes,
    ...staffReviewRoutes,
    ...staffMemberRoutes,
    ...staffAuthorityRoutes,
    ...staffAuditRoutes,
  ],
};
