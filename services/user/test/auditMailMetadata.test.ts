import { createDatabase, createLogger, migrate } from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import { QueryTypes, type Sequelize } from 'sequelize';
import { migrations } from '../src/migrations';

/** Migration 0060: earlier `cs.mail` audit rows keep that a mail was sent, not its text. */
const logger = createLogger('test', 'silent');
const SCHEMA = 'user_svc';
const all = migrations({
  adminPassword: 'Admin-Passw0rd',
  servicePassword: 'Service-Passw0rd',
  onGeneratedPassword() {},
});

let database: { url: string; drop(): Promise<void> };
let db: Sequelize;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDatabase({ url: database.url, schema: SCHEMA, logger });
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

it('removes the text of earlier customer-service mails from the audit log and keeps it append-only', async () => {
  await migrate(
    db,
    SCHEMA,
    all.filter((m) => m.name !== '0060_audit_mail_metadata'),
    logger,
  );
  await db.query(
    `INSERT INTO ${SCHEMA}.staff_actions (staff_id, staff_username, action, target_type, target_id, after) VALUES
     (2, 'service', 'cs.mail', 'member', '9', '{"mail_id": 41, "content": "Your private refund note"}'),
     (2, 'service', 'member.suspend', 'member', '9', '{"content": "kept: not a mail"}')`,
  );
  await migrate(db, SCHEMA, all, logger);
  const rows = await db.query<{ action: string; after: Record<string, unknown> }>(
    `SELECT action, after FROM ${SCHEMA}.staff_actions ORDER BY id`,
    { type: QueryTypes.SELECT },
  );
  expect(rows).toEqual([
    { action: 'cs.mail', after: { mail_id: 41, length: 24 } },
    { action: 'member.suspend', after: { content: 'kept: not a mail' } },
  ]);
  await expect(db.query(`UPDATE ${SCHEMA}.staff_actions SET after = NULL`)).rejects.toThrow(/append-only/);
});
