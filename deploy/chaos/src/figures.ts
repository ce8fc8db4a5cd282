import { writeResults } from '../../figures/results.js';
import type { PhaseFigures } from './report';

/** What sets a campaign's figures apart: its counts, and the faults when only some ran. */
export function settingOf(env: NodeJS.ProcessEnv, chatting: number, browsing: number): string {
  const knobs = ['CHAOS_OBSERVE_MS', 'CHAOS_CHAT_EVERY_MS', 'CHAOS_FAULTS', 'CHAOS_REDIS'].filter((knob) => env[knob]);
  return [`${chatting} chatting, ${browsing} browsing`, ...knobs.map((knob) => `${knob}=${env[knob]}`)].join(' ');
}

/** A campaign's figures as the docs show them, one row per fault. */
export function campaignRows(phases: PhaseFigures[]): (string | number)[][] {
  return phases.map((f) => {
    const failed = Object.entries(f.http.failed);
    const failedCount = failed.reduce((sum, [, n]) => sum + n, 0);
    return [
      f.phase,
      f.sent,
      f.acknowledged,
      f.stored,
      f.deliveredLive,
      f.fromHistory,
      f.duplicates,
      f.lost,
      f.unacknowledged,
      failedCount ? `${failedCount} (${failed.map(([status]) => status).join(', ')})` : 0,
      f.recoveryMs === null ? '-' : `${(f.recoveryMs / 1000).toFixed(1)} s`,
    ];
  });
}

/** Writes a campaign to docs/figures/chaos.json as the latest of its setting; answers the file. */
export function recordCampaign(
  result: { phases: PhaseFigures[]; ledgerMismatches: number },
  setting: string,
  seconds: number,
): string {
  const lost = result.phases.reduce((sum, f) => sum + f.lost, 0);
  const duplicated = result.phases.reduce((sum, f) => sum + f.duplicates, 0);
  const recoveries = result.phases.flatMap((f) => (f.recoveryMs === null ? [] : [f.recoveryMs / 1000]));
  const range = recoveries.length
    ? `${Math.min(...recoveries).toFixed(1)}-${Math.max(...recoveries).toFixed(1)} s`
    : 'not measured';
  return writeResults('chaos', {
    setting,
    command: 'make chaos',
    note: `${seconds} s in all. Ledger check: ${result.ledgerMismatches} wallets whose balance differs from their ledger sum.`,
    summary: `${lost} lost, ${duplicated} duplicated; recovery ${range}`,
    columns: [
      'fault',
      'sent',
      'acked',
      'stored',
      'live',
      'from history',
      'dup',
      'lost',
      'pending',
      'HTTP failed after retries',
      'recovery',
    ],
    rows: campaignRows(result.phases),
  });
}
