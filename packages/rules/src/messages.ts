/** docs/product.md section 5: a mail, and the message that goes with a gift, hold 1 to 50 characters. */
import { characterCount } from './text';

export const MESSAGE_MAX = 50;
/** Quantity of one gift send: the spec's screens send 1; a bulk send stays reasonable. */
export const GIFT_NUMBER_MAX = 99;

export function isValidMessage(message: string): boolean {
  return characterCount(message) <= MESSAGE_MAX;
}
