import type { AccountEvent } from './model';

/** Which member ids exist (the user service owns accounts). */
export interface MemberDirectory {
  existing(ids: number[]): Promise<Set<number>>;
}

/** The user service's outbox of account events, read in id order. */
export interface AccountEventSource {
  after(afterId: number, limit: number): Promise<AccountEvent[]>;
}
