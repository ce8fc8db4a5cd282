/**
 * The gift calls (docs/product.md sections 3, 7 and 8): the catalogue by category, the gifts received, and
 * gift giving with its answers (-1/-2 user does not exist, -400 insufficient_balance).
 */
import { isOk, post } from '../../app/api';
import type { GiftCategory, GiftItem } from '../../app/ui';

interface ServerGift {
  id: number | string;
  classify?: number | string;
  path: string;
  money: number | string;
  titlee: string;
  titlec: string;
  titlef: string;
}

interface ServerCategory {
  id: number | string;
  classifye: string;
  classifyc: string;
  classifyf: string;
  gift?: ServerGift[];
  gifts?: ServerGift[];
}

export interface ReceivedGift {
  cid: number;
  gid: number;
  path: string;
  givername: string;
  number: number;
  message: string;
  create_time: number;
}

const toGift = (gift: ServerGift): GiftItem => ({
  id: Number(gift.id),
  path: gift.path,
  money: Number(gift.money) || 0,
  titlee: gift.titlee ?? '',
  titlec: gift.titlec ?? '',
  titlef: gift.titlef ?? '',
});

/** /member/shop/gift as the picker wants it; null when the call failed. */
export async function loadCatalogue(): Promise<GiftCategory[] | null> {
  const answer = await post<ServerCategory[]>('/member/shop/gift');
  if (!isOk(answer) || !Array.isArray(answer.data)) return null;
  return answer.data.map((category) => ({
    id: Number(category.id),
    classifye: category.classifye,
    classifyc: category.classifyc,
    classifyf: category.classifyf,
    gifts: (category.gift ?? category.gifts ?? []).map(toGift),
  }));
}

/** /member/shop/received_gift; null when the call failed. */
export async function loadReceived(): Promise<ReceivedGift[] | null> {
  const answer = await post<ReceivedGift[]>('/member/shop/received_gift');
  if (!isOk(answer) || !Array.isArray(answer.data)) return null;
  return answer.data.map((gift) => ({
    cid: Number(gift.cid),
    gid: Number(gift.gid),
    path: gift.path,
    givername: gift.givername,
    number: Number(gift.number) || 1,
    message: gift.message ?? '',
    create_time: Number(gift.create_time) || 0,
  }));
}

export type GiftOutcome =
  | { ok: true; amount: string | null }
  | { ok: false; reason: 'user_not_found' | 'insufficient_balance' | 'failed'; msg: string }
  /** "Are you sure?" (-428): the wording check flagged the message; sending again with `confirm` sends it. */
  | { ok: false; reason: 'wording_check'; msg: string };

/** The envelope status of "Are you sure?" (services/edge/src/envelope.ts). */
const CONFIRM_REQUIRED = -428;

/**
 * /member/gift/gift_giving: username, message (max 50), number, giftid. A retry of the same attempt
 * passes the same `idempotencyKey` (app/attempt.ts): the gift is given and charged once.
 */
export async function giveGift(input: {
  username: string;
  giftId: number;
  number: number;
  message: string;
  idempotencyKey?: string;
  /** The giver answered "Are you sure?" about the message and sends it anyway. */
  confirm?: boolean;
}): Promise<GiftOutcome> {
  const answer = await post<{ amount?: string }>('/member/gift/gift_giving', {
    username: input.username,
    message: input.message,
    number: input.number,
    giftid: input.giftId,
    idempotency_key: input.idempotencyKey,
    confirm: input.confirm ? 1 : undefined,
  });
  if (isOk(answer)) return { ok: true, amount: answer.data?.amount ?? null };
  if (answer.status === CONFIRM_REQUIRED) return { ok: false, reason: 'wording_check', msg: answer.msg };
  // -2 also refuses a new conversation the member does not accept: said as the server says it.
  if (answer.msg === 'error.chat_closed' || answer.msg === 'error.blocked')
    return { ok: false, reason: 'failed', msg: answer.msg };
  if (answer.status === -1 || answer.status === -2) return { ok: false, reason: 'user_not_found', msg: answer.msg };
  if (answer.msg === 'error.insufficient_balance')
    return { ok: false, reason: 'insufficient_balance', msg: answer.msg };
  return { ok: false, reason: 'failed', msg: answer.msg };
}

/** A catalogue gift by id, for titles of received gifts. */
export function findGift(categories: GiftCategory[], id: number): GiftItem | undefined {
  for (const category of categories) {
    const gift = category.gifts.find((g) => g.id === id);
    if (gift) return gift;
  }
  return undefined;
}
