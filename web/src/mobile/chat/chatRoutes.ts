/** Addresses of the mobile messaging screens (chat, mail, gifts) and the customer-service account. */
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { mobilePaths } from '../../app/paths';

export const messagingRoutes = {
  message: mobilePaths.message,
  chatList: mobilePaths.chatList,
  chatService: mobilePaths.chatService,
  mailList: mobilePaths.mailList,
  mailSend: mobilePaths.mailSend,
  giftList: mobilePaths.giftList,
  giftListbox: mobilePaths.giftListbox,
  recharge: mobilePaths.recharge,
} as const;

/** The one-to-one chat with member `id` (the customer-service account has its own screen). */
export function chatRoute(id: number): string {
  return id === CUSTOMER_SERVICE_ID ? messagingRoutes.chatService : mobilePaths.chatIndex(id);
}

/** Mail to a member, the recipient filled in. */
export function mailRoute(username?: string): string {
  return username ? `${messagingRoutes.mailSend}?to=${encodeURIComponent(username)}` : messagingRoutes.mailSend;
}

/** The gift shop; with a member's username, the gift picked there goes to that member. */
export function giftListRoute(username?: string): string {
  return username ? `${messagingRoutes.giftList}?to=${encodeURIComponent(username)}` : messagingRoutes.giftList;
}

/** Send gift `giftId`, optionally to a named member. */
export function giftSendRoute(giftId: number, username?: string): string {
  return mobilePaths.giftSend(giftId, username);
}
