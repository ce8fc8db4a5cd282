import { Counter, type Registry } from 'prom-client';
import { DomainError } from '@kindred/kit';

/** Refusals that sign-in and registration can answer (the label set stays bounded by this list). */
const KNOWN_REASONS = new Set([
  'wrong_credentials',
  'wrong_password',
  'account_pending',
  'account_suspended',
  'username_taken',
  'email_taken',
  'validation_failed',
  'invitation_invalid',
  'email_format',
]);

/**
 * kindred_logins_total and kindred_registrations_total by outcome: `ok`, a known refusal reason,
 * `refused` for another domain refusal, or `error` for a fault.
 */
export function accountMetrics(registry: Registry) {
  const counter = (name: string, help: string) =>
    new Counter({ name, help, labelNames: ['outcome'], registers: [registry] });
  const logins = counter('kindred_logins_total', 'Sign-ins by outcome (ok or the refusal reason)');
  const registrations = counter('kindred_registrations_total', 'Registrations by outcome (ok or the refusal reason)');
  logins.inc({ outcome: 'ok' }, 0);
  registrations.inc({ outcome: 'ok' }, 0);
  const outcomeOf = (err: unknown) =>
    err instanceof DomainError ? (KNOWN_REASONS.has(err.reason) ? err.reason : 'refused') : 'error';
  const counted =
    (target: Counter) =>
    async <T>(work: Promise<T>): Promise<T> => {
      try {
        const answer = await work;
        target.inc({ outcome: 'ok' });
        return answer;
      } catch (err) {
        target.inc({ outcome: outcomeOf(err) });
        throw err;
      }
    };
  return { login: counted(logins), registration: counted(registrations) };
}

export type AccountMetrics = ReturnType<typeof accountMetrics>;
