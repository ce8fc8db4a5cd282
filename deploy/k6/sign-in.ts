/**
 * Sign-in as a scenario of its own, at an arrival rate: the edge limits sign-ins per account and per IP
 * (10 a minute each by default), so one load generator meets -429 quickly. A refused sign-in is counted
 * and retried after a growing pause, never at once; test environments raise the limits (deploy/k6/README.md).
 *
 *   k6 run -e PROFILE=load -e RATE=2 -e ACCOUNTS_FILE=accounts.json deploy/k6/sign-in.ts
 */
import { check, sleep } from 'k6';
import { Counter } from 'k6/metrics';
import type { Options } from 'k6/options';
import { accounts } from './lib/accounts.ts';
import { int } from './lib/env.ts';
import { call } from './lib/member.ts';
import { SUMMARY_TREND_STATS, callThresholds, scenario } from './lib/profiles.ts';
import { summaryFiles } from './lib/summary.ts';

const TRIES = int('TRIES', 4);
const limited = new Counter('login_limited');

export const options: Options = {
  scenarios: { signIn: scenario('signIn', 0.01) },
  thresholds: { ...callThresholds(['login', 'logout']), login_limited: ['count<10'] },
  summaryTrendStats: SUMMARY_TREND_STATS,
  tags: { journey: 'sign-in' },
};

export function signIn() {
  const account = accounts[Math.floor(Math.random() * accounts.length)];
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    const answer = call<{ token: string }>(
      '/member/index/login',
      { account: account.username, password: account.password },
      'login',
      undefined,
      [200, -429],
    );
    if (answer?.status === -429) {
      limited.add(1);
      sleep(2 ** attempt);
      continue;
    }
    check(answer, { 'login: a session token': (a) => typeof a?.data?.token === 'string' && a.data.token.length > 20 });
    // The new session ends at once: a run leaves no sessions behind.
    if (answer?.data?.token) call('/member/index/logout', {}, 'logout', answer.data.token);
    return;
  }
}

export const handleSummary = summaryFiles('sign-in');
