import { InputError, RefusedError } from '@kindred/kit';
import { MAX_CENTS, type Cents } from './money';

/** The balance after a posting; a balance never goes below zero (docs/architecture.md section 5). */
export function applyDelta(balance: Cents, delta: Cents): Cents {
  if (!Number.isSafeInteger(delta) || delta === 0) throw new InputError({ amount: 'invalid' });
  const next = balance + delta;
  if (next < 0) throw new RefusedError('insufficient_balance');
  if (next > MAX_CENTS) throw new RefusedError('balance_limit');
  return next;
}

/** Ledger reasons: what a posting was for. */
export type LedgerReason = 'recharge' | 'gift' | 'membership' | 'translation' | 'adjustment';

export const LEDGER_REASONS: readonly LedgerReason[] = ['recharge', 'gift', 'membership', 'translation', 'adjustment'];

export interface LedgerPosting {
  userId: number;
  delta: Cents;
  reason: LedgerReason;
  refType: string;
  refId: string;
  /** The same key twice posts once: a retried call never charges twice. */
  idempotencyKey: string;
}

export function checkIdempotencyKey(key: string): string {
  const trimmed = key.trim();
  if (!/^[\w:.-]{8,128}$/.test(trimmed)) throw new InputError({ idempotency_key: 'invalid' });
  return trimmed;
}

export interface LedgerPort {
  balance(userId: number): Promise<number>;
  post(posting: LedgerPosting): Promise<{ balance: number; replayed: boolean }>;
}

/** Balance reads and service-to-service postings (e.g. messaging's paid translation). */
export class Wallet {
  constructor(private readonly ledger: LedgerPort) {}

  balance(userId: number): Promise<number> {
    if (!Number.isSafeInteger(userId) || userId <= 0) throw new InputError({ user_id: 'invalid' });
    return this.ledger.balance(userId);
  }

  async post(
    input: { userId: number; amount: number | null; reason: string; refType: string; refId: string; key: string },
    sign: 1 | -1,
  ) {
    const errors: Record<string, string> = {};
    if (!Number.isSafeInteger(input.userId) || input.userId <= 0) errors.user_id = 'invalid';
    if (input.amount === null || input.amount <= 0) errors.amount = 'invalid';
    if (!LEDGER_REASONS.includes(input.reason as LedgerReason)) errors.reason = 'invalid';
    if (input.refType.length > 40 || input.refId.length > 128) errors.ref_id = 'too_long';
    if (Object.keys(errors).length > 0) throw new InputError(errors);
    const key = checkIdempotencyKey(input.key);
    const { balance } = await this.ledger.post({
      userId: input.userId,
      delta: sign * input.amount!,
      reason: input.reason as LedgerReason,
      refType: input.refType,
      refId: input.refId,
      idempotencyKey: `svc:${key}`,
    });
    return balance;
  }
}
