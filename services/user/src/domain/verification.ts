import { randomInt } from 'node:crypto';
import { ConflictError, InputError, NotFoundError } from '@kindred/kit';
import {
  VERIFICATION_POSES,
  VERIFICATION_POSE_MINUTES,
  characterCount,
  type VerificationPose,
  type VerificationState,
} from '@kindred/rules';
import type {
  VerificationMember,
  VerificationRecord,
  VerificationStore,
  WaitingVerification,
} from '../store/verificationStore';

export const VERIFICATION_PAGE_SIZE = 20;
export const REFUSAL_REASON_MAX = 200;
const POSE_MS = VERIFICATION_POSE_MINUTES * 60_000;

export interface VerificationMetrics {
  /** A selfie sent for review. */
  submitted(): void;
  /** A decision, `waitedSeconds` after the selfie was sent. */
  decided(approved: boolean, waitedSeconds: number): void;
}

export interface VerificationParts {
  store: VerificationStore;
  /** Tells every edge and messaging that the member's card and facts changed (cards, chat starts). */
  announceChanged(userIds: number[]): Promise<void>;
  metrics?: VerificationMetrics;
  now?: () => number;
  /** A random index below `count` (tests choose). */
  pick?: (count: number) => number;
}

export interface MemberVerification {
  state: VerificationState;
  reason: string;
  submitTime: number;
  decideTime: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * Verified profiles (docs/safety.md, "Verified profiles"). A member with an approved avatar asks;
 * a pose chosen at random is valid 15 minutes; the selfie in that pose (a private object of media)
 * waits for staff, one request at a time. Staff approve (the member is verified from then on) or
 * refuse with a reason the member reads, and may ask again after. The caller removes the selfie
 * once decided: this domain hands back its key and forgets it.
 */
export class Verification {
  private readonly now: () => number;
  private readonly pick: (count: number) => number;

  constructor(private readonly parts: VerificationParts) {
    this.now = parts.now ?? Date.now;
    this.pick = parts.pick ?? ((count) => randomInt(count));
  }

  async start(userId: number): Promise<{ pose: VerificationPose; expireTime: number }> {
    await this.requireAsker(userId);
    const pose = VERIFICATION_POSES[this.pick(VERIFICATION_POSES.length)]!;
    const asked = await this.parts.store.ask(userId, pose, new Date(this.now()));
    if (!asked) throw new ConflictError('verification_pending');
    return { pose, expireTime: seconds(asked.askedAt + POSE_MS) };
  }

  async submit(userId: number, pose: string, selfieKey: string): Promise<MemberVerification> {
    if (!selfieKey.startsWith(`selfies/${userId}/`)) throw new InputError({ selfie_key: 'invalid' });
    await this.requireAsker(userId);
    const open = await this.parts.store.openRequest(userId);
    if (!open || open.state !== 'asked' || open.pose !== pose) throw new InputError({ pose: 'not_asked' });
    if (this.now() - open.askedAt > POSE_MS) throw new InputError({ pose: 'expired' });
    const submitted = await this.parts.store.submit(open.id, pose, selfieKey, new Date(this.now()));
    if (!submitted) throw new InputError({ pose: 'not_asked' });
    this.parts.metrics?.submitted();
    return this.stateOf(submitted, false);
  }

  async state(userId: number): Promise<MemberVerification> {
    const member = await this.parts.store.member(userId);
    if (!member) throw new NotFoundError('user_not_found');
    return this.stateOf(await this.parts.store.latest(userId), member.verified);
  }

  async queue(page: number): Promise<{ items: WaitingVerification[]; page: number; lastPage: number; total: number }> {
    const current = Math.max(1, page);
    const { items, total } = await this.parts.store.pendingPage(
      (current - 1) * VERIFICATION_PAGE_SIZE,
      VERIFICATION_PAGE_SIZE,
    );
    return { items, page: current, lastPage: Math.max(1, Math.ceil(total / VERIFICATION_PAGE_SIZE)), total };
  }

  async pendingOf(userId: number): Promise<WaitingVerification> {
    const waiting = await this.parts.store.pendingOf(userId);
    if (!waiting) throw new NotFoundError('verification_not_found');
    return waiting;
  }

  /** Answers the decided request with the key of the selfie the caller now removes. */
  async decide(userId: number, staffId: number, approve: boolean, reason: string): Promise<VerificationRecord> {
    const why = reason.trim();
    if (!approve && !why) throw new InputError({ reason: 'required' });
    if (characterCount(why) > REFUSAL_REASON_MAX) throw new InputError({ reason: 'too_long' });
    const decided = await this.parts.store.decide(userId, {
      approve,
      reason: approve ? '' : why,
      staffId,
      now: new Date(this.now()),
    });
    if (!decided) throw new NotFoundError('verification_not_found');
    this.parts.metrics?.decided(approve, Math.max(0, (decided.decidedAt - decided.submittedAt) / 1000));
    // The badge and `chat_from: verified` apply at once: edges drop the member's kept cards, messaging
    // its kept facts.
    if (approve) await this.parts.announceChanged([userId]);
    return decided;
  }

  /** An active member with an approved avatar, not verified yet and with no selfie waiting. */
  private async requireAsker(userId: number): Promise<VerificationMember> {
    const member = await this.parts.store.member(userId);
    if (!member || member.status !== 1) throw new NotFoundError('user_not_found');
    if (member.verified) throw new ConflictError('already_verified');
    if (!member.avatar) throw new InputError({ avatar: 'approved_photo_required' });
    const open = await this.parts.store.openRequest(userId);
    if (open?.state === 'pending') throw new ConflictError('verification_pending');
    return member;
  }

  private stateOf(latest: VerificationRecord | null, verified: boolean): MemberVerification {
    const times = { submitTime: seconds(latest?.submittedAt ?? 0), decideTime: seconds(latest?.decidedAt ?? 0) };
    if (verified) return { state: 'verified', reason: '', ...times };
    if (latest?.state === 'pending') return { state: 'pending', reason: '', ...times };
    if (latest?.state === 'refused') return { state: 'refused', reason: latest.reason, ...times };
    return { state: 'none', reason: '', submitTime: 0, decideTime: 0 };
  }
}
