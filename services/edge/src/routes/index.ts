import type Router from '@koa/router';
import type { Clients } from '../clients';
import type { EdgeConfig } from '../config';
import type { RouteGroup } from '../route';
import { adminCommerceRoutes, adminMediaRoutes, adminMessagingRoutes, adminRoutes, adminSocialRoutes } from './admin';
import { commerceRoutes } from './commerce';
import { createPaymentsRouter } from '../payments';
import { createMediaRouter } from '../media';
import { mediaRoutes } from './media';
import { messagingRoutes } from './messaging';
import { pushRoutes } from './push';
import { createUnsubscribeRouter } from '../unsubscribe';
import { socialRoutes } from './social';
import { settingsRoutes } from './settings';
import { sessionRoutes } from './sessions';
import { userRoutes } from './user';
import { accountDeletionRoutes, memberExportRoutes } from './memberData';
import { createMemberExportRouter } from '../memberExportDownload';
import { staffPrivacyRoutes } from './staff/privacy';
import { accountSecurityRoutes } from './accountSecurity';
import { createEmailChangeRouter } from '../emailChangeLinks';
import { discoveryRoutes } from './discovery';
import { savedSearchRoutes } from './discoverySaved';
import { verificationRoutes } from './verification';

/** Every route group of the edge; a group is mounted only when its service is configured. */
export const groups: RouteGroup[] = [
  userRoutes,
  settingsRoutes,
  sessionRoutes,
  adminRoutes,
  adminCommerceRoutes,
  adminSocialRoutes,
  adminMediaRoutes,
  adminMessagingRoutes,
  commerceRoutes,
  socialRoutes,
  mediaRoutes,
  messagingRoutes,
  pushRoutes,
  memberExportRoutes,
  accountDeletionRoutes,
  staffPrivacyRoutes,
  accountSecurityRoutes,
  discoveryRoutes,
  savedSearchRoutes,
  verificationRoutes,
];

/** Plain HTTP handlers (media files, payment pages and callbacks), each with its service. */
export const extraRouters: Array<{ service: keyof Clients; create(clients: Clients, config: EdgeConfig): Router }> = [
  { service: 'commerce', create: (clients) => createPaymentsRouter(clients) },
  { service: 'media', create: (clients) => createMediaRouter(clients) },
  { service: 'user', create: (clients, config) => createUnsubscribeRouter(clients, config) },
  { service: 'accountSecurity', create: (clients, config) => createEmailChangeRouter(clients, config) },
  { service: 'memberExports', create: () => createMemberExportRouter() },
];
