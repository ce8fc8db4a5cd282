export type ReviewKind = 'avatar' | 'photo';
export type ReviewState = 'pending' | 'approved' | 'rejected';

export interface PictureReviewRecord {
  id: number;
  userId: number;
  kind: ReviewKind;
  /** The object while it is kept; null once a rejected picture is removed. */
  key: string | null;
  state: ReviewState;
  reason: string;
  staffId: number;
  /** Seconds. */
  createTime: number;
  /** Seconds; 0 while pending. */
  decideTime: number;
  /** Other accounts with a picture within SAME_PICTURE_DISTANCE (queue pages only). */
  sharedWith: number[];
}

export interface ReviewDecision {
  state: 'approved' | 'rejected';
  reason: string;
  staffId: number;
  /** The key the row keeps: null for a rejected picture, whose object goes. */
  key: string | null;
}

/** The photo review's rows (`picture_reviews`) and the hash look-ups over them. */
export interface PictureReviewStore {
  add(review: {
    userId: number;
    kind: ReviewKind;
    key: string;
    hash: bigint | null;
    state: 'pending' | 'approved';
  }): Promise<PictureReviewRecord>;
  find(id: number): Promise<PictureReviewRecord | null>;
  /** Decides a pending review; null when it is no longer pending (another staff member was first). */
  decide(id: number, decision: ReviewDecision): Promise<PictureReviewRecord | null>;
  /** Pending reviews oldest first, each with the other accounts using the same picture. */
  pendingPage(offset: number, limit: number): Promise<{ items: PictureReviewRecord[]; total: number }>;
  /** The member's latest reviews, newest first. */
  ofMember(userId: number, limit: number): Promise<PictureReviewRecord[]>;
  /** The member's avatars waiting for review. */
  pendingAvatarsOf(userId: number): Promise<PictureReviewRecord[]>;
  /** Drops the review of a picture its member took down before it was decided. */
  removeUndecided(key: string): Promise<void>;
  /** Whether a rejected picture lies within SAME_PICTURE_DISTANCE of this hash. */
  isNearRejected(hash: bigint): Promise<boolean>;
  /** The member's newest avatar object that was approved (or never reviewed), other than `except`. */
  lastApprovedAvatar(userId: number, except: string): Promise<string | null>;
  /** The member's avatar objects: key and review state (approved when never reviewed). */
  avatarStates(userId: number): Promise<Array<{ key: string; state: ReviewState }>>;
  pendingCounts(): Promise<Record<ReviewKind, number>>;
}
