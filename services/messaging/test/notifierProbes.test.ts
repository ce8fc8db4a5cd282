import { createLogger } from '@kindred/kit';
import { createTestDatabase, freePort, testRedisUrl } from '@kindred/kit/testing';
import { readUserConfig, startUserService } from '@kindred/user';
import { readMessagingConfig, readNotifierConfig, startMessagingService, startNotifier } from '../src';

const silent = createLogger('test', 'silent');

/** The notifier's probes (helm/kindred notifier Deployment): /healthz while it runs, /readyz while Postgres, Redis and user answer. */
describe('the notifier answers its probes on its metrics port', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const stops: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // The notifier does not migrate: messaging's migrations make its tables.
    const messaging = await startMessagingService(
      readMessagingConfig({ DATABASE_URL: database.url, MESSAGING_HOST: '127.0.0.1', LOG_LEVEL: 'silent' }),
      { logger: silent, port: 0, metricsPort: null },
    );
    await messaging.stop();
  });

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
    await database?.drop();
  });

  it('is alive at once, and ready only once the user service answers', async () => {
    const userPort = await freePort();
    const metricsPort = await freePort();
    const notifier = await startNotifier(
      readNotifierConfig({
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl(),
        REDIS_KEY_PREFIX: `probes-${process.pid}:`,
        USER_ADDR: `127.0.0.1:${userPort}`,
        NOTIFY_UNSUBSCRIBE_SECRET: 'x'.repeat(32),
        LOG_LEVEL: 'silent',
      }),
      { logger: silent, metricsPort },
    );
    stops.push(() => notifier.stop());
    const probe = (path: string) => fetch(`http://127.0.0.1:${metricsPort}${path}`);

    expect((await probe('/healthz')).status).toBe(200);
    const notReady = await probe('/readyz');
    expect([notReady.status, await notReady.json()]).toEqual([503, { status: 'not ready', down: ['user'] }]);

    const user = await startUserService(
      readUserConfig({
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl(),
        USER_GRPC_PORT: String(userPort),
        LOG_LEVEL: 'silent',
      }),
      { logger: silent, metricsPort: null },
    );
    stops.unshift(() => user.stop());
    let ready = 0;
    for (let i = 0; i < 50 && ready !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ready = (await probe('/readyz')).status;
    }
    expect(ready).toBe(200);
    expect((await probe('/metrics')).status).toBe(200);
  });
});
