/**
 * Verified profiles (docs/safety.md, "Verified profiles"): the poses a member may be asked to take in
 * a selfie, by id. The app names each in three languages; the user service picks one at random.
 */
export const VERIFICATION_POSES = [
  'thumb_up',
  'peace_sign',
  'touch_ear',
  'hand_on_head',
  'three_fingers',
  'point_up',
  'hand_on_cheek',
  'ok_sign',
] as const;

export type VerificationPose = (typeof VERIFICATION_POSES)[number];

/** How long the pose asked stays valid for a selfie. */
export const VERIFICATION_POSE_MINUTES = 15;

/** Where a member's verification stands, as they and the app see it. */
export type VerificationState = 'none' | 'pending' | 'verified' | 'refused';

export function isVerificationPose(value: string): value is VerificationPose {
  return (VERIFICATION_POSES as readonly string[]).includes(value);
}
