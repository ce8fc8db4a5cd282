import { randomUUID } from 'node:crypto';
import {
  decideWording,
  NotFoundError,
  RefusedError,
  WORDING_CHECK,
  type Logger,
  type NotifyPublisher,
  type WordingPrompts,
} from '@kindred/kit';
import type { CommerceStore, GiftCategory, GiftSend } from '../store/commerceStore';
import { checkGiftSend, giftNoticeContent, giftTotal } from './gifting';
import type { Cents } from './money';
import type { MemberDirectory } from './ports';
import { checkIdempotencyKey } from './wallet';

export interface GiveGiftCommand {
  giverId: number;
  giverName: string;
  recipientId: number;
  giftId: number;
  number: number;
  message: string;
  idempotencyKey?: string;
  /** The giver was asked "Are you sure?" about the message's wording and sends anyway (docs/safety.md). */
  confirm?: boolean;
}

/** The gift catalogue and gift giving: debit, record and notify. */
export class GiftShop {
  constructor(
    private readonly store: CommerceStore,
    private readonly members: MemberDirectory,
    private readonly logger: Logger,
    /** Tells the notifier (docs/notifications.md) once the recipient's notice exists. */
    private readonly publish?: NotifyPublisher,
    /** Counts the wording prompts shown and overridden (kindred_wording_prompts_total). */
    private readonly wordingPrompts?: WordingPrompts,
  ) {}

  catalogue(): Promise<GiftCategory[]> {
    return this.store.catalogue();
  }

  async gift(id: number) {
    const gift = id > 0 ? await this.store.gift(id) : null;
    if (!gift) throw new NotFoundError('gift_not_found');
    return gift;
  }

  received(recipientId: number): Promise<GiftSend[]> {
    return this.store.receivedGifts(recipientId, 200);
  }

  /**
   * Debits the giver and records the send in one transaction (the balance never goes below
   * zero), then leaves the recipient a notice. A notice that cannot be created now is retried by
   * `notifyPending`, so a send is never lost nor charged twice.
   */
  async give(command: GiveGiftCommand): Promise<{ send: GiftSend; balance: Cents }> {
    const { number, message } = checkGiftSend(command);
    // Before anything is charged: a flagged message asks the giver first.
    if (decideWording(message, command.confirm === true, 'gift', this.wordingPrompts).ask)
      throw new RefusedError(WORDING_CHECK);
    const key = command.idempotencyKey ? checkIdempotencyKey(command.idempotencyKey) : randomUUID();
    const gift = await this.gift(command.giftId);
    const { send, balance } = await this.store.giveGift({
      giverId: command.giverId,
      giverName: command.giverName,
      recipientId: command.recipientId,
      giftId: gift.id,
      number,
      message,
      total: giftTotal(gift.price, number),
      idempotencyKey: `${command.giverId}:${key}`,
    });
    await this.notify(send);
    return { send, balance };
  }

  private async notify(send: GiftSend): Promise<boolean> {
    try {
      await this.members.createGiftNotice(
        send.recipientId,
        send.giftPath,
        giftNoticeContent(send.giverName, send.number, send.giftTitle, send.message),
        `gift:${send.id}`,
        send.giverId,
      );
      await this.store.markGiftNotified(send.id);
      this.publish?.([
        {
          topic: 'gift_received',
          to: send.recipientId,
          from: send.giverId,
          preview: send.giftTitle,
          item: 0,
          thread: `gift:${send.id}`,
          at: Date.now(),
        },
      ]);
      return true;
    } catch (err) {
      this.logger.warn({ err, giftSend: send.id }, 'gift notice deferred');
      return false;
    }
  }

  /** Retries the notices that could not be created at send time. */
  async notifyPending(): Promise<number> {
    let done = 0;
    for (const send of await this.store.unnotifiedGiftSends(100)) if (await this.notify(send)) done += 1;
    return done;
  }
}
