/** Settings every script reads from the environment (`k6 run -e NAME=value`; k6 keeps `K6_*` for itself). */

export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/+$/, '');

/**
 * The chat nodes' origins, comma-separated (default: BASE_URL's). With two, the two members of a chat
 * pair connect to different nodes, so that a message crosses Redis between nodes.
 */
export const CHAT_URLS = (__ENV.CHAT_URLS || BASE_URL)
  .split(',')
  .map((url) => url.trim().replace(/\/+$/, ''))
  .filter(Boolean);

/** Accounts file written by `make k6-accounts` (ids and session tokens). */
export const ACCOUNTS_FILE = __ENV.ACCOUNTS_FILE || './accounts.json';

/** smoke | load | stress | spike | soak | breakpoint (lib/profiles.ts). */
export const PROFILE = (__ENV.PROFILE || 'smoke') as Profile;
export type Profile = 'smoke' | 'load' | 'stress' | 'spike' | 'soak' | 'breakpoint';
const PROFILES: Profile[] = ['smoke', 'load', 'stress', 'spike', 'soak', 'breakpoint'];
if (!PROFILES.includes(PROFILE)) throw new Error(`PROFILE must be one of ${PROFILES.join(', ')} (got "${PROFILE}")`);

/** Member screens a second at the load profile's plateau (the other profiles scale it: lib/profiles.ts). */
export const RATE = int('RATE', 10);
/** Length of the plateau. */
export const DURATION = __ENV.DURATION || '5m';

/**
 * Tags every message ref and metric of this run: refs differ between runs, so a second run within
 * minutes stores and delivers its messages instead of meeting the first run's refs (`repeated`).
 */
export const RUN_ID = __ENV.RUN_ID || `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export function int(name: string, fallback: number): number {
  const raw = __ENV[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number (got "${raw}")`);
  return value;
}

/** localhost, loopback and private addresses: a test environment, not someone's production. */
const LOCAL =
  /^(localhost|127\.\d+\.\d+\.\d+|\[?::1\]?|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|[\w-]+\.(local|internal|test|svc|svc\.cluster\.local))$/;

/** Refuses a non-local target unless KINDRED_ALLOW_REMOTE=1: a stress profile must never reach production by a typo. */
export function refuseRemoteTarget(urls: string[] = [BASE_URL, ...CHAT_URLS]): void {
  if (__ENV.KINDRED_ALLOW_REMOTE === '1') return;
  for (const url of urls) {
    const host = url.replace(/^\w+:\/\//, '').replace(/[:/].*$/, '');
    if (!LOCAL.test(host))
      throw new Error(
        `${url} is not a local or private address: set KINDRED_ALLOW_REMOTE=1 to load a remote host on purpose`,
      );
  }
}
refuseRemoteTarget();
