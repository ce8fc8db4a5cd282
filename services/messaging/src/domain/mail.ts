import { InputError, NotAllowedError, NotFoundError, RefusedError } from '@kindred/kit';
import { characterCount, isCustomerService, MESSAGE_MAX } from '@kindred/rules';
import { Authority, has, type Sender } from './members';

/** Mail text: 1-50 characters after trimming (docs/product.md section 5). */
export function cleanMailContent(content: string): string {
  const text = typeof content === 'string' ? content.trim() : '';
  if (!text) throw new InputError({ content: 'required' });
  if (characterCount(text) > MESSAGE_MAX) throw new InputError({ content: 'too_long' });
  return text;
}

/** Sending needs Start_mail_dialog, except to or from customer service. */
export function checkMayMail(sender: Sender, recipientId: number): void {
  if (!Number.isSafeInteger(recipientId) || recipientId <= 0) throw new NotFoundError('recipient_not_found');
  if (recipientId === sender.user_id) throw new RefusedError('recipient_is_self');
  if (isCustomerService(recipientId) || isCustomerService(sender.user_id)) return;
  if (!has(sender, Authority.startMail)) {
    throw new NotAllowedError('mail_not_allowed', { authority: Authority.startMail, upgrade: true });
  }
}

/**
 * A reader without Read_mails (vip 0) reads only customer-service mail; customer service itself
 * reads every mail sent to it.
 */
export function mayRead(reader: Sender, senderId: number): boolean {
  return isCustomerService(senderId) || isCustomerService(reader.user_id) || has(reader, Authority.readMails);
}

export function checkMayRead(reader: Sender, senderId: number): void {
  if (!mayRead(reader, senderId)) {
    throw new NotAllowedError('mail_locked', { authority: Authority.readMails, upgrade: true });
  }
}
