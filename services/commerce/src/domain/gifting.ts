import { InputError, RefusedError } from '@kindred/kit';
import { GIFT_NUMBER_MAX, isValidMessage } from '@kindred/rules';
import { multiply, type Cents } from './money';

export interface GiftSendInput {
  giverId: number;
  recipientId: number;
  number: number;
  message: string;
}

/** docs/product.md section 5, gift: a gift picked, message max 50, quantity >= 1; nobody gifts themself. */
export function checkGiftSend(input: GiftSendInput): { number: number; message: string } {
  const errors: Record<string, string> = {};
  if (!Number.isInteger(input.number) || input.number < 1 || input.number > GIFT_NUMBER_MAX) errors.number = 'invalid';
  const message = input.message.trim();
  if (!isValidMessage(message)) errors.message = 'too_long';
  if (Object.keys(errors).length > 0) throw new InputError(errors);
  if (!Number.isInteger(input.recipientId) || input.recipientId <= 0 || input.recipientId === input.giverId) {
    throw new RefusedError('recipient_invalid');
  }
  return { number: input.number, message };
}

export function giftTotal(price: Cents, number: number): Cents {
  return multiply(price, number);
}

/** The notice the recipient reads (docs/product.md section 3, notice: type gift). */
export function giftNoticeContent(giverName: string, number: number, title: string, message: string): string {
  const head = `${giverName} x${number} ${title}`;
  return message ? `${head}: ${message}` : head;
}
