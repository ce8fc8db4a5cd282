import { createClient, loadContract, type PromiseClient } from '@kindred/kit';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import type { ProtoGrpcType as SocialProto } from '@kindred/kit/generated/social';
import type { ProtoGrpcType as MessagingProto } from '@kindred/kit/generated/messaging';
import type { ProtoGrpcType as CommerceProto } from '@kindred/kit/generated/commerce';
import type { ProtoGrpcType as MediaProto } from '@kindred/kit/generated/media';
import type { UserServiceClient } from '@kindred/kit/generated/kindred/user/v1/UserService';
import type { UserStaffServiceClient } from '@kindred/kit/generated/kindred/user/v1/UserStaffService';
import type { SocialServiceClient } from '@kindred/kit/generated/kindred/social/v1/SocialService';
import type { SocialStaffServiceClient } from '@kindred/kit/generated/kindred/social/v1/SocialStaffService';
import type { MessagingServiceClient } from '@kindred/kit/generated/kindred/messaging/v1/MessagingService';
import type { MessagingStaffServiceClient } from '@kindred/kit/generated/kindred/messaging/v1/MessagingStaffService';
import type { PushServiceClient } from '@kindred/kit/generated/kindred/messaging/v1/PushService';
import type { CommerceServiceClient } from '@kindred/kit/generated/kindred/commerce/v1/CommerceService';
import type { CommerceStaffServiceClient } from '@kindred/kit/generated/kindred/commerce/v1/CommerceStaffService';
import type { MediaServiceClient } from '@kindred/kit/generated/kindred/media/v1/MediaService';
import type { MemberDataServiceClient } from '@kindred/kit/generated/kindred/user/v1/MemberDataService';
import type { AccountSecurityServiceClient } from '@kindred/kit/generated/kindred/user/v1/AccountSecurityService';
import type { DiscoveryServiceClient } from '@kindred/kit/generated/kindred/user/v1/DiscoveryService';
import type { VerificationServiceClient } from '@kindred/kit/generated/kindred/user/v1/VerificationService';
import type { MemberExportServiceClient } from '@kindred/kit/generated/kindred/media/v1/MemberExportService';
import type { EdgeConfig } from './config';

type Client<C> = PromiseClient<C> & { close(): void; raw: C };

/** gRPC clients of the services the edge is configured with; an unset address means no client. */
export interface Clients {
  user: Client<UserServiceClient>;
  /** The user service's staff-console calls (docs/staff-api.md). */
  userStaff: Client<UserStaffServiceClient>;
  social?: Client<SocialServiceClient>;
  socialStaff?: Client<SocialStaffServiceClient>;
  messaging?: Client<MessagingServiceClient>;
  messagingStaff?: Client<MessagingStaffServiceClient>;
  /** The browsers members allowed to receive Web Push (messaging's PushService). */
  push?: Client<PushServiceClient>;
  commerce?: Client<CommerceServiceClient>;
  commerceStaff?: Client<CommerceStaffServiceClient>;
  media?: Client<MediaServiceClient>;
  /** Account deletion and the export's notice (user service, docs/privacy.md). */
  memberData: Client<MemberDataServiceClient>;
  /** The password asked again and the email change (user service, docs/privacy.md "Step-up"). */
  accountSecurity: Client<AccountSecurityServiceClient>;
  /** Discovery search and profile facts (user service, docs/discovery.md). */
  discovery: Client<DiscoveryServiceClient>;
  /** Verified profiles: requests, state and staff decisions (user service, docs/safety.md). */
  verification: Client<VerificationServiceClient>;
  /** "Download my data" (media service, docs/privacy.md). */
  memberExports?: Client<MemberExportServiceClient>;
}

export function createClients(config: EdgeConfig): Clients {
  const options = { deadlineMs: config.GRPC_DEADLINE_MS };
  const userContract = loadContract<UserProto>('user').kindred.user.v1;
  const clients: Clients = {
    user: createClient(userContract.UserService, config.USER_ADDR, options),
    userStaff: createClient(userContract.UserStaffService, config.USER_ADDR, options),
    memberData: createClient(userContract.MemberDataService, config.USER_ADDR, options),
    accountSecurity: createClient(userContract.AccountSecurityService, config.USER_ADDR, options),
    discovery: createClient(userContract.DiscoveryService, config.USER_ADDR, options),
    verification: createClient(userContract.VerificationService, config.USER_ADDR, options),
  };
  if (config.SOCIAL_ADDR) {
    const contract = loadContract<SocialProto>('social').kindred.social.v1;
    clients.social = createClient(contract.SocialService, config.SOCIAL_ADDR, options);
    clients.socialStaff = createClient(contract.SocialStaffService, config.SOCIAL_ADDR, options);
  }
  if (config.MESSAGING_ADDR) {
    const contract = loadContract<MessagingProto>('messaging').kindred.messaging.v1;
    clients.messaging = createClient(contract.MessagingService, config.MESSAGING_ADDR, options);
    clients.messagingStaff = createClient(contract.MessagingStaffService, config.MESSAGING_ADDR, options);
    clients.push = createClient(contract.PushService, config.MESSAGING_ADDR, options);
  }
  if (config.COMMERCE_ADDR) {
    const contract = loadContract<CommerceProto>('commerce').kindred.commerce.v1;
    clients.commerce = createClient(contract.CommerceService, config.COMMERCE_ADDR, options);
    clients.commerceStaff = createClient(contract.CommerceStaffService, config.COMMERCE_ADDR, options);
  }
  if (config.MEDIA_ADDR) {
    const ctor = loadContract<MediaProto>('media').kindred.media.v1.MediaService;
    clients.media = createClient(ctor, config.MEDIA_ADDR, options);
    const exports = loadContract<MediaProto>('media').kindred.media.v1.MemberExportService;
    clients.memberExports = createClient(exports, config.MEDIA_ADDR, options);
  }
  return clients;
}

export function closeClients(clients: Clients): void {
  for (const client of Object.values(clients)) client?.close();
}
