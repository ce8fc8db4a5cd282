import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit bearer token; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const INVITATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An 8-character referral code without look-alike characters. */
export function newInvitationCode(): string {
  const bytes = randomBytes(8);
  return [...bytes].map((b) => INVITATION_ALPHABET[b % INVITATION_ALPHABET.length]).join('');
}
