import {
  decideWording,
  NotAllowedError,
  NotFoundError,
  RateLimitedError,
  RefusedError,
  WORDING_CHECK,
  type WordingPrompts,
} from '@kindred/kit';
import { isCustomerService, type ReachRefusal } from '@kindred/rules';
import type { MailRow, MailStore } from '../store/mailStore';
import { checkMayMail, checkMayRead, cleanMailContent, mayRead } from './mail';
import type { Sender } from './members';
import { FIRST_MESSAGE_LIMIT } from './firstMessageAllowance';
import { cautionOf, firstMessagePatterns } from './firstMessagePatterns';
import { firstMessageAttempt, type FirstMessageGuard } from './riskCases';

const HOUR = 3_600_000;

/** Mails a page by default (the spec's clients read the first page); callers may ask up to the max. */
export const MAIL_PAGE = 50;
export const MAIL_PAGE_MAX = 100;

export interface MailView extends MailRow {
  locked: boolean;
}

/** Mail between members (docs/product.md sections 5 and 7; docs/architecture.md section 6). */
export class Mailbox {
  constructor(
    private readonly store: MailStore,
    private readonly now: () => number = Date.now,
    /**
     * The visibility policy's reach rules (domain/reach.ts): no mail between a blocked pair, to a member
     * gone or deleting, or starting a conversation with one who chose `chat_from` against it.
     */
    private readonly reach?: { refusal(senderId: number, recipientId: number): Promise<ReachRefusal | null> },
    /** Tells the edges whose mailbox changed (they keep its first page), before the change answers. */
    private readonly mailboxChanged: (readerIds: number[]) => Promise<void> = async () => undefined,
    /** Counts the wording prompts shown and overridden (kindred_wording_prompts_total). */
    private readonly wordingPrompts?: WordingPrompts,
    /**
     * The first-message allowance and risk signals the chat has (docs/safety.md): a mail that starts
     * contact counts toward the sender's allowance of the hour, and is noted as a first message.
     */
    private readonly firstMessages?: FirstMessageGuard,
  ) {}

  /**
   * A send with an idempotency key the sender used before answers that mail, unchanged. A flagged
   * text is refused (WORDING_CHECK: "Are you sure?") unless the sender `confirm`s it.
   */
  async send(
    sender: Sender,
    recipientId: number,
    content: string,
    idempotencyKey = '',
    confirm = false,
  ): Promise<MailRow> {
    if (idempotencyKey) {
      const earlier = await this.store.findByKey(sender.user_id, idempotencyKey);
      if (earlier) return earlier;
    }
    const text = cleanMailContent(content);
    checkMayMail(sender, recipientId);
    const refusal = await this.reach?.refusal(sender.user_id, recipientId);
    if (refusal === 'blocked') throw new NotAllowedError('blocked');
    if (refusal === 'user_not_found') throw new NotFoundError('user_not_found');
    if (refusal) throw new RefusedError(refusal);
    const wording = decideWording(text, confirm, 'mail', this.wordingPrompts);
    if (wording.ask) throw new RefusedError(WORDING_CHECK);
    const now = this.now();
    // Customer service is neither warned about nor counted (as in chat).
    const counted = !isCustomerService(sender.user_id) && !isCustomerService(recipientId);
    const patterns = counted ? firstMessagePatterns(text) : [];
    const sent = await this.store.insert(
      {
        senderId: sender.user_id,
        senderName: sender.username ?? '',
        recipientId,
        content: text,
        createdAt: now,
        idempotencyKey,
        flagged: wording.flagged,
        caution: cautionOf(patterns),
      },
      counted ? await this.allowanceOf(sender.user_id, now) : undefined,
    );
    if (sent.startsContact && counted && this.firstMessages) {
      const mail = { recipientId, type: 'txt', content: text };
      this.firstMessages.noteFirstMessages([firstMessageAttempt(sender.user_id, mail, patterns, now, !sent.row)]);
    }
    if (!sent.row) throw new RateLimitedError(FIRST_MESSAGE_LIMIT);
    await this.mailboxChanged([recipientId]);
    return sent.row;
  }

  /** The sender's first-message allowance, when they have one (new accounts, a risk case). */
  private async allowanceOf(senderId: number, now: number) {
    if (!this.firstMessages) return undefined;
    const perHour = (await this.firstMessages.allowances([senderId], now)).get(senderId);
    return perHour === undefined ? undefined : { perHour, since: now - HOUR };
  }

  /**
   * A page of the reader's mail, newest first (keyset: older than `beforeId`), with the unread count of
   * the whole mailbox; mail the reader may not read keeps its text back.
   */
  async list(reader: Sender, beforeId = 0, limit = 0): Promise<{ mails: MailView[]; unread: number }> {
    const size = limit > 0 ? Math.min(limit, MAIL_PAGE_MAX) : MAIL_PAGE;
    const { rows, unread } = await this.store.listFor(reader.user_id, size, Math.max(0, beforeId));
    const mails = rows.map((row) => {
      const locked = !mayRead(reader, row.senderId);
      return { ...row, content: locked ? '' : row.content, locked };
    });
    return { mails, unread };
  }

  /** A mail the reader received and may read, as the evidence of a report they file about its sender. */
  async received(reader: Sender, id: number): Promise<MailRow> {
    const mail = Number.isSafeInteger(id) && id > 0 ? await this.store.find(id) : null;
    if (!mail || mail.recipientId !== reader.user_id || !mayRead(reader, mail.senderId))
      throw new NotFoundError('message_not_found');
    return mail;
  }

  async markRead(reader: Sender, id: number): Promise<void> {
    const mail = Number.isSafeInteger(id) && id > 0 ? await this.store.find(id) : null;
    if (!mail || mail.recipientId !== reader.user_id) throw new NotFoundError('mail_not_found');
    checkMayRead(reader, mail.senderId);
    await this.store.markRead(id);
    await this.mailboxChanged([reader.user_id]);
  }
}
