import type { Caller__Output as Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';

/** The customer-service account every member can reach (docs/architecture.md section 6). */
export const SERVICE_ACCOUNT_ID = CUSTOMER_SERVICE_ID;

/**
 * Staff answer customer service as id 2 (docs/staff-api.md): a socket opened with `as=service` and a
 * staff or admin token acts as the service account. Null for anyone else (the socket closes 4403).
 * Messaging exempts id 2 from the chat rules, so the rights carried here are only its identity.
 */
export function asServiceAccount(caller: Caller): Caller | null {
  if (caller.role !== 'staff' && caller.role !== 'admin') return null;
  if (caller.status !== 1 || caller.totp_pending) return null;
  return { ...caller, user_id: SERVICE_ACCOUNT_ID, username: 'service', role: 'staff' };
}
