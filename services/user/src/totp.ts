import { authenticator } from 'otplib';
import type { TotpCodes } from './domain/ports';

// One step either side absorbs a phone clock a little off (RFC 6238 section 5.2).
authenticator.options = { window: 1 };

/** Staff two-factor codes with otplib's RFC 6238 authenticator (30 s steps, 6 digits, SHA-1). */
export const otplibCodes: TotpCodes = {
  newSecret: () => authenticator.generateSecret(20),
  keyUri: (username, secret) => authenticator.keyuri(username, 'Kindred staff', secret),
  check: (code, secret) => /^\d{6}$/.test(code) && !!secret && authenticator.check(code, secret),
};
