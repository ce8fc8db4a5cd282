/** Verified profiles, the member's calls (services/edge/src/routes/verification.ts). */
import { post, postForm, type Envelope } from '../../app/api';
import type { AskedPose, VerificationPose, VerificationStatus } from './types';

export function verificationStatus(): Promise<Envelope<VerificationStatus>> {
  return post<VerificationStatus>('/member/verification/status');
}

/** A pose chosen at random, valid 15 minutes; -422 `errors.avatar` without an approved profile photo. */
export function startVerification(): Promise<Envelope<AskedPose>> {
  return post<AskedPose>('/member/verification/start');
}

/** The selfie in the pose asked: the request then waits for staff. */
export function submitVerification(pose: VerificationPose, selfie: Blob): Promise<Envelope<VerificationStatus>> {
  return postForm<VerificationStatus>('/member/verification/submit', { pose }, { file: selfie });
}
