/** Addresses of the mobile messaging screens (chat, mail, gifts) and the customer-service account. */
import { CUSTOMER_SERVICE_ID } from '../../app/validation';

export { CUSTOMER_SERVICE_ID };

export const messagingRoutes = {
  message: '/m/home/message',
  chatList: '/m/home/chat/list',
  chatService: '/m/home/chat/service',
  mailList: '/m/home/email/list',
  mailSend: '/m/home/email/send',
  giftList: '/m/home/gift/list',
  giftListbox: '/m/home/gift/listbox',
  recharge: '/m/home/invest/index',
} as const;

/** The one-to-one chat with member `id` (the customer-service account has its own screen). */
export function chatRoute(id: number): string {
  return id === CUSTOMER_SERVICE_ID ? messagingRoutes.chatService : `/m/home/chat/index?id=${id}`;
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
  return `/m/home/gift/send/${giftId}${username ? `?to=${encodeURIComponent(username)}` : ''}`;
}
