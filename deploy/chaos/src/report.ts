import type { ChatRecord } from './chatters';
import type { HttpTally } from './journey';

export interface PhaseFigures {
  phase: string;
  sent: number;
  acknowledged: number;
  stored: number;
  deliveredLive: number;
  /** Stored but not received live: the recipient reads it from history. */
  fromHistory: number;
  duplicates: number;
  /** Acknowledged, yet not stored: the broken promise. */
  lost: number;
  /** Neither acknowledged nor refused when the campaign ended: still pending in the sender's outbox (not stored). */
  unacknowledged: number;
  /** Refused by the product's rules (not failures). */
  refused: number;
  /** Error frames the clients got (and resent after). */
  errorFrames: number;
  http: HttpTally;
  recoveryMs: number | null;
}

interface Queryable {
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
}

/**
 * The counts, from what the clients saw and what the database holds: a message is stored when a
 * row carries its text (rows are counted by text, not by ref, so a second row is seen even if the
 * ref constraint were gone), delivered when the recipient got it live or can read it from history
 * (stored), lost when it was acknowledged and is not stored; a message neither acknowledged nor refused
 * at the end is still pending in its sender's outbox (the member sees it pending, it is resent).
 */
export async function countResults(
  db: Queryable,
  record: ChatRecord,
  tallies: Map<string, HttpTally>,
  recovery: Map<string, number>,
): Promise<{ phases: PhaseFigures[]; ledgerMismatches: number }> {
  const rows = await db.query<{ content: string; n: string }>(
    `SELECT content, count(*) AS n FROM messaging_svc.messages WHERE content LIKE 'chaos %' GROUP BY content`,
  );
  const storedCount = new Map(rows.map((r) => [r.content.slice('chaos '.length), Number(r.n)]));
  const phases = new Map<string, PhaseFigures>();
  const figuresOf = (phase: string) =>
    phases.get(phase) ??
    phases
      .set(phase, {
        phase,
        sent: 0,
        acknowledged: 0,
        stored: 0,
        deliveredLive: 0,
        fromHistory: 0,
        duplicates: 0,
        lost: 0,
        unacknowledged: 0,
        refused: 0,
        errorFrames: 0,
        http: tallies.get(phase) ?? { ok: 0, failed: {}, retried: 0 },
        recoveryMs: recovery.get(phase) ?? null,
      })
      .get(phase)!;
  for (const name of recovery.keys()) figuresOf(name);
  for (const m of record.sent.values()) {
    const f = figuresOf(m.phase);
    f.sent++;
    const copies = storedCount.get(m.ref) ?? 0;
    const live = new Set(record.delivered.get(m.ref) ?? []);
    f.errorFrames += record.errorFrames.get(m.ref) ?? 0;
    if (m.mid !== undefined) f.acknowledged++;
    if (m.refused) f.refused++;
    if (copies > 0) f.stored++;
    if (copies > 1 || live.size > 1) f.duplicates++;
    if (live.size > 0) f.deliveredLive++;
    else if (copies > 0) f.fromHistory++;
    if (m.mid !== undefined && copies === 0) f.lost++;
    if (m.mid === undefined && !m.refused && copies === 0) f.unacknowledged++;
  }
  const [ledger] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM commerce_svc.wallets w
      WHERE w.balance <> COALESCE((SELECT sum(e.delta) FROM commerce_svc.ledger_entries e WHERE e.user_id = w.user_id), 0)`,
  );
  return { phases: [...phases.values()], ledgerMismatches: Number(ledger?.n ?? 0) };
}

/** The figures as a table, one line per fault. */
export function formatFigures(result: { phases: PhaseFigures[]; ledgerMismatches: number }): string {
  const head = [
    'phase',
    'sent',
    'acked',
    'stored',
    'live',
    'history',
    'dup',
    'lost',
    'pending',
    'err frames',
    'http ok',
    'http failed',
    'retried',
    'recovery',
  ];
  const lines = result.phases.map((f) => [
    f.phase,
    f.sent,
    f.acknowledged,
    f.stored,
    f.deliveredLive,
    f.fromHistory,
    f.duplicates,
    f.lost,
    f.unacknowledged,
    f.errorFrames,
    f.http.ok,
    Object.entries(f.http.failed)
      .map(([status, n]) => `${status}:${n}`)
      .join(' ') || '0',
    f.http.retried,
    f.recoveryMs === null ? '-' : `${(f.recoveryMs / 1000).toFixed(1)} s`,
  ]);
  const table = [head, ...lines.map((l) => l.map(String))];
  const widths = head.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const render = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [
    ...table.map(render),
    `ledger check: ${result.ledgerMismatches} wallets whose balance differs from their ledger sum`,
  ].join('\n');
}
