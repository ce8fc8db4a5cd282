// The messaging dashboard's safety panels (deploy/metrics/dashboards.mjs writes them).
import { NS, panel, RATE, rate, target } from './panels.mjs';

/**
 * Messages that protect the recipient and the scam and spam signals (docs/safety.md): counts and
 * states only, never text or members. Gift prompts of the wording check come from commerce.
 */
export function safetyPanels() {
  const s = `service="messaging",${NS}`;
  return [
    panel(
      'Wording check: "Are you sure?" shown and overridden (chat, mail, gift)',
      'ops',
      target(
        `sum by (surface, outcome) (rate(kindred_wording_prompts_total{${NS}}${RATE}))`,
        '{{surface}} {{outcome}}',
      ),
      'kindred_wording_prompts_total (docs/safety.md): counts only, never text or members. Gift prompts come from commerce.',
    ),
    panel(
      'Risk queue',
      'short',
      // Every replica reads the same table: one replica's figure is the queue.
      target(`max by (state) (kindred_risk_cases{${s},state=~"open|limited"})`, '{{state}}'),
      'Open and limited risk cases waiting for staff (kindred_risk_cases)',
    ),
    panel(
      'Risk signals raised and first messages refused',
      'ops',
      [
        target(rate('kindred_risk_signals_total', s, 'kind'), '{{kind}}'),
        target(`sum(rate(kindred_first_message_limited_total{${s}}${RATE}))`, 'first message refused (allowance)'),
      ],
      'Signals newly raised on a case, by kind; first messages past the hourly allowance',
    ),
  ];
}
