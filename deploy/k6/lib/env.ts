/** Settings every script reads from the environment (`k6 run -e NAME=value` or exported variables). */

export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/+$/, '');
/** ws(s):// twin of BASE_URL: the socket lives on the same origin (the Ingress routes /socket). */
export const WS_URL = BASE_URL.replace(/^http/, 'ws');
export const VUS = int('VUS', 10);
export const DURATION = __ENV.DURATION || '1m';
/** Ramp-up before the steady part of the run. */
export const RAMP = __ENV.RAMP || '15s';

/**
 * Accounts the virtual users sign in with, `account:password` separated by commas; VU n uses entry
 * n modulo their number. Defaults to the demo members of `make dev` (DEMO_SEED=on).
 */
export const ACCOUNTS = (__ENV.ACCOUNTS || 'alice:Passw0rd!,bob:Passw0rd!,carol:Passw0rd!,dave:Passw0rd!')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean)
  .map((entry) => {
    const at = entry.indexOf(':');
    if (at < 1) throw new Error(`ACCOUNTS entry "${entry}" is not account:password`);
    return { account: entry.slice(0, at), password: entry.slice(at + 1) };
  });

export function int(name: string, fallback: number): number {
  const raw = __ENV[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number (got "${raw}")`);
  return value;
}

/** The steady-load stages: ramp to VUS, hold for DURATION, ramp down. */
export function stages() {
  return [
    { duration: RAMP, target: VUS },
    { duration: DURATION, target: VUS },
    { duration: '10s', target: 0 },
  ];
}
