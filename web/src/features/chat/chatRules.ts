/**
 * Who a member may start a chat with: the server refuses a new chat without Start_chat_dialog
 * (services/messaging), except with customer service, so the screens ask the same question here.
 */
import type { AuthorityFlags } from '../../app/authority';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';

export function canStartChat(flags: AuthorityFlags, partnerId: number): boolean {
  return partnerId === CUSTOMER_SERVICE_ID || flags.Start_chat_dialog;
}
