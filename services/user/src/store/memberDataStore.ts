/** A pending account deletion (seconds). */
export interface PendingDeletion {
  userId: number;
  username: string;
  requestTime: number;
  dueTime: number;
}

/** What an erasure did: whether it erased, and the revoked sessions' token hashes (dropped from the cache). */
export interface Erasure {
  erased: boolean;
  revokedTokenHashes: string[];
}

/** Storage of the member's data rights in `user_svc` (docs/privacy.md). */
export interface MemberDataStore {
  requestDeletion(userId: number, dueAt: Date): Promise<void>;
  findDeletion(userId: number): Promise<PendingDeletion | null>;
  pendingDeletions(): Promise<PendingDeletion[]>;
  /** Members whose grace period has ended by `now` and who are not erased yet. */
  dueDeletions(now: Date, limit: number): Promise<number[]>;
  /**
   * Pseudonymises the account, ends its sessions, deletes what the policy does not keep and writes
   * the `erased` account event, in one transaction, if its deletion is still due at `now` (a sign-in
   * may have cancelled it since it was found due); a second call changes nothing.
   */
  erase(userId: number, now: Date): Promise<Erasure>;
  /** The member's own records as JSON-ready areas (file name -> content). */
  exportAreas(userId: number): Promise<Record<string, unknown>>;
}
