import { Client } from 'pg';
import { createLogger, openMigratedDatabase, type Migration } from '../src';
import { createTestDatabase } from '../src/testing';

const logger = createLogger('kit-test', 'silent');

const migrations: Migration[] = [
  {
    name: '0001_things',
    up: ({ context: { sequelize, schema } }) =>
      sequelize.query(`CREATE TABLE "${schema}".things (id serial PRIMARY KEY)`),
  },
];

describe('openMigratedDatabase', () => {
  it('applies pending migrations once, and under MIGRATE_ONLY closes and answers null', async () => {
    const database = await createTestDatabase();
    try {
      const options = { url: database.url, schema: 'thing_svc', logger, migrations };
      expect(await openMigratedDatabase({ ...options, migrateOnly: true })).toBeNull();
      // Two replicas starting at once: the advisory lock lets one apply, the other finds nothing to do.
      const [a, b] = await Promise.all([
        openMigratedDatabase({ ...options, migrateOnly: false }),
        openMigratedDatabase({ ...options, migrateOnly: false }),
      ]);
      await a!.close();
      await b!.close();
      const client = new Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query('SELECT name FROM thing_svc.migrations');
      await client.end();
      expect(rows).toEqual([{ name: '0001_things' }]);
    } finally {
      await database.drop();
    }
  });
});
