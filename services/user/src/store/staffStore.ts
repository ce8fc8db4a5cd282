import type { Account } from './userStore';

/** What the staff console reads and writes in the user service (docs/staff-api.md). */
export interface AccountSearch {
  q?: string;
  status?: number;
  /** Review queue: oldest first; lookups: newest first. */
  oldestFirst?: boolean;
  limit: number;
  offset: number;
}

export interface StaffActionRecord {
  id: number;
  staffId: number;
  staffUsername: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  createTime: number;
}

export interface StaffActionFilter {
  staffId?: number;
  action?: string;
  targetId?: string;
  from?: number;
  to?: number;
  limit: number;
  offset: number;
}

export interface StaffStore {
  searchAccounts(search: AccountSearch): Promise<{ accounts: Account[]; total: number }>;
  /** Approves (status 1, joined event) or rejects (status 3 with the reason) one account under review. */
  review(userId: number, approve: boolean, reason: string): Promise<boolean>;
  /** Sets the status; a lift also clears a rejection reason. Answers the account before the change. */
  setStatus(userId: number, status: number): Promise<Account | null>;
  setTotp(userId: number, secret: string, enabled: boolean): Promise<void>;
  setRole(userId: number, role: Account['role']): Promise<void>;
  staffAccounts(): Promise<Account[]>;
  replaceTierAuthorities(vip: number, authorities: string[]): Promise<void>;
  recordAction(action: Omit<StaffActionRecord, 'id' | 'createTime'>): Promise<void>;
  listActions(filter: StaffActionFilter): Promise<{ actions: StaffActionRecord[]; total: number }>;
  countPending(): Promise<number>;
  /** Sign-ups per UTC day (YYYY-MM-DD) since the given time. */
  signupsPerDay(since: Date): Promise<Array<{ date: string; count: number }>>;
}
