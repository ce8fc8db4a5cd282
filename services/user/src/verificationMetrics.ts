import { Counter, Histogram, type Registry } from 'prom-client';
import type { VerificationMetrics } from './domain/verification';

/**
 * kindred_verification_requests_total by outcome (`submitted`: a selfie sent for review, `approved`,
 * `refused`) and kindred_verification_review_seconds (from the selfie to the staff decision).
 */
export function verificationMetrics(registry: Registry): VerificationMetrics {
  const requests = new Counter({
    name: 'kindred_verification_requests_total',
    help: 'Verification requests by outcome: submitted for review, approved or refused by staff',
    labelNames: ['outcome'],
    registers: [registry],
  });
  for (const outcome of ['submitted', 'approved', 'refused']) requests.inc({ outcome }, 0);
  const latency = new Histogram({
    name: 'kindred_verification_review_seconds',
    help: 'From a verification selfie to the staff decision on it',
    labelNames: ['decision'],
    buckets: [60, 300, 900, 3600, 4 * 3600, 12 * 3600, 24 * 3600, 72 * 3600],
    registers: [registry],
  });
  return {
    submitted: () => requests.inc({ outcome: 'submitted' }),
    decided(approved, waitedSeconds) {
      const outcome = approved ? 'approved' : 'refused';
      requests.inc({ outcome });
      latency.observe({ decision: outcome }, waitedSeconds);
    },
  };
}
