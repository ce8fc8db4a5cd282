/** Types and helpers of the live connection (socket.ts): frames, options, its address, reconnect delays, contact rows. */
import type { OutboxMessage, OutboxStorage } from './outbox';

export interface ChatContact {
  id: number;
  uid: number;
  username: string;
  avatar: string;
  vip: number;
  is_online: number;
  /** 1 when staff verified the member: the chat header shows the VerifiedBadge. */
  verified?: number;
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
  /** 1: the wording check flagged it and its sender sent it anyway (docs/safety.md). */
  flagged?: number;
  /** A first message with a link, a payment request or contact details: the recipient is warned. */
  caution?: string;
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

/**
 * What asking for a socket ticket answered: the ticket; `retry` (the edge is away: try again later); or
 * `refused` (the session ended or may not chat: do not reconnect).
 */
export type TicketAnswer = { ticket: string } | 'retry' | 'refused';

/** The answer of POST /member/socket/ticket as the socket reads it: -401 and -403 are final, the rest passing. */
export function ticketOf(answer: { status: number; data: unknown }): TicketAnswer {
  const ticket = (answer.data as { ticket?: unknown } | null)?.ticket;
  if (answer.status === 200 && typeof ticket === 'string' && ticket) return { ticket };
  return answer.status === -401 || answer.status === -403 ? 'refused' : 'retry';
}

export function socketUrl(ticket: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/socket?ticket=${encodeURIComponent(ticket)}`;
}

export interface ChatState {
  connected: boolean;
  contacts: ChatContact[];
  /** The member has more chats than `contacts` holds: `moreContacts()` asks for the next page. */
  more: boolean;
  /** Total unread chat messages (the Message tab badge). */
  total: number;
  /** The contact whose chat is on screen, if any. */
  current: number | null;
  /**
   * Messages sent and not yet acknowledged (pending), or refused / unacknowledged in time (failed),
   * oldest first, for every contact (app/outbox.ts). A layout shows them after the conversation.
   */
  outbox: readonly OutboxMessage[];
}

export interface ChatSocketOptions {
  /** Opens a socket; the browser WebSocket by default. */
  open?: (url: string) => SocketLike;
  /** Socket address for a ticket; `ws(s)://<current host>/socket?ticket=` by default. */
  url?: (ticket: string) => string;
  /** Asks the edge for a single-use socket ticket before each connection (a plain value: at once). */
  ticket: () => TicketAnswer | Promise<TicketAnswer>;
  /** Loads a member who writes for the first time (userdetail). */
  loadMember?: (id: number) => Promise<Partial<ChatContact> | null>;
  /** Plays a sound; the generated chimes by default. */
  play?: (name: 'receive' | 'send') => void;
  /** First reconnect delay and the cap, in ms. */
  backoff?: { initial: number; max: number };
  /** A number in [0, 1) that spreads reconnects (Math.random by default). */
  random?: () => number;
  now?: () => number;
  /** Where the outbox is kept between page loads; `localStorage` by default, null for memory only. */
  storage?: OutboxStorage | null;
  /** How long a sent message waits for its acknowledgement before it shows as failed (ms). */
  ackTimeoutMs?: number;
  /** Before a send refused for a passing reason (messaging away) is sent again (ms). */
  resendDelayMs?: number;
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
    verified: toNumber(raw.verified),
    count: toNumber(raw.count),
    content: raw.content ?? '',
    type: raw.type,
    create_time: toNumber(raw.create_time),
    show: raw.show ?? 1,
  };
}

/** Where the next page of chats starts (opt 4), as the server sent it with the last page; null: none. */
export type ContactCursor = { time: number; uid: number } | null;

/**
 * A page of chats (opt 0 the first, opt 4 a further one): its contacts, the open chat's unread already
 * cleared, and the cursor of the page after it.
 */
export function contactPage(body: Record<string, unknown>, current: number | null) {
  const list = Array.isArray(body.list) ? (body.list as ChatContact[]).map(toContact) : [];
  const next = body.more ? (body.next as Record<string, unknown> | null | undefined) : null;
  const cursor: ContactCursor =
    toNumber(next?.time) > 0 && toNumber(next?.uid) > 0
      ? { time: toNumber(next?.time), uid: toNumber(next?.uid) }
      : null;
  // The first page's total counts every chat, not only those of the page (a server without pages: the page's sum).
  const openUnread = list.find((c) => c.uid === current)?.count ?? 0;
  const total =
    typeof body.total === 'number'
      ? Math.max(0, body.total - openUnread)
      : list.reduce((sum, c) => sum + c.count, 0) - openUnread;
  return { contacts: list.map((c) => (c.uid === current ? { ...c, count: 0 } : c)), cursor, total };
}

/** The chats held followed by a further page's, each once (a chat may have moved up meanwhile). */
export function appendContacts(held: ChatContact[], page: ChatContact[]): ChatContact[] {
  const known = new Set(held.map((c) => c.uid));
  return [...held, ...page.filter((c) => !known.has(c.uid))];
}
