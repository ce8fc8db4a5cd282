/** Text and quantity limits of docs/product.md sections 5 and 9, in characters (code points). */
import { characterCount } from './account';

/** A mail, and the message that goes with a gift: 1 to 50 characters. */
export const MESSAGE_MAX = 50;
/** A newsfeed post's text. */
export const POST_MAX = 500;
/** Quantity of one gift send: the spec's screens send 1; a bulk send stays reasonable. */
export const GIFT_NUMBER_MAX = 99;

export function isValidMessage(message: string): boolean {
  return characterCount(message) <= MESSAGE_MAX;
}
