import type { AccountEvent } from './model';

/** Which member ids exist (the user service owns accounts). */
export interface MemberDirectory {
  /** The ids that are members (never an erased one); with `reachable`, only those others may reach now. */
  existing(ids: number[], which?: { reachable?: boolean }): Promise<Set<number>>;
}

/** The user service's outbox of account events, read in id order. */
export interface AccountEventSource {
  after(afterId: number, limit: number): Promise<AccountEvent[]>;
  /**
   * Of these members, those others may list now (packages/rules `mayList`: active, not hiding from
   * lists, not pending deletion, not erased): only they get automatic newsfeed items.
   */
  listed(ids: number[]): Promise<Set<number>>;
}
