import type { Cents } from '../domain/money';
import type { OrderState } from '../domain/orders';
import type { LedgerPosting } from '../domain/wallet';

export interface Gift {
  id: number;
  categoryId: number;
  path: string;
  art: string;
  pictureStored: boolean;
  price: Cents;
  titles: [string, string, string];
  texts: [string, string, string];
}

export interface GiftCategory {
  id: number;
  names: [string, string, string];
  gifts: Gift[];
}

export interface NewGiftSend {
  giverId: number;
  giverName: string;
  recipientId: number;
  giftId: number;
  number: number;
  message: string;
  total: Cents;
  idempotencyKey: string;
}

export interface GiftSend extends NewGiftSend {
  id: number;
  giftPath: string;
  giftTitle: string;
  createdAt: Date;
}

export interface RechargePackageRow {
  id: number;
  price: Cents;
}

export interface UpgradeTierRow {
  tier: 1 | 2;
  basePrice: Cents;
  packages: Array<{ id: number; tier: 1 | 2; months: number; price: Cents }>;
}

export interface NewOrder {
  orderNo: string;
  guid: string;
  userId: number;
  gainerId: number;
  orderType: 1 | 2;
  packageId: number;
  tier: number;
  months: number;
  amount: Cents;
  currency: string;
  payType: number;
  provider: string;
  cardBrand: string;
  cardLast4: string;
}

export interface OrderRecord extends NewOrder {
  id: number;
  state: OrderState;
  providerRef: string;
  answerType: string;
  answerContent: string;
  failureReason: string;
  createdAt: Date;
  paidAt: Date | null;
  fulfilledAt: Date | null;
}

/** A provider's notification after its signature was checked. */
export interface VerifiedNotification {
  provider: string;
  eventId: string;
  type: 'payment.succeeded' | 'payment.failed';
  orderNo: string;
  reference: string;
  amount: Cents;
  currency: string;
}

export interface NotificationOutcome {
  order: OrderRecord;
  changed: boolean;
}

/** Commerce's data: wallets and the ledger, gifts, packages, payment sessions and orders. */
export interface CommerceStore {
  balance(userId: number): Promise<Cents>;
  /** Posts to the ledger and moves the balance in one transaction; a known key posts nothing. */
  post(posting: LedgerPosting): Promise<{ balance: Cents; replayed: boolean }>;
  ledgerSum(userId: number): Promise<Cents>;

  catalogue(): Promise<GiftCategory[]>;
  gift(id: number): Promise<Gift | null>;
  /** Debits the giver and records the send, atomically; a known key records nothing new. */
  giveGift(send: NewGiftSend): Promise<{ send: GiftSend; balance: Cents; replayed: boolean }>;
  markGiftNotified(id: number): Promise<void>;
  unnotifiedGiftSends(limit: number): Promise<GiftSend[]>;
  receivedGifts(recipientId: number, limit: number): Promise<GiftSend[]>;
  giftsWithoutStoredPicture(): Promise<Gift[]>;
  setGiftPicture(id: number, path: string): Promise<void>;

  rechargePackages(): Promise<RechargePackageRow[]>;
  upgradeTiers(): Promise<UpgradeTierRow[]>;

  createPaymentSession(guid: string, userId: number, expiresAt: Date): Promise<void>;
  paymentSession(guid: string): Promise<{ guid: string; userId: number; expiresAt: Date } | null>;

  /** Null when the guid already has an order. */
  createOrder(order: NewOrder): Promise<OrderRecord | null>;
  orderByGuid(guid: string): Promise<OrderRecord | null>;
  orderByNo(orderNo: string): Promise<OrderRecord | null>;
  markOrderPending(
    orderNo: string,
    providerRef: string,
    answerType: string,
    answerContent: string,
  ): Promise<OrderRecord>;
  failOrder(orderNo: string, reason: string, providerRef?: string): Promise<OrderRecord>;
  /** Debits the payer and marks the order paid, atomically (pay_type 0). */
  payOrderFromBalance(orderNo: string): Promise<OrderRecord>;
  /** Records the notification once and moves the order; recharges are credited in the same transaction. */
  applyNotification(notification: VerifiedNotification): Promise<NotificationOutcome>;
  markFulfilled(orderNo: string): Promise<void>;
  unfulfilledOrders(limit: number): Promise<OrderRecord[]>;
  expireOpenOrders(createdBefore: Date): Promise<number>;
}
