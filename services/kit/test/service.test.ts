import { Client } from 'pg';
import { createLogger, grpcHealthDependency, loadContract, startService, type Migration } from '../src';
import { createTestDatabase, freePort } from '../src/testing';
import type { ProtoGrpcType } from '../src/generated/user';

const logger = createLogger('kit-test', 'silent');
const migrations: Migration[] = [
  {
    name: '0001_visits',
    up: ({ context: { sequelize, schema } }) =>
      sequelize.query(`CREATE TABLE "${schema}".visits (id serial PRIMARY KEY)`),
  },
];
const userService = loadContract<ProtoGrpcType>('user').kindred.user.v1.UserService.service;
/** Every call of the contract answers an empty message. */
const emptyAnswers = new Proxy({}, { get: () => async () => ({}) });

/** Connections to the test database other than the asking one (the service's pool). */
async function connectionsTo(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  await client.end();
  return rows[0].n;
}

describe('startService', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const config = (migrateOnly = false) => ({
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    MIGRATE_ONLY: migrateOnly,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('migrates, serves gRPC with health and /metrics, and stops in order', async () => {
    const steps: string[] = [];
    const metricsPort = await freePort();
    const service = await startService(
      {
        name: 'visits',
        config: config(),
        database: { schema: 'visits_svc', migrations },
        grpc: { port: 0 },
        metricsPort: 0,
        build: async ({ db }) => {
          await db.query('INSERT INTO visits_svc.visits DEFAULT VALUES');
          return {
            services: [{ definition: userService, handlers: emptyAnswers }],
            beforeDrain: () => steps.push('beforeDrain'),
            release: () => {
              steps.push('release');
            },
            extra: { name: () => 'visits' },
          };
        },
      },
      { logger, port: 0, metricsPort },
    );
    expect(service.name()).toBe('visits');
    const health = grpcHealthDependency('visits', `127.0.0.1:${service.port}`);
    await expect(health.check()).resolves.toEqual({ status: 'SERVING' });
    health.close();
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toContain('service="visits"');
    // The probes the kubelet can ask when gRPC speaks mutual TLS (its grpc: probes are plaintext).
    const probe = async (path: string) => (await fetch(`http://127.0.0.1:${metricsPort}${path}`)).status;
    expect([await probe('/healthz'), await probe('/readyz')]).toEqual([200, 200]);
    expect(await connectionsTo(database.url)).toBeGreaterThan(0);

    await service.stop();
    expect(steps).toEqual(['beforeDrain', 'release']);
    expect(await connectionsTo(database.url)).toBe(0);
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });

  it('under MIGRATE_ONLY migrates and builds nothing', async () => {
    const build = jest.fn();
    const service = await startService(
      {
        name: 'visits',
        config: config(true),
        database: { schema: 'visits_svc', migrations },
        grpc: { port: 0 },
        metricsPort: 0,
        build,
      },
      { logger },
    );
    expect(service.port).toBe(0);
    expect(build).not.toHaveBeenCalled();
    await service.stop();
  });

  it('closes the database when the service cannot be built', async () => {
    await expect(
      startService(
        {
          name: 'visits',
          config: config(),
          database: { schema: 'visits_svc', migrations },
          grpc: { port: 0 },
          metricsPort: 0,
          build: () => Promise.reject(new Error('bucket unreachable')),
        },
        { logger },
      ),
    ).rejects.toThrow('bucket unreachable');
    expect(await connectionsTo(database.url)).toBe(0);
  });

  it('releases what it built and closes the database when the gRPC server cannot start', async () => {
    const steps: string[] = [];
    await expect(
      startService(
        {
          name: 'visits',
          config: config(),
          database: { schema: 'visits_svc', migrations },
          grpc: { port: 0 },
          metricsPort: 0,
          build: async () => ({
            // A contract without its handlers: the server refuses to start.
            services: [{ definition: userService, handlers: {} }],
            beforeDrain: () => steps.push('beforeDrain'),
            release: () => {
              steps.push('release');
            },
          }),
        },
        { logger },
      ),
    ).rejects.toThrow('has no handler');
    expect(steps).toEqual(['beforeDrain', 'release']);
    expect(await connectionsTo(database.url)).toBe(0);
  });
});
