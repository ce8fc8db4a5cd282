import type { CleanMessage } from '../domain/chat';
import type { Caution } from '../domain/firstMessagePatterns';

/** What the batch needs to decide each message: who started each pair, and each sender's allowance use. */
export interface BatchState {
  threadStartedBy(a: number, b: number): number | null;
  usedToday(userId: number): number;
  /**
   * Chats the sender started and mails that started contact since `startsSince` (`countStartsOf` only).
   */
  startedSince(userId: number): number;
  /** Whether the two have mailed, either way: a chat they start continues a contact (`countStartsOf` only). */
  mailed(a: number, b: number): boolean;
}

export interface AcceptedMessage extends CleanMessage {
  senderId: number;
  /** The sender's own id for the message ('' when the client sent none). */
  ref: string;
  startsThread: boolean;
  usesAllowance: boolean;
  createdAt: number;
  flagged: boolean;
  caution: Caution | null;
}

/**
 * `needsState` false: every decision of the batch is known without the stored threads and allowance
 * (senders who may start chats and send for free, customer service): no transaction, no reads, one
 * statement. Otherwise `lockSenders` (those who may spend allowance) are locked and the state is read.
 */
export interface StoreBatchOptions {
  needsState: boolean;
  lockSenders: number[];
  /** Senders with a first-message allowance (locked too): the chats they started since `startsSince` are counted. */
  countStartsOf?: number[];
  startsSince?: number;
}

/** The state seen when nothing was read: no thread known (a thread row that exists is kept), nothing spent. */
export const EMPTY_STATE: BatchState = {
  threadStartedBy: () => null,
  usedToday: () => 0,
  startedSince: () => 0,
  mailed: () => false,
};
