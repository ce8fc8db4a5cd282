import { createTestDatabase, databaseUrl, dropDatabase, withTestLock } from '@kindred/kit/testing';

/**
 * The database a stack starts on. Within a jest run (KINDRED_STACK_TEMPLATE, named by the global
 * set-up in stackTemplate/), a copy of a template the run's first stack made: every service's
 * migrations and start-up seeds applied once, so each further stack skips about a second of DDL.
 * Outside one, a fresh database that the services migrate.
 */
export async function stackDatabase(
  makeTemplate: (url: string) => Promise<void>,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = process.env.KINDRED_STACK_TEMPLATE;
  if (!template || !/^kindred_template_[a-z0-9]+$/.test(template)) return createTestDatabase();
  await withTestLock(template, async (admin) => {
    const { rows } = await admin.query<{ ready: boolean }>(
      'SELECT datistemplate AS ready FROM pg_database WHERE datname = $1',
      [template],
    );
    if (rows[0]?.ready) return;
    // Absent, or left half-made by a worker that stopped: made (again) under the lock.
    if (rows.length) await dropDatabase(template);
    await admin.query(`CREATE DATABASE ${template}`);
    await makeTemplate(databaseUrl(template));
    await admin.query(`ALTER DATABASE ${template} WITH IS_TEMPLATE true`);
  });
  return createTestDatabase({ template });
}
