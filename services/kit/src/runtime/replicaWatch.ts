import { QueryTypes, type Sequelize } from 'sequelize';
import type { Logger } from './logger';

/** A WAL position (`16/B374D848`) as one number, to compare positions. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  if (!high || !low || !/^[0-9A-F]+$/i.test(high) || !/^[0-9A-F]+$/i.test(low))
    throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

/** One read replica and what its latest check found. */
export interface Replica {
  /** `host:port/database`: the metrics' and logs' name for it (never its password). */
  name: string;
  db: Sequelize;
  usable: boolean;
  /** How far behind the primary it was at its latest check (ms); null while it does not answer. */
  lagMs: number | null;
  /** Why it is left out ('' while usable). */
  reason: string;
}

export interface ReplicaWatchOptions {
  primary: Sequelize;
  replicas: Replica[];
  maxLagMs: number;
  checkMs: number;
  logger: Logger;
  /** Called after every check of a replica (metrics). */
  onChecked?(replica: Replica): void;
}

/** A primary WAL position and when it was read. */
interface Mark {
  lsn: bigint;
  at: number;
}

/** Marks kept for a replica that does not catch up (the oldest stays: it is what the lag is measured from). */
const MAX_MARKS = 10_000;

/**
 * Checks every replica once per `checkMs`: whether it answers, and how far behind the primary it is.
 * Each check reads the primary's WAL position; a replica's lag is the age of the oldest position it
 * has not replayed yet. Unlike `now() - pg_last_xact_replay_timestamp()` this does not grow while the
 * primary is idle, and compares no clocks of two machines. A replica that does not answer, is no
 * standby (promoted: it no longer follows the primary) or lags past `maxLagMs` is left out until a
 * check finds it well again.
 */
export class ReplicaWatch {
  private readonly marks = new Map<Replica, Mark[]>();
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;

  constructor(private readonly options: ReplicaWatchOptions) {
    for (const replica of options.replicas) this.marks.set(replica, []);
  }

  /** Checks now and then every `checkMs`; resolves after the first round. */
  start(): Promise<void> {
    if (!this.timer) {
      this.timer = setInterval(() => void this.check(), this.options.checkMs);
      this.timer.unref();
    }
    return this.check();
  }

  stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    return this.round ?? Promise.resolve();
  }

  /** One round over every replica (a round still running is not started again). */
  check(): Promise<void> {
    this.round ??= this.checkAll().finally(() => {
      this.round = null;
    });
    return this.round;
  }

  /** A replica a read just failed on (its connection is gone): out until a check finds it well. */
  takeOut(replica: Replica, reason: string): void {
    this.judge(replica, false, null, reason);
  }

  private async checkAll(): Promise<void> {
    const mark = await this.primaryPosition();
    await Promise.all(this.options.replicas.map((replica) => this.checkOne(replica, mark)));
  }

  private async primaryPosition(): Promise<Mark | null> {
    try {
      const [row] = await this.options.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn', {
        type: QueryTypes.SELECT,
      });
      return row ? { lsn: parseLsn(row.lsn), at: Date.now() } : null;
    } catch {
      // The primary away: nothing to measure the lag against; the replicas keep their last judgement.
      return null;
    }
  }

  private async checkOne(replica: Replica, mark: Mark | null): Promise<void> {
    const marks = this.marks.get(replica)!;
    if (mark && (marks.length === 0 || marks[marks.length - 1]!.lsn < mark.lsn)) marks.push(mark);
    if (marks.length > MAX_MARKS) marks.splice(1, 1);
    let timer: NodeJS.Timeout | undefined;
    try {
      const [row] = await Promise.race([
        replica.db.query<{ replayed: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS replayed', {
          type: QueryTypes.SELECT,
        }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer')), this.options.checkMs);
        }),
      ]);
      if (!row?.replayed) {
        this.judge(replica, false, null, 'not a standby');
        return;
      }
      const replayed = parseLsn(row.replayed);
      while (marks.length > 0 && marks[0]!.lsn <= replayed) marks.shift();
      const lagMs = marks.length > 0 ? Date.now() - marks[0]!.at : 0;
      const behind = lagMs > this.options.maxLagMs;
      this.judge(replica, !behind, lagMs, behind ? `behind by ${lagMs} ms` : '');
    } catch (err) {
      this.judge(replica, false, null, `unreachable (${(err as Error).message})`);
    } finally {
      clearTimeout(timer);
    }
  }

  private judge(replica: Replica, usable: boolean, lagMs: number | null, reason: string): void {
    const was = replica.usable;
    Object.assign(replica, { usable, lagMs, reason });
    if (was && !usable)
      this.options.logger.warn({ replica: replica.name, reason }, 'read replica left out: reads go to the primary');
    if (!was && usable) this.options.logger.info({ replica: replica.name, lagMs }, 'read replica in use');
    this.options.onChecked?.(replica);
  }
}
