import { UniqueConstraintError } from 'sequelize';
import { centsOfNumeric, formatCents } from '../domain/money';
import type { LedgerPosting } from '../domain/wallet';
import type { Gift, GiftCategory, GiftSend, NewGiftSend } from './commerceStore';
import { CommerceLedgerTables } from './commerceLedgerTables';

interface GiftRow {
  id: string;
  category_id: string;
  path: string;
  art: string;
  picture_stored: boolean;
  price: string;
  titlee: string;
  titlec: string;
  titlef: string;
  infoe: string;
  infoc: string;
  infof: string;
}

interface GiftSendRow {
  id: string;
  giver_id: string;
  giver_name: string;
  recipient_id: string;
  gift_id: string;
  number: number;
  message: string;
  total: string;
  idempotency_key: string;
  created_at: Date;
  gift_path: string;
  gift_title: string;
}

const toGift = (row: GiftRow): Gift => ({
  id: Number(row.id),
  categoryId: Number(row.category_id),
  path: row.path,
  art: row.art,
  pictureStored: row.picture_stored,
  price: centsOfNumeric(row.price),
  titles: [row.titlee, row.titlec, row.titlef],
  texts: [row.infoe, row.infoc, row.infof],
});

const toGiftSend = (row: GiftSendRow): GiftSend => ({
  id: Number(row.id),
  giverId: Number(row.giver_id),
  giverName: row.giver_name,
  recipientId: Number(row.recipient_id),
  giftId: Number(row.gift_id),
  number: row.number,
  message: row.message,
  total: centsOfNumeric(row.total),
  idempotencyKey: row.idempotency_key,
  createdAt: row.created_at,
  giftPath: row.gift_path,
  giftTitle: row.gift_title,
});

const SEND_COLUMNS = `s.*, g.path AS gift_path, g.titlee AS gift_title`;

/** The gift catalogue and gift sends (a send debits the giver's wallet in the same statement). */
export class CommerceGiftTables extends CommerceLedgerTables {
  /** The members' catalogue may come from a read replica; staff read theirs from the primary. */
  async catalogue(): Promise<GiftCategory[]> {
    const categories = await this.replicaRows<{ id: string; classifye: string; classifyc: string; classifyf: string }>(
      null,
      `SELECT id, classifye, classifyc, classifyf FROM ${this.t('gift_categories')} ORDER BY sort, id`,
    );
    const gifts = (
      await this.replicaRows<GiftRow>(null, `SELECT * FROM ${this.t('gifts')} WHERE active ORDER BY sort, id`)
    ).map(toGift);
    return categories.map((c) => ({
      id: Number(c.id),
      names: [c.classifye, c.classifyc, c.classifyf],
      gifts: gifts.filter((g) => g.categoryId === Number(c.id)),
    }));
  }

  async gift(id: number): Promise<Gift | null> {
    const row = await this.first<GiftRow>(`SELECT * FROM ${this.t('gifts')} WHERE id = :id AND active`, { id });
    return row ? toGift(row) : null;
  }

  async giveGift(send: NewGiftSend) {
    try {
      return await this.giveGiftOnce(send);
    } catch (err) {
      // The same key sent twice at once: the waiting transaction's locked read could not see the other's
      // entry (read committed), so its insert hit the key. Again, it sees the entry and replays it.
      if (!(err instanceof UniqueConstraintError)) throw err;
      return this.giveGiftOnce(send);
    }
  }

  private async giveGiftOnce(send: NewGiftSend) {
    const posted = await this.db.transaction(async (transaction) => {
      const posting: LedgerPosting = {
        userId: send.giverId,
        delta: -send.total,
        reason: 'gift',
        refType: 'gift_send',
        refId: send.idempotencyKey,
        idempotencyKey: `gift:${send.idempotencyKey}`,
      };
      const wallet = await this.lockWallet(send.giverId, posting.idempotencyKey, false, transaction);
      const replayed = this.checkKnown(posting, wallet.known);
      let balance = wallet.balance;
      if (!replayed) {
        balance = this.nextBalance(posting, wallet.balance, transaction);
        // Entry, balance and the send in one statement: the lock is held for one round trip.
        await this.db.query(
          `WITH ${this.ledgerCte('')}
           INSERT INTO ${this.t('gift_sends')} (giver_id, giver_name, recipient_id, gift_id, number, message, total, idempotency_key)
           SELECT :giverId, :giverName, :recipientId, :giftId, :number, :message, :total, :sendKey FROM wallet`,
          {
            replacements: {
              ...this.ledgerReplacements(posting, balance),
              giverId: send.giverId,
              giverName: send.giverName,
              recipientId: send.recipientId,
              giftId: send.giftId,
              number: send.number,
              message: send.message,
              total: formatCents(send.total),
              sendKey: send.idempotencyKey,
            },
            transaction,
          },
        );
        // The edges keep each member's received gifts beside their balance: announced on the same channel.
        transaction.afterCommit(() => this.walletMoved?.(send.recipientId));
      }
      return { balance, replayed };
    });
    const row = await this.first<GiftSendRow>(
      `SELECT ${SEND_COLUMNS} FROM ${this.t('gift_sends')} s JOIN ${this.t('gifts')} g ON g.id = s.gift_id
       WHERE s.idempotency_key = :key`,
      { key: send.idempotencyKey },
    );
    return { send: toGiftSend(row!), ...posted };
  }

  async markGiftNotified(id: number): Promise<void> {
    await this.db.query(`UPDATE ${this.t('gift_sends')} SET notified_at = now() WHERE id = :id`, {
      replacements: { id },
    });
  }

  async unnotifiedGiftSends(limit: number): Promise<GiftSend[]> {
    const rows = await this.rows<GiftSendRow>(
      `SELECT ${SEND_COLUMNS} FROM ${this.t('gift_sends')} s JOIN ${this.t('gifts')} g ON g.id = s.gift_id
       WHERE s.notified_at IS NULL ORDER BY s.id LIMIT :limit`,
      { limit },
    );
    return rows.map(toGiftSend);
  }

  async receivedGifts(recipientId: number, limit: number): Promise<GiftSend[]> {
    const rows = await this.replicaRows<GiftSendRow>(
      recipientId,
      `SELECT ${SEND_COLUMNS} FROM ${this.t('gift_sends')} s JOIN ${this.t('gifts')} g ON g.id = s.gift_id
       WHERE s.recipient_id = :recipientId ORDER BY s.id DESC LIMIT :limit`,
      { recipientId, limit },
    );
    return rows.map(toGiftSend);
  }

  async giftsWithoutStoredPicture(): Promise<Gift[]> {
    return (await this.rows<GiftRow>(`SELECT * FROM ${this.t('gifts')} WHERE NOT picture_stored ORDER BY id`)).map(
      toGift,
    );
  }

  async setGiftPicture(id: number, path: string): Promise<void> {
    await this.db.query(`UPDATE ${this.t('gifts')} SET path = :path, picture_stored = true WHERE id = :id`, {
      replacements: { id, path },
    });
  }
}
