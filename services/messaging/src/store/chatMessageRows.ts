import type { MessageType } from '../domain/chat';
import type { Caution } from '../domain/firstMessagePatterns';

/** A member's chat list row: the partner, the unread count and the last message. */
export interface ContactRow {
  partnerId: number;
  unread: number;
  lastType: string;
  lastContent: string;
  lastTime: number;
}

export interface StoredMessage {
  mid: number;
  type: MessageType;
  content: string;
  img: string;
  senderId: number;
  recipientId: number;
  createdAt: number;
  /** The wording check flagged the text and the sender confirmed it (docs/safety.md). */
  flagged: boolean;
  /** A first message with a link, a payment request or contact details: the recipient is warned. */
  caution: Caution | null;
  /** This message started contact: its pair's chat, and they had not mailed (only on a message just stored). */
  startedContact?: boolean;
}

/** The columns of a message row as the readers select them. */
export const MESSAGE_COLUMNS = 'id, type, content, img, sender_id, recipient_id, created_at, flagged, caution';

export interface MessageRowDb {
  id: string;
  type: MessageType;
  content: string;
  img: string;
  sender_id: string;
  recipient_id: string;
  created_at: string;
  flagged: boolean;
  caution: string | null;
}

export const toMessage = (row: MessageRowDb): StoredMessage => ({
  mid: Number(row.id),
  type: row.type,
  content: row.content,
  img: row.img,
  senderId: Number(row.sender_id),
  recipientId: Number(row.recipient_id),
  createdAt: Number(row.created_at),
  flagged: row.flagged === true,
  caution: (row.caution as Caution | null) ?? null,
});
