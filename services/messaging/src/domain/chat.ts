import { isCustomerService } from '@kindred/rules';
import { Authority, has, type Sender } from './members';

export const TEXT_MAX = 1000;
export const IMG_MAX = 500;
export const HISTORY_PAGE = 20;

export type MessageType = 'txt' | 'img';

export interface OutgoingMessage {
  contact: number;
  type: string;
  msg: string;
  img: string;
}

/** A message that passed the shape rules: what will be stored. */
export interface CleanMessage {
  recipientId: number;
  type: MessageType;
  content: string;
  img: string;
}

export type ShapeCheck = { ok: true; message: CleanMessage } | { ok: false; reason: string };

/**
 * Shape rules of a chat message (docs/product.md section 5): text non-empty after trim except for gender-0
 * members, bounded length; a picture is the sender's own upload.
 */
export function checkShape(sender: Sender, input: OutgoingMessage): ShapeCheck {
  if (!Number.isSafeInteger(input.contact) || input.contact <= 0) return { ok: false, reason: 'invalid_contact' };
  if (input.contact === sender.user_id) return { ok: false, reason: 'chat_with_self' };
  if (input.type === 'txt') {
    if (typeof input.msg !== 'string') return { ok: false, reason: 'content_empty' };
    if (input.msg.length > TEXT_MAX) return { ok: false, reason: 'content_too_long' };
    // PostgreSQL text cannot hold NUL: refused here, it would fail the whole batch it was stored with.
    if (input.msg.includes('\u0000')) return { ok: false, reason: 'invalid_content' };
    if (input.msg.trim() === '' && sender.sex !== 0) return { ok: false, reason: 'content_empty' };
    return { ok: true, message: { recipientId: input.contact, type: 'txt', content: input.msg, img: '' } };
  }
  if (input.type === 'img') {
    const img = typeof input.img === 'string' ? input.img.trim() : '';
    if (!img || img.length > IMG_MAX || img.includes('\u0000') || !isOwnUpload(sender, img))
      return { ok: false, reason: 'invalid_image' };
    return { ok: true, message: { recipientId: input.contact, type: 'img', content: '', img } };
  }
  return { ok: false, reason: 'invalid_type' };
}

/**
 * A chat picture is one the sender uploaded through /member/index/uploads, which answers
 * `/media/posts/<uploader id>/<random uuid>.<png|jpg|gif>`: never another member's picture, and never
 * a third-party address that a recipient's browser would load (a tracking pixel).
 */
const OWN_UPLOAD =
  /^\/media\/posts\/([1-9]\d{0,18})\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|gif)$/;

function isOwnUpload(sender: Sender, value: string): boolean {
  const match = OWN_UPLOAD.exec(value);
  return match !== null && Number(match[1]) === Number(sender.user_id);
}

/** What the store knows about the pair and the sender's day when the message is decided. */
export interface SendState {
  /** Who sent the first message between the two, or null when they have never chatted. */
  threadStartedBy: number | null;
  /** Allowance messages the sender has used today. */
  usedToday: number;
  dailyAllowance: number;
}

export type SendDecision =
  | { outcome: 'stored'; startsThread: boolean; usesAllowance: boolean }
  | { outcome: 'not_allowed'; reason: string }
  | { outcome: 'upgrade'; reason: string };

/**
 * Whether a member may send this message (docs/architecture.md section 6): customer service is always
 * reachable; starting a chat needs Start_chat_dialog (opt 7); without Send_chat_messages_for_free a
 * member may reply in a chat someone else started, up to the daily allowance (then opt 8); a picture
 * needs vip > 0 except to customer service (opt 8, upgrade).
 */
export function decideSend(sender: Sender, message: CleanMessage, state: SendState): SendDecision {
  const withService = isCustomerService(message.recipientId) || isCustomerService(sender.user_id);
  const startsThread = state.threadStartedBy === null;
  if (withService) return { outcome: 'stored', startsThread, usesAllowance: false };
  if (message.type === 'img' && sender.vip <= 0) return { outcome: 'upgrade', reason: 'image_needs_vip' };
  if (startsThread) {
    if (!has(sender, Authority.startChat)) return { outcome: 'not_allowed', reason: 'start_chat_not_allowed' };
  } else if (!has(sender, Authority.continueChat) && !has(sender, Authority.startChat)) {
    return { outcome: 'not_allowed', reason: 'chat_not_allowed' };
  }
  if (has(sender, Authority.freeMessages)) return { outcome: 'stored', startsThread, usesAllowance: false };
  if (state.usedToday >= state.dailyAllowance) return { outcome: 'upgrade', reason: 'free_messages_used_up' };
  return { outcome: 'stored', startsThread, usesAllowance: true };
}

/**
 * What `decideSend` needs from the store for this message: nothing (customer service, a picture from
 * vip 0, a sender who may start chats and send for free), the thread only, or the thread and the
 * sender's allowance (a sender without Send_chat_messages_for_free).
 */
export function stateNeeded(sender: Sender, message: CleanMessage): 'none' | 'thread' | 'allowance' {
  if (isCustomerService(message.recipientId) || isCustomerService(sender.user_id)) return 'none';
  if (message.type === 'img' && sender.vip <= 0) return 'none';
  if (!has(sender, Authority.freeMessages)) return 'allowance';
  return has(sender, Authority.startChat) ? 'none' : 'thread';
}

/** Start of the allowance day (UTC) as an ISO date. */
export function allowanceDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}
