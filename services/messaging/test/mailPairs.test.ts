import { Client } from 'pg';
import { createLogger } from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import { readMessagingConfig, startMessagingService } from '../src';
import { mailedBetween, talking } from '../src/store/contactBetween';

const SCHEMA = 'messaging_svc';

/** The plan of a question, as text: which indexes it reads and whether it scans a whole table. */
async function plan(db: Client, sql: string, values: unknown[] = []): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, values);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/**
 * "Have these two mailed?" (store/contactBetween.ts) is asked for every new chat thread and every mail:
 * it must cost the same for a member 30,000 mails have reached as for a new one.
 */
describe('whether two members have mailed, beside a much-mailed member', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    const messaging = await startMessagingService(
      readMessagingConfig({ DATABASE_URL: database.url, MESSAGING_HOST: '127.0.0.1', LOG_LEVEL: 'silent' }),
      { logger: createLogger('test', 'silent'), port: 0, metricsPort: null },
    );
    await messaging.stop();
    db = new Client({ connectionString: database.url });
    await db.connect();
    // Member 1 has been mailed by 30,000 senders; 60,000 more mails go between others.
    await db.query(
      `INSERT INTO ${SCHEMA}.mails (sender_id, sender_name, recipient_id, content, created_at)
       SELECT 1000 + g, 'm' || g, CASE WHEN g <= 30000 THEN 1 ELSE 2 + g % 5000 END, 'hello', g
         FROM generate_series(1, 90000) AS g`,
    );
    await db.query(`ANALYZE ${SCHEMA}.mails`);
  });

  afterAll(async () => {
    await db?.end();
    await database?.drop();
  });

  it('answers from the pair index, either way, without reading the member mailbox', async () => {
    const pair = await plan(db, `SELECT ${mailedBetween(SCHEMA, '999999', '1')}`);
    expect(pair).toContain('mails_pairs');
    expect(pair).not.toMatch(/Seq Scan|mails_recipient/);
    const talks = await plan(db, `SELECT ${talking(SCHEMA, '$1', '$2')}`, [999999, 1]);
    expect(talks).not.toMatch(/Seq Scan on mails|mails_recipient/);
  });

  it('still knows who has mailed', async () => {
    const ask = async (a: number, b: number) =>
      (
        await db.query<{ mailed: boolean }>(`SELECT ${mailedBetween(SCHEMA, '$1::bigint', '$2::bigint')} AS mailed`, [
          a,
          b,
        ])
      ).rows[0]!.mailed;
    expect(await ask(1000 + 17, 1)).toBe(true);
    expect(await ask(1, 1000 + 17)).toBe(true);
    expect(await ask(999999, 1)).toBe(false);
  });
});
