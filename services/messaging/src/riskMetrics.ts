import { Counter, Gauge, type Registry } from 'prom-client';
import type { RiskMetrics } from './domain/riskCases';
import type { RiskStore } from './store/riskStore';

const CASE_STATES = ['open', 'limited', 'suspended', 'cleared'] as const;

/**
 * The risk signals' metrics (docs/safety.md, "Scam and spam signals"): counts and states only, never
 * members or messages. `kindred_risk_cases` is read from the table when Prometheus scrapes (one
 * grouped count over the cases, which are few).
 */
export function riskMetrics(registry: Registry, store: RiskStore): RiskMetrics {
  const signals = new Counter({
    name: 'kindred_risk_signals_total',
    help: 'Scam and spam signals newly raised on a risk case, by kind',
    labelNames: ['kind'],
    registers: [registry],
  });
  const limited = new Counter({
    name: 'kindred_first_message_limited_total',
    help: 'First messages refused because the sender used up the first-message allowance of the hour',
    registers: [registry],
  });
  new Gauge({
    name: 'kindred_risk_cases',
    help: 'Risk cases by state (the staff risk queue holds the open and limited ones)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const counts = await store.countByState().catch(() => null);
      if (!counts) return;
      for (const state of CASE_STATES) this.set({ state }, counts.get(state) ?? 0);
    },
  });
  return { signal: (kind) => signals.inc({ kind }), limited: () => limited.inc() };
}
