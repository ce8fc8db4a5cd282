import { Counter, type Registry } from 'prom-client';
import { LEDGER_REASONS, type LedgerPosting } from './domain/wallet';

const OUTCOMES = ['posted', 'replayed', 'insufficient_balance', 'balance_limit'];

/**
 * kindred_ledger_postings_total{kind, reason, outcome}: charges (debits) and credits by ledger
 * reason, and whether each was posted, replayed (same idempotency key) or refused. Labels come
 * from fixed lists.
 */
export function ledgerMetrics(registry: Registry): (posting: LedgerPosting, outcome: string) => void {
  const postings = new Counter({
    name: 'kindred_ledger_postings_total',
    help: 'Ledger postings by kind (charge, credit), reason and outcome (posted, replayed, or the refusal)',
    labelNames: ['kind', 'reason', 'outcome'],
    registers: [registry],
  });
  for (const kind of ['charge', 'credit'])
    for (const reason of LEDGER_REASONS) postings.inc({ kind, reason, outcome: 'posted' }, 0);
  return (posting, outcome) =>
    postings.inc({
      kind: posting.delta < 0 ? 'charge' : 'credit',
      reason: LEDGER_REASONS.includes(posting.reason) ? posting.reason : 'other',
      outcome: OUTCOMES.includes(outcome) ? outcome : 'failed',
    });
}
