import type { Sequelize } from 'sequelize';
import type { Logger } from '../runtime/logger';

/** The account event the user service writes to its outbox when a member's grace period ends. */
export const ACCOUNT_ERASED = 'erased';

export interface OutboxEvent {
  id: number;
  type: string;
  userId: number;
}

export interface AccountErasureOptions {
  db: Sequelize;
  /** The service's schema; its `event_cursors` table keeps how far the service has read. */
  schema: string;
  /** Reads the user service's account-event outbox after an id (ListAccountEvents). */
  events(afterId: number, limit: number): Promise<OutboxEvent[]>;
  /** Erases what the service holds of the member; must be idempotent (it may run again after a crash). */
  erase(userId: number): Promise<void>;
  pollMs: number;
  logger: Logger;
  batch?: number;
}

export interface AccountErasures {
  /** Applies every pending erasure now; answers how many events were read. */
  catchUp(): Promise<number>;
  stop(): Promise<void>;
}

const CURSOR = 'account_erasure';

/**
 * Follows the user service's outbox and erases each deleted member (docs/privacy.md). The cursor
 * moves only after the erasure succeeded, and every erasure is idempotent: a crash or a retry repeats
 * harmless deletes and misses nothing; a service that was down reads the events it missed on return.
 */
export function followAccountErasures(options: AccountErasureOptions): AccountErasures {
  const batch = options.batch ?? 200;
  const table = `"${options.schema}".event_cursors`;
  const cursor = async (): Promise<number> => {
    const [rows] = await options.db.query(`SELECT last_id FROM ${table} WHERE name = :name`, {
      replacements: { name: CURSOR },
    });
    return Number((rows as Array<{ last_id: string }>)[0]?.last_id ?? 0);
  };
  const advance = (lastId: number) =>
    options.db.query(
      `INSERT INTO ${table} (name, last_id) VALUES (:name, :lastId)
       ON CONFLICT (name) DO UPDATE SET last_id = GREATEST(${table}.last_id, EXCLUDED.last_id)`,
      { replacements: { name: CURSOR, lastId } },
    );
  const readAll = async (): Promise<number> => {
    let read = 0;
    for (;;) {
      const after = await cursor();
      const events = (await options.events(after, batch)).filter((e) => e.id > after).sort((a, b) => a.id - b.id);
      if (events.length === 0) return read;
      for (const event of events) {
        if (event.type === ACCOUNT_ERASED) await options.erase(event.userId);
        await advance(event.id);
        read += 1;
      }
      if (events.length < batch) return read;
    }
  };

  let pass: Promise<number> | null = null;
  let stopped = false;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  const catchUp = (): Promise<number> => {
    pass ??= readAll().finally(() => (pass = null));
    return pass;
  };
  const poll = async () => {
    try {
      await catchUp();
      if (failing) options.logger.info('account erasures readable again');
      failing = false;
    } catch (err) {
      if (!failing) options.logger.warn({ err: (err as Error).message }, 'account erasures unreadable; retrying');
      failing = true;
    }
    if (!stopped) timer = setTimeout(() => void poll(), options.pollMs);
  };
  timer = setTimeout(() => void poll(), 0);
  return {
    catchUp,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass?.catch(() => undefined);
    },
  };
}

/** The `event_cursors` table a service needs to follow the outbox (a migration's statement). */
export const EVENT_CURSORS_TABLE = `CREATE TABLE IF NOT EXISTS event_cursors (
  name text PRIMARY KEY,
  last_id bigint NOT NULL DEFAULT 0
)`;

/** A service's export areas (file name -> JSON-ready value) as the MemberDataAreas message. */
export function toMemberDataAreas(areas: Record<string, unknown>): { areas: Array<{ name: string; json: string }> } {
  return { areas: Object.entries(areas).map(([name, value]) => ({ name, json: JSON.stringify(value, null, 2) })) };
}
