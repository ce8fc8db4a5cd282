/** Types and helpers of the live connection (socket.ts): frames, its address, reconnect delays, contact rows. */

export interface ChatContact {
  id: number;
  uid: number;
  username: string;
  avatar: string;
  vip: number;
  is_online: number;
  /** Unread messages from this contact. */
  count: number;
  /** Last message text (the image address for pictures). */
  content: string;
  type?: string;
  /** Seconds. */
  create_time: number;
  show?: number;
}

export interface ChatMessage {
  mid: number;
  type: 'txt' | 'img' | string;
  content: string;
  img: string;
  sender_id: number;
  reciver_id: number;
  ndate?: string;
  create_time: number;
  ref?: string;
}

export type ChatEvent =
  | { type: 'message'; contact: number; message: ChatMessage; incoming: boolean; viewing: boolean }
  | { type: 'history'; contact: number; list: ChatMessage[]; more: boolean }
  | { type: 'removed'; contact: number }
  | { type: 'notAllowed'; msg: string; contact: number | null; ref?: string }
  | { type: 'upgrade'; msg: string; contact: number | null; ref?: string }
  /** `ref`: the outbox message the server refused (it now shows as failed). */
  | { type: 'error'; opt: number | null; msg: string; ref?: string }
  /** The server closed with 4403: the account was suspended and its sessions revoked. */
  | { type: 'suspended' };

/** The part of the browser WebSocket this client uses (tests pass a fake). */
export interface SocketLike {
  readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export function socketUrl(token: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/socket?token=${encodeURIComponent(token)}`;
}

/**
 * Delay before reconnect attempt `attempt` (0-based): initial * 2^attempt, capped, then jittered into
 * its upper half, so that members dropped together (a chat node draining) do not return together.
 */
export function backoffDelay(
  attempt: number,
  initial: number,
  max: number,
  random: () => number = Math.random,
): number {
  const capped = Math.min(max, initial * 2 ** attempt);
  return capped / 2 + (random() * capped) / 2;
}

export const toNumber = (value: unknown): number => Number(value) || 0;

export function toContact(raw: Partial<ChatContact> & { uid?: number | string; id?: number | string }): ChatContact {
  const uid = toNumber(raw.uid ?? raw.id);
  return {
    id: uid,
    uid,
    username: raw.username ?? '',
    avatar: raw.avatar ?? '',
    vip: toNumber(raw.vip),
    is_online: toNumber(raw.is_online),
    count: toNumber(raw.count),
    content: raw.content ?? '',
    type: raw.type,
    create_time: toNumber(raw.create_time),
    show: raw.show ?? 1,
  };
}
