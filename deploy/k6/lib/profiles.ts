/**
 * Test types as scenarios of the open model (arrival rates, not looping VUs: a slow answer does not
 * slow the arrivals down, so it shows in the latencies instead of hiding in fewer requests). Each
 * scenario gets a share of RATE, the member screens a second at the load profile's plateau; the shares
 * follow the traffic mix of docs/capacity.md.
 */
import type { Scenario, Threshold } from 'k6/options';
import { DURATION, PROFILE, RATE, int } from './env.ts';

/** How long one iteration of a scenario takes, roughly: sizes the VU pool (rate x seconds). */
const ITERATION_SECONDS = int('ITERATION_SECONDS', 2);

type Stage = { duration: string; target: number };

/** The arrival stages of the profile for a scenario whose plateau is `rate` iterations a second. */
function stages(rate: number): Stage[] {
  const at = (multiple: number) => Math.max(1, Math.round(rate * multiple));
  switch (PROFILE) {
    case 'stress':
      return [
        { duration: '2m', target: at(1) },
        { duration: DURATION, target: at(1) },
        { duration: '2m', target: at(2) },
        { duration: DURATION, target: at(2) },
        { duration: '2m', target: at(3) },
        { duration: DURATION, target: at(3) },
        { duration: '1m', target: 0 },
      ];
    case 'spike':
      return [
        { duration: '1m', target: at(1) },
        { duration: '10s', target: at(10) },
        { duration: '1m', target: at(10) },
        { duration: '10s', target: at(1) },
        { duration: '2m', target: at(1) },
      ];
    case 'breakpoint':
      return [{ duration: DURATION, target: at(20) }];
    default:
      return [
        { duration: '1m', target: at(1) },
        { duration: DURATION, target: at(1) },
        { duration: '30s', target: 0 },
      ];
  }
}

/**
 * A scenario running `exec` at `share` of RATE. Smoke runs three iterations on one VU (a check that
 * every call answers, not a measurement); soak holds the plateau for DURATION (hours, e.g. `-e DURATION=4h`).
 */
export function scenario(exec: string, share: number, tags: Record<string, string> = {}): Scenario {
  const rate = RATE * share;
  const common = { exec, tags: { scenario: exec, ...tags } };
  if (PROFILE === 'smoke')
    return { ...common, executor: 'per-vu-iterations', vus: 1, iterations: 3, maxDuration: '2m' };
  const peak = Math.max(...stages(rate).map((s) => s.target), 1);
  const pool = {
    preAllocatedVUs: Math.ceil(rate * ITERATION_SECONDS) + 1,
    maxVUs: Math.ceil(peak * ITERATION_SECONDS * 4) + 10,
  };
  if (PROFILE === 'soak')
    return {
      ...common,
      ...pool,
      executor: 'constant-arrival-rate',
      rate: Math.max(1, Math.round(rate)),
      timeUnit: '1s',
      duration: DURATION,
    };
  return { ...common, ...pool, executor: 'ramping-arrival-rate', startRate: 0, timeUnit: '1s', stages: stages(rate) };
}

/** p95 and p99 in ms of the HTTP calls (the alert rule fires at an edge p99 over 1 s). */
export const P95_MS = int('P95_MS', 500);
export const P99_MS = int('P99_MS', 1000);

/**
 * Per call name: latency (p95, and p99 aborting the run) and the share of envelopes with the expected
 * status. Aborts wait a minute, so that a cold start does not end the run; breakpoint runs stop at the
 * first threshold crossed, which is their answer.
 */
export function callThresholds(names: string[]): Record<string, Threshold[]> {
  const abort = PROFILE !== 'smoke';
  const delay = PROFILE === 'breakpoint' ? '10s' : '1m';
  const thresholds: Record<string, Threshold[]> = {
    http_req_duration: [`p(95)<${P95_MS}`, { threshold: `p(99)<${P99_MS}`, abortOnFail: abort, delayAbortEval: delay }],
    envelope_ok: [{ threshold: 'rate>0.99', abortOnFail: abort, delayAbortEval: delay }],
    checks: ['rate>0.99'],
  };
  for (const name of names) {
    thresholds[`http_req_duration{name:${name}}`] = [`p(95)<${P95_MS}`, `p(99)<${P99_MS}`];
    thresholds[`envelope_ok{name:${name}}`] = ['rate>0.99'];
  }
  return thresholds;
}

export const SUMMARY_TREND_STATS = ['avg', 'med', 'p(90)', 'p(95)', 'p(99)', 'max', 'count'];
