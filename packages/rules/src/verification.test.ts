import { VERIFICATION_POSES, isVerificationPose } from './verification';

describe('the verification poses', () => {
  it('offers about eight distinct poses, each a plain id', () => {
    expect(VERIFICATION_POSES.length).toBeGreaterThanOrEqual(6);
    expect(new Set(VERIFICATION_POSES).size).toBe(VERIFICATION_POSES.length);
    for (const pose of VERIFICATION_POSES) expect(pose).toMatch(/^[a-z_]+$/);
  });

  it('knows its own poses and nothing else', () => {
    expect(isVerificationPose('peace_sign')).toBe(true);
    expect(isVerificationPose('Peace_sign')).toBe(false);
    expect(isVerificationPose('')).toBe(false);
    expect(isVerificationPose('constructor')).toBe(false);
  });
});
