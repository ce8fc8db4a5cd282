/** What verified profiles need from storage (docs/safety.md, "Verified profiles"). Times in ms. */
export interface VerificationRecord {
  id: number;
  userId: number;
  pose: string;
  state: 'asked' | 'pending' | 'approved' | 'refused';
  /** The selfie's private object in media while it waits for staff (null once decided). */
  selfieKey: string | null;
  reason: string;
  staffId: number;
  askedAt: number;
  submittedAt: number;
  decidedAt: number;
}

/** A request waiting for staff, with what they compare the selfie with. */
export interface WaitingVerification extends VerificationRecord {
  username: string;
  /** The member's approved avatar. */
  avatar: string;
}

export interface VerificationMember {
  status: number;
  /** The approved avatar everyone sees ('' for none). */
  avatar: string;
  verified: boolean;
}

export interface VerificationDecision {
  approve: boolean;
  reason: string;
  staffId: number;
  now: Date;
}

export interface VerificationStore {
  /** Null when there is no such account, or it was erased. */
  member(userId: number): Promise<VerificationMember | null>;
  /** The member's request asked or waiting for staff (at most one), or null. */
  openRequest(userId: number): Promise<VerificationRecord | null>;
  /** The member's newest request in any state, or null. */
  latest(userId: number): Promise<VerificationRecord | null>;
  /** Gives the member a pose: a new request, or a new pose for the one asked. Null while one waits. */
  ask(userId: number, pose: string, now: Date): Promise<VerificationRecord | null>;
  /** The asked request (still with that pose) now waits with its selfie; null when it is not so any more. */
  submit(id: number, pose: string, selfieKey: string, now: Date): Promise<VerificationRecord | null>;
  pendingPage(offset: number, limit: number): Promise<{ items: WaitingVerification[]; total: number }>;
  pendingOf(userId: number): Promise<WaitingVerification | null>;
  /**
   * Decides the member's waiting request (an approval verifies the account in the same transaction);
   * answers it as it was before, with its selfie key, decided; null when none waits.
   */
  decide(userId: number, decision: VerificationDecision): Promise<VerificationRecord | null>;
}
