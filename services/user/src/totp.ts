import { authenticator } from 'otplib';
import type { TotpCodes } from './domain/ports';

const STEP_SECONDS = 30;

// One step either side absorbs a phone clock a little off (RFC 6238 section 5.2).
authenticator.options = { window: 1, step: STEP_SECONDS };

/**
 * Staff two-factor codes with otplib's RFC 6238 authenticator (30 s steps, 6 digits, SHA-1). A code
 * is good once (RFC 6238 section 5.2): `spend` records the step it matched per account and refuses
 * that step or an earlier one, so a code read over a shoulder or from a log is useless a second time.
 */
export function singleUseTotpCodes(spend: (userId: number, step: number) => Promise<boolean>): TotpCodes {
  return {
    newSecret: () => authenticator.generateSecret(20),
    keyUri: (username, secret) => authenticator.keyuri(username, 'Kindred staff', secret),
    async check(code, secret, userId) {
      if (!/^\d{6}$/.test(code) || !secret) return false;
      const delta = authenticator.checkDelta(code, secret);
      if (delta === null) return false;
      return spend(userId, Math.floor(Date.now() / 1000 / STEP_SECONDS) + delta);
    },
  };
}
