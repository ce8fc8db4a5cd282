import type { Cents } from '../domain/money';

/** What the staff console reads and writes in commerce (docs/staff-api.md). */
export interface LedgerLine {
  id: number;
  delta: Cents;
  balanceAfter: Cents;
  reason: string;
  refType: string;
  refId: string;
  idempotencyKey: string;
  createdAt: Date;
  note: string;
  staffId: number;
}

export interface StaffOrderRow {
  id: number;
  orderNo: string;
  userId: number;
  orderType: number;
  payType: number;
  state: string;
  amount: Cents;
  tier: number;
  months: number;
  packageId: number;
  provider: string;
  providerRef: string;
  createdAt: Date;
  paidAt: Date | null;
  refundReason: string;
  refundedAt: Date | null;
}

export interface OrderFilter {
  userId?: number;
  state?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

export interface CatalogueGift {
  id: number;
  categoryId: number;
  titles: string[];
  texts: string[];
  price: Cents;
  path: string;
  sort: number;
  active: boolean;
}

export interface CatalogueCategory {
  id: number;
  names: string[];
  sort: number;
  gifts: CatalogueGift[];
}

export interface RechargePackageRecord {
  id: number;
  price: Cents;
  sort: number;
  active: boolean;
}

export interface UpgradePackageRecord {
  id: number;
  tier: number;
  months: number;
  price: Cents;
  sort: number;
  active: boolean;
}

export interface CommerceStaffStore {
  ledger(userId: number, limit: number): Promise<LedgerLine[]>;
  ledgerLine(idempotencyKey: string): Promise<LedgerLine | null>;
  recordLedgerNote(idempotencyKey: string, staffId: number, note: string): Promise<void>;

  orders(filter: OrderFilter): Promise<{ orders: StaffOrderRow[]; total: number }>;
  order(orderNo: string): Promise<StaffOrderRow | null>;
  /** paid -> refunded; null when the order was not paid (any more). */
  markRefunded(orderNo: string, reason: string, reference: string): Promise<StaffOrderRow | null>;

  catalogue(): Promise<CatalogueCategory[]>;
  saveCategory(category: Omit<CatalogueCategory, 'gifts'>): Promise<CatalogueCategory | null>;
  saveGift(gift: CatalogueGift): Promise<CatalogueGift | null>;
  setGiftPath(id: number, path: string): Promise<void>;

  rechargePackages(): Promise<RechargePackageRecord[]>;
  saveRechargePackage(pkg: RechargePackageRecord): Promise<RechargePackageRecord | null>;
  upgradeTiers(): Promise<Array<{ tier: number; basePrice: Cents }>>;
  upgradePackages(): Promise<UpgradePackageRecord[]>;
  saveUpgradeTier(tier: number, basePrice: Cents): Promise<void>;
  saveUpgradePackage(pkg: UpgradePackageRecord): Promise<UpgradePackageRecord | null>;

  /** Paid (not refunded) order amounts per UTC day (YYYY-MM-DD) since the given time. */
  revenuePerDay(since: Date): Promise<Array<{ date: string; revenue: Cents }>>;
}
