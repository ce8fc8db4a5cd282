import { runCampaign } from '../src/campaign';
import { formatFigures } from '../src/report';

/**
 * A trimmed `make chaos`: a few members, each fault once, shorter observation. What counts is
 * asserted here (nothing lost or doubled, the ledger sound, each fault recovered); the figures are
 * printed, and timings are never asserted.
 */
it('loses and doubles nothing and keeps the ledger sound through every fault', async () => {
  const result = await runCampaign({
    chatting: 12,
    browsing: 3,
    chatEveryMs: 1_500,
    observeMs: 2_000,
    say: () => undefined,
  });
  console.log(formatFigures(result));
  const faults = result.phases.filter((f) => f.recoveryMs !== null);
  expect(faults.map((f) => f.phase)).toEqual([
    'restart Redis',
    'restart Postgres',
    'SIGKILL messaging',
    'SIGKILL chat node',
    'SIGTERM edge',
    'SIGSTOP social 10 s',
  ]);
  for (const f of result.phases) {
    expect({ phase: f.phase, lost: f.lost, duplicates: f.duplicates }).toEqual({
      phase: f.phase,
      lost: 0,
      duplicates: 0,
    });
    // Every message not refused by the rules was acknowledged to its sender and can be read.
    expect(f.acknowledged + f.refused).toBe(f.sent);
    expect(f.deliveredLive + f.fromHistory).toBe(f.stored);
  }
  expect(result.phases.reduce((n, f) => n + f.sent, 0)).toBeGreaterThan(0);
  expect(result.phases.reduce((n, f) => n + f.http.ok, 0)).toBeGreaterThan(0);
  expect(result.ledgerMismatches).toBe(0);
}, 300_000);
