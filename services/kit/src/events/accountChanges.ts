import { readChangedAccounts } from './sessionRevocations';

/**
 * What an `account:changed` announcement says changed, so that the edges keep what it does not touch
 * (docs/discovery.md, "Kept pages"):
 * - `signin`: the member signed in; their place in the last-activity order moved to the top, and
 *   their card's sign-in time is `at` (Unix seconds). Nothing else changed: a sign-in that cancels a
 *   deletion is announced unsaid, and one of a member hiding their online status not at all.
 * - `joined`: a new member (registered), at the top of the lists in both orders.
 * - `card`: what their card or profile shows (avatar, signature, profile, facts, tier); their place
 *   in the lists' orders is the same.
 * - `left`: they left every list (hidden from lists, suspended, asked to be deleted, erased).
 * An announcement without one may have changed anything (a member coming back to the lists among them).
 */
export const ACCOUNT_CHANGES = ['signin', 'joined', 'card', 'left'] as const;
export type AccountChange = (typeof ACCOUNT_CHANGES)[number];

export interface AccountChanges {
  ids: number[];
  /** Absent: anything may have changed. */
  change?: AccountChange;
  /** A `signin`'s new sign-in time, Unix seconds, when the publisher said it. */
  at?: number;
}

/** The ids and what changed of one announcement; anything else on the channel is ignored. */
export function readAccountChanges(payload: string): AccountChanges {
  const ids = readChangedAccounts(payload);
  try {
    const parts: unknown = JSON.parse(payload);
    const said = Array.isArray(parts) ? (parts[parts.length - 1] as { change?: unknown; at?: unknown } | null) : null;
    const change = typeof said === 'object' && said ? said.change : undefined;
    if (!ACCOUNT_CHANGES.includes(change as AccountChange)) return { ids };
    const at = said?.at;
    return change === 'signin' && Number.isSafeInteger(at) && (at as number) > 0
      ? { ids, change, at: at as number }
      : { ids, change: change as AccountChange };
  } catch {
    return { ids };
  }
}
