/** What commerce needs from the user service (membership deadlines and notices live there). */
export interface MemberDirectory {
  /** Extends the tier's deadline from max(now, deadline); the key makes a retry a no-op. */
  extendMembership(userId: number, tier: number, months: number, idempotencyKey: string): Promise<void>;
  /** A `gift` notice for the recipient; the key makes a retry a no-op. */
  createGiftNotice(userId: number, gift: string, content: string, idempotencyKey: string): Promise<void>;
}
