/** What commerce needs from the user service (membership deadlines and notices live there). */
export interface MemberDirectory {
  /** Extends the tier's deadline from max(now, deadline); the key makes a retry a no-op. */
  extendMembership(userId: number, tier: number, months: number, idempotencyKey: string): Promise<void>;
  /** A `gift` notice for the recipient; the key makes a retry a no-op. */
  /** `giverId`: the member the notice names, whose erasure scrubs the name and message from it. */
  createGiftNotice(
    userId: number,
    gift: string,
    content: string,
    idempotencyKey: string,
    giverId: number,
  ): Promise<void>;
}
