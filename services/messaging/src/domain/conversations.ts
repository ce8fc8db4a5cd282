import {
  checkWording,
  InputError,
  normalizeWording,
  NotFoundError,
  WORDING_CHECK,
  type WordingPrompts,
} from '@kindred/kit';
import type { AcceptedMessage, ChatStore, ContactRow, StoredMessage } from '../store/chatStore';
import type { BlockCheck } from './blocks';
import { startKey, type ChatStartCheck, type PairRefusal, type StartRefusal } from './chatStarts';
import {
  allowanceDay,
  checkShape,
  decideSend,
  HISTORY_PAGE,
  stateNeeded,
  type CleanMessage,
  type OutgoingMessage,
} from './chat';
import { isCustomerService } from '@kindred/rules';
import type { Sender } from './members';
import { FIRST_MESSAGE_LIMIT } from './firstMessageAllowance';
import { cautionOf, firstMessagePatterns, type FirstMessagePattern } from './firstMessagePatterns';
import { firstMessageAttempt, type FirstMessageAttempt, type FirstMessageGuard } from './riskCases';

/** Contacts a page of the chat list (the socket's opt 0 / opt 4), and the most a caller may ask for. */
export const CONTACT_PAGE = 50;
export const CONTACT_PAGE_MAX = 500;

export interface SendRequest {
  sender: Sender;
  message: OutgoingMessage;
  /** Matches the result to the request (the stream's reference). */
  ref: string;
  /** The member's own id for the message: stored once per sender ('' or absent: none). */
  messageRef?: string;
  /** A customer-service reply: the staff member who wrote it. */
  staffId?: number;
  /** The sender was asked "Are you sure?" about the wording and sends anyway (docs/safety.md). */
  confirm?: boolean;
}

export type SendResult =
  | { ref: string; outcome: 'stored'; message: StoredMessage; repeated?: boolean }
  | { ref: string; outcome: 'not_allowed' | 'upgrade' | 'invalid' | 'blocked' | 'refused' | 'failed'; reason: string };

/** Chat persistence and its rules: what may be sent, contacts, history, read marks, deletion. */
export class Conversations {
  constructor(
    private readonly store: ChatStore,
    private readonly options: {
      dailyAllowance: number;
      now?: () => number;
      blocks?: BlockCheck;
      /** The recipients' "who may start a chat with me"; absent, everyone the tiers allow may. */
      chatStarts?: ChatStartCheck;
      /**
       * Told the members whose chat list a write changed, once it is committed and before its answer:
       * the chat nodes drop the chat pages they keep for them (services/chat/src/chatPages.ts).
       */
      contactsChanged?: (userIds: number[]) => Promise<void>;
      /** Counts the wording prompts shown and overridden (kindred_wording_prompts_total). */
      wordingPrompts?: WordingPrompts;
      /** The first-message allowance and the risk signals (docs/safety.md); absent, neither applies. */
      firstMessages?: FirstMessageGuard;
    },
  ) {}

  /**
   * Decides and stores a batch of sends in one transaction; results come back in request order.
   * Each decision sees the batch's earlier messages (a thread they start, allowance they use). A send
   * whose (sender, messageRef) is stored already is answered with that message, marked `repeated`.
   */
  async send(batch: SendRequest[]): Promise<SendResult[]> {
    let results: SendResult[];
    try {
      results = await this.sendOnce(batch);
    } catch (err) {
      // Another replica stored one of these refs between the lookup and the insert: now the lookup finds it.
      if (!isRefConflict(err)) throw err;
      results = await this.sendOnce(batch);
    }
    const changed: number[] = [];
    for (const result of results) {
      if (result.outcome === 'stored' && !result.repeated)
        changed.push(result.message.senderId, result.message.recipientId);
    }
    await this.contactsChanged(changed);
    return results;
  }

  private async contactsChanged(userIds: number[]): Promise<void> {
    if (userIds.length && this.options.contactsChanged) await this.options.contactsChanged(userIds);
  }

  private async sendOnce(batch: SendRequest[]): Promise<SendResult[]> {
    const results: SendResult[] = new Array(batch.length);
    const firstOf = new Map<string, number>();
    const repeats: Array<[number, number]> = [];
    const fresh: number[] = [];
    batch.forEach((request, index) => {
      if (!request.messageRef) return void fresh.push(index);
      const key = refKey(request.sender.user_id, request.messageRef);
      const first = firstOf.get(key);
      if (first === undefined) firstOf.set(key, index);
      else repeats.push([index, first]);
    });
    if (firstOf.size) {
      const refs = [...firstOf.values()].map((i) => ({
        senderId: batch[i]!.sender.user_id,
        ref: batch[i]!.messageRef!,
      }));
      for (const { ref, ...message } of await this.store.findByRefs(refs)) {
        const index = firstOf.get(refKey(message.senderId, ref))!;
        results[index] = { ref: batch[index]!.ref, outcome: 'stored', message, repeated: true };
      }
      for (const index of firstOf.values()) if (!results[index]) fresh.push(index);
      fresh.sort((a, b) => a - b);
    }
    if (fresh.length) await this.decideAndStore(batch, fresh, results);
    // The same ref twice in one batch: the second is answered like the first.
    for (const [index, first] of repeats) {
      const answer = results[first]!;
      results[index] = {
        ...answer,
        ref: batch[index]!.ref,
        ...(answer.outcome === 'stored' ? { repeated: true } : {}),
      };
    }
    return results;
  }

  private async decideAndStore(batch: SendRequest[], indexes: number[], results: SendResult[]): Promise<void> {
    const now = (this.options.now ?? Date.now)();
    let shaped: Array<{
      index: number;
      sender: Sender;
      message: CleanMessage;
      wordingFlagged: boolean;
      patterns: FirstMessagePattern[];
    }> = [];
    indexes.forEach((index) => {
      const request = batch[index]!;
      const check = checkShape(request.sender, request.message);
      if (check.ok) {
        const text = check.message.type === 'txt' ? check.message.content : '';
        // One normalizing pass a message serves the wording check and the first-message patterns.
        const normalized = text ? normalizeWording(text) : '';
        shaped.push({
          index,
          sender: request.sender,
          message: check.message,
          wordingFlagged: text !== '' && checkWording(text, normalized).flagged,
          // Customer service is neither warned about nor counted.
          patterns:
            text !== '' && !isCustomerService(request.sender.user_id) && !isCustomerService(check.message.recipientId)
              ? firstMessagePatterns(text, normalized)
              : [],
        });
      } else results[index] = { ref: request.ref, outcome: 'invalid', reason: check.reason };
    });
    if (shaped.length && this.options.blocks) {
      // A blocked pair (either direction) cannot chat; customer service stays reachable.
      const blocked = await this.options.blocks.blockedAmong(
        shaped
          .filter((s) => !isCustomerService(s.sender.user_id) && !isCustomerService(s.message.recipientId))
          .map((s) => [s.sender.user_id, s.message.recipientId]),
      );
      if (blocked.blocked.size || blocked.unknown.size) {
        shaped = shaped.filter(({ index, sender, message }) => {
          const key = pairKey(sender.user_id, message.recipientId);
          // A pair nobody could check is "try again" (the outbox resends), never let through.
          if (blocked.unknown.has(key))
            results[index] = { ref: batch[index]!.ref, outcome: 'failed', reason: 'unavailable' };
          else if (blocked.blocked.has(key))
            results[index] = { ref: batch[index]!.ref, outcome: 'blocked', reason: 'blocked' };
          else return true;
          return false;
        });
      }
    }
    if (shaped.length === 0) return;
    const members = shaped.filter(
      (s) => !isCustomerService(s.sender.user_id) && !isCustomerService(s.message.recipientId),
    );
    const guard = this.options.firstMessages;
    // A recipient gone (erased, suspended, deleting) is refused always; `chat_from` only a new thread.
    // Only senders with a first-message allowance (new accounts, a case) take that allowance's lookups.
    const [refusals, allowances] = await Promise.all([
      this.options.chatStarts
        ? this.options.chatStarts.refusalsAmong(members.map((s) => [s.sender.user_id, s.message.recipientId]))
        : new Map<string, PairRefusal>(),
      guard ? guard.allowances([...new Set(members.map((s) => s.sender.user_id))], now) : null,
    ]);
    const lockSenders: number[] = [];
    // A warning is decided by whether the message starts its chat: the threads are read for it.
    let needsState = refusals.size > 0 || !!allowances?.size || members.some((s) => cautionOf(s.patterns) !== null);
    for (const { sender, message } of shaped) {
      const need = stateNeeded(sender, message);
      if (need !== 'none') needsState = true;
      if (need === 'allowance') lockSenders.push(sender.user_id);
    }
    const acceptedIndex: number[] = [];
    let prompts: Array<'shown' | 'overridden'> = [];
    let attempts: FirstMessageAttempt[] = [];
    const stored = await this.store.storeBatch(
      shaped.map((s) => s.sender.user_id),
      shaped.map((s) => [s.sender.user_id, s.message.recipientId]),
      allowanceDay(now),
      (state) => {
        const startedBy = new Map<string, number>();
        const spent = new Map<number, number>();
        const starts = new Map<number, number>();
        const accepted: AcceptedMessage[] = [];
        prompts = [];
        attempts = [];
        for (const { index, sender, message, wordingFlagged, patterns } of shaped) {
          const me = sender.user_id;
          const key = pairKey(me, message.recipientId);
          const threadStartedBy = state.threadStartedBy(me, message.recipientId) ?? startedBy.get(key) ?? null;
          const refusal = refusals.get(startKey(me, message.recipientId));
          const refused = threadStartedBy === null ? refusal?.newThread : refusal?.underWay;
          if (refused) {
            results[index] = { ref: batch[index]!.ref, ...refusedResult(refused) };
            continue;
          }
          const usedToday = state.usedToday(me) + (spent.get(me) ?? 0);
          const decision = decideSend(sender, message, {
            threadStartedBy,
            usedToday,
            dailyAllowance: this.options.dailyAllowance,
          });
          if (decision.outcome !== 'stored') {
            results[index] = { ref: batch[index]!.ref, outcome: decision.outcome, reason: decision.reason };
            continue;
          }
          const allowance = allowances?.get(me);
          // A chat with someone already mailed continues that contact: not a first message.
          const firstContact = decision.startsThread && !state.mailed(me, message.recipientId);
          if (firstContact && allowance !== undefined && !isCustomerService(message.recipientId)) {
            if (state.startedSince(me) + (starts.get(me) ?? 0) >= allowance) {
              attempts.push(firstMessageAttempt(me, message, patterns, now, true));
              results[index] = { ref: batch[index]!.ref, outcome: 'refused', reason: FIRST_MESSAGE_LIMIT };
              continue;
            }
          }
          // Asked last, once nothing else refuses the send: "Are you sure?" before a flagged text goes out.
          const confirmed = batch[index]!.confirm === true;
          if (wordingFlagged) prompts.push(confirmed ? 'overridden' : 'shown');
          if (wordingFlagged && !confirmed) {
            results[index] = { ref: batch[index]!.ref, outcome: 'refused', reason: WORDING_CHECK };
            continue;
          }
          if (decision.startsThread) startedBy.set(key, me);
          if (firstContact) starts.set(me, (starts.get(me) ?? 0) + 1);
          if (decision.usesAllowance) spent.set(me, (spent.get(me) ?? 0) + 1);
          acceptedIndex.push(index);
          accepted.push({
            recipientId: message.recipientId,
            type: message.type,
            content: message.content,
            img: message.img,
            senderId: me,
            ref: batch[index]!.messageRef ?? '',
            createdAt: now,
            startsThread: decision.startsThread,
            usesAllowance: decision.usesAllowance,
            flagged: wordingFlagged,
            caution: decision.startsThread ? cautionOf(patterns) : null,
          });
        }
        return accepted;
      },
      {
        needsState,
        lockSenders,
        ...(allowances?.size ? { countStartsOf: [...allowances.keys()], startsSince: now - HOUR } : {}),
      },
    );
    for (const outcome of prompts) this.options.wordingPrompts?.('chat', outcome);
    const patternsAt = new Map(members.map((s) => [s.index, s.patterns]));
    stored.forEach((message, i) => {
      const index = acceptedIndex[i]!;
      results[index] = { ref: batch[index]!.ref, outcome: 'stored', message };
      const patterns = patternsAt.get(index);
      if (message.startedContact && patterns)
        attempts.push(firstMessageAttempt(message.senderId, message, patterns, now));
    });
    if (attempts.length) guard?.noteFirstMessages(attempts);
  }

  /**
   * A page of the member's chats, newest first: the first page (no cursor) with the unread total of
   * every chat, a later one after the cursor's contact; `more` when another page follows.
   */
  async contacts(
    userId: number,
    page: { limit?: number; before?: { time: number; partnerId: number } } = {},
  ): Promise<{ contacts: Array<ContactRow & { presenceHidden: boolean }>; total: number; more: boolean }> {
    checkId(userId, 'user_id');
    const limit = page.limit || CONTACT_PAGE;
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > CONTACT_PAGE_MAX)
      throw new InputError({ limit: 'invalid' });
    const before = page.before;
    if (before) {
      if (!Number.isSafeInteger(before.time) || before.time < 0) throw new InputError({ before_time: 'invalid' });
      checkId(before.partnerId, 'before_uid');
    }
    const { rows, unread } = await this.store.listContacts(userId, limit + 1, before);
    const shown = rows.slice(0, limit);
    const hidden = await this.presenceHidden(userId, shown);
    return {
      contacts: shown.map((row) => ({ ...row, presenceHidden: hidden.has(row.partnerId) })),
      total: before ? 0 : unread,
      more: rows.length > limit,
    };
  }

  /**
   * The partners whose presence the member may not learn: a blocked pair either way, or one whose
   * block nobody could check (fail closed: shown offline). Customer service is no blocked pair.
   */
  private async presenceHidden(userId: number, rows: ContactRow[]): Promise<Set<number>> {
    const partners = rows.map((r) => r.partnerId).filter((id) => !isCustomerService(id) && !isCustomerService(userId));
    if (!this.options.blocks || partners.length === 0) return new Set();
    const blocks = this.options.blocks;
    const { blocked, unknown } = blocks.blockedWith
      ? await blocks.blockedWith(userId, partners)
      : await blocks.blockedAmong(partners.map((id) => [userId, id]));
    return new Set(partners.filter((id) => blocked.has(pairKey(userId, id)) || unknown.has(pairKey(userId, id))));
  }

  /** A page of older messages, oldest first, and whether an older page exists. */
  async history(userId: number, contact: number, before: { mid: number; createTime: number }) {
    checkId(userId, 'user_id');
    checkId(contact, 'contact');
    if (!Number.isSafeInteger(before.mid) || before.mid < 0) throw new InputError({ before_mid: 'invalid' });
    if (!Number.isSafeInteger(before.createTime) || before.createTime < 0)
      throw new InputError({ create_time: 'invalid' });
    // The message id is the exact cursor; the second of create_time only when the client has no id.
    const cursor = before.mid > 0 ? { mid: before.mid, createdAt: 0 } : { mid: 0, createdAt: before.createTime * 1000 };
    const rows = await this.store.listHistory(userId, contact, cursor, HISTORY_PAGE + 1);
    const more = rows.length > HISTORY_PAGE;
    return { messages: rows.slice(0, HISTORY_PAGE).reverse(), more };
  }

  /** A message the member received, as the evidence of a report they file about its sender. */
  async received(userId: number, mid: number) {
    checkId(userId, 'user_id');
    checkId(mid, 'id');
    const message = await this.store.findReceived(userId, mid);
    if (!message) throw new NotFoundError('message_not_found');
    return message;
  }

  async markRead(userId: number, contact: number): Promise<void> {
    checkId(userId, 'user_id');
    checkId(contact, 'contact');
    await this.store.markRead(userId, contact);
    await this.contactsChanged([userId]);
  }

  async deleteChat(userId: number, contact: number): Promise<void> {
    checkId(userId, 'user_id');
    checkId(contact, 'contact');
    if (!(await this.store.deleteChat(userId, contact))) throw new NotFoundError('chat_not_found');
    await this.contactsChanged([userId]);
  }
}

const refKey = (senderId: number, ref: string) => `${senderId}:${ref}`;
const HOUR = 3_600_000;

/** How a send refused by the visibility policy is answered: "try again" when a fact was not known. */
function refusedResult(refusal: StartRefusal): { outcome: 'refused' | 'failed'; reason: string } {
  return refusal === 'unavailable' ? { outcome: 'failed', reason: refusal } : { outcome: 'refused', reason: refusal };
}

/** A unique violation of (sender, ref): the store's driver error, told by the index's name. */
function isRefConflict(err: unknown): boolean {
  const e = err as { name?: string; parent?: { constraint?: string }; original?: { constraint?: string } };
  const constraint = e?.parent?.constraint ?? e?.original?.constraint;
  return constraint === 'messages_sender_ref';
}

/** The unordered pair's key: `low:high`. */
export const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

function checkId(value: number, field: string): void {
  if (!Number.isSafeInteger(value) || value <= 0) throw new InputError({ [field]: 'invalid' });
}
