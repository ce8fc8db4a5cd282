import { InputError, NotFoundError, RefusedError } from '@kindred/kit';
import type { MediaStore, PhotoRecord } from '../store/mediaStore';
import type { PictureReviewRecord, PictureReviewStore, ReviewKind, ReviewState } from '../store/pictureReviewStore';
import { urlOf } from './imageRules';
import type { AvatarRegistry } from './ports';

export const REVIEW_PAGE_SIZE = 20;
/** A new picture's state: waiting, or approved when seeded. */
type Submitted = 'pending' | 'approved';
export const REASON_MAX = 200;

export interface ReviewMetrics {
  /** A decision, `waitedSeconds` after the upload. */
  decided(kind: ReviewKind, approved: boolean, waitedSeconds: number): void;
  /** An upload refused as a picture staff rejected before. */
  refused(kind: ReviewKind): void;
}

export interface PhotoReviewParts {
  reviews: PictureReviewStore;
  store: MediaStore;
  avatars: AvatarRegistry;
  /** Removes a stored object and its record. */
  discard(key: string): Promise<void>;
  /** Tells the edges whose album changed. */
  picturesChanged(userIds: number[]): Promise<void>;
  /** On: others see a picture once staff approve it. Off (post-moderation): at once, still queued. */
  premoderation: boolean;
  metrics?: ReviewMetrics;
  now?: () => number;
}

/**
 * Photo review: every new avatar and album photo waits for staff. This is the one place that decides
 * what others see of a member's pictures: the album through `visibleAlbum`, the avatar through what
 * it sets in the user service (the avatar everyone sees is the last approved one; the one waiting is
 * its owner's alone). Staff approve, or reject with a reason the member reads; a rejected picture
 * leaves the album and the store, and its hash refuses the same picture uploaded again.
 */
export class PhotoReview {
  constructor(private readonly parts: PhotoReviewParts) {}

  get premoderation(): boolean {
    return this.parts.premoderation;
  }

  /** The photos of `ownerId`'s album that `viewerId` may see (0: a visitor or another service). */
  visibleAlbum(photos: PhotoRecord[], ownerId: number, viewerId: number): PhotoRecord[] {
    if (ownerId > 0 && viewerId === ownerId) return photos;
    return photos.filter((p) => this.isShown(p));
  }

  /** Whether others see a photo. */
  isShown(photo: Pick<PhotoRecord, 'review'>): boolean {
    return isShownToOthers(photo.review ?? 'approved', this.parts.premoderation);
  }

  /** Refuses a picture within the hash distance of one staff rejected (any account's). */
  async refuseRejected(kind: ReviewKind, hash: bigint | null): Promise<void> {
    if (hash === null || !(await this.parts.reviews.isNearRejected(hash))) return;
    this.parts.metrics?.refused(kind);
    throw new RefusedError('picture_rejected');
  }

  /**
   * A new avatar: queued, shown to its owner at once and to others once approved (post-moderation: at
   * once). An avatar still waiting is replaced by it; the last approved one is kept until this one is
   * decided. Seeded pictures (`approved`) skip the queue.
   */
  async submitAvatar(userId: number, key: string, hash: bigint | null, approved = false): Promise<Submitted> {
    const { reviews, avatars } = this.parts;
    const replaced = await reviews.pendingAvatarsOf(userId);
    const state: Submitted = approved ? 'approved' : 'pending';
    await reviews.add({ userId, kind: 'avatar', key, hash, state });
    if (state === 'pending' && this.parts.premoderation) await avatars.setPendingAvatar(userId, urlOf(key));
    else await avatars.setAvatar(userId, urlOf(key));
    for (const older of replaced) {
      if (!older.key) continue;
      await reviews.removeUndecided(older.key);
      await this.parts.discard(older.key);
    }
    await this.pruneAvatars(userId);
    return state;
  }

  /** A new album photo: queued; `approved` for seeded ones. */
  async submitPhoto(userId: number, key: string, hash: bigint | null, approved = false): Promise<Submitted> {
    const state: Submitted = approved ? 'approved' : 'pending';
    await this.parts.reviews.add({ userId, kind: 'photo', key, hash, state });
    return state;
  }

  /** A photo its member took down leaves the queue with it. */
  async withdraw(key: string): Promise<void> {
    await this.parts.reviews.removeUndecided(key);
  }

  async queue(page: number): Promise<{ items: PictureReviewRecord[]; page: number; lastPage: number; total: number }> {
    const current = Math.max(1, page);
    const { items, total } = await this.parts.reviews.pendingPage((current - 1) * REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE);
    return { items, page: current, lastPage: Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE)), total };
  }

  /** The member's own latest reviews, the rejection reasons among them. */
  ofMember(userId: number): Promise<PictureReviewRecord[]> {
    return this.parts.reviews.ofMember(userId, REVIEW_PAGE_SIZE);
  }

  async decide(id: number, staffId: number, approve: boolean, reason: string): Promise<PictureReviewRecord> {
    const why = reason.trim();
    if (!approve && !why) throw new InputError({ reason: 'required' });
    if (why.length > REASON_MAX) throw new InputError({ reason: 'too_long' });
    const { reviews } = this.parts;
    const review = await reviews.find(id);
    if (!review || review.state !== 'pending' || !review.key) throw new NotFoundError('review_not_found');
    const key = review.key;
    const decided = await reviews.decide(id, {
      state: approve ? 'approved' : 'rejected',
      reason: approve ? '' : why,
      staffId,
      key: approve ? key : null,
    });
    if (!decided) throw new NotFoundError('review_not_found');
    if (review.kind === 'avatar') await this.decidedAvatar(review.userId, key, approve);
    else await this.decidedPhoto(review.userId, key, approve);
    const now = (this.parts.now ?? Date.now)();
    this.parts.metrics?.decided(review.kind, approve, Math.max(0, now / 1000 - review.createTime));
    return decided;
  }

  private async decidedAvatar(userId: number, key: string, approved: boolean): Promise<void> {
    const { avatars, reviews } = this.parts;
    if (approved) {
      // Post-moderation showed it at upload already (and told the newsfeed then).
      if (this.parts.premoderation) await avatars.setAvatar(userId, urlOf(key));
    } else if (this.parts.premoderation) {
      await avatars.setPendingAvatar(userId, '');
    } else {
      const previous = await reviews.lastApprovedAvatar(userId, key);
      await avatars.setAvatar(userId, previous ? urlOf(previous) : '', true);
    }
    if (!approved) await this.parts.discard(key);
    await this.pruneAvatars(userId);
  }

  private async decidedPhoto(userId: number, key: string, approved: boolean): Promise<void> {
    if (!approved) {
      await this.parts.store.deletePhotoByKey(key);
      await this.parts.discard(key);
    }
    await this.parts.picturesChanged([userId]);
  }

  /**
   * The avatars a member replaced leave the bucket (docs/privacy.md): kept are the one waiting for
   * review and the newest approved one (what others see meanwhile).
   */
  private async pruneAvatars(userId: number): Promise<void> {
    const { reviews } = this.parts;
    const avatars = await reviews.avatarStates(userId);
    const keep = new Set(avatars.filter((a) => a.state === 'pending').map((a) => a.key));
    const approved = await reviews.lastApprovedAvatar(userId, '');
    if (approved) keep.add(approved);
    for (const { key } of avatars) if (!keep.has(key)) await this.parts.discard(key);
  }
}

/** Whether others see a picture in this review state. */
export function isShownToOthers(state: ReviewState, premoderation: boolean): boolean {
  return state === 'approved' || (state === 'pending' && !premoderation);
}
