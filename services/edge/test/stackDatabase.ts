import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, databaseUrl, dropDatabase, withTestLock } from '@kindred/kit/testing';

/** Where a run's template leaves its stored gift pictures (stackTemplate/teardown.js removes it). */
const templateGiftObjects = (template: string) => path.join(os.tmpdir(), `${template}-objects`);

/**
 * The database a stack starts on. Within a jest run (KINDRED_STACK_TEMPLATE, named by the global
 * set-up in stackTemplate/), a copy of a template the run's first stack made: every service's
 * migrations and start-up seeds applied once, so each further stack skips about a second of DDL.
 * With it, `objects`: the template stack's stored gift pictures, which the copy's rows name, for the
 * stack's own object store to start with (storing them again costs each stack about 1.5 s of CPU).
 * Outside one, a fresh database that the services migrate.
 */
export async function stackDatabase(
  makeTemplate: (url: string, objects: string) => Promise<void>,
): Promise<{ url: string; drop(): Promise<void>; objects?: string }> {
  const template = process.env.KINDRED_STACK_TEMPLATE;
  if (!template || !/^kindred_template_[a-z0-9]+$/.test(template)) return createTestDatabase();
  const objects = templateGiftObjects(template);
  await withTestLock(template, async (admin) => {
    const { rows } = await admin.query<{ ready: boolean }>(
      'SELECT datistemplate AS ready FROM pg_database WHERE datname = $1',
      [template],
    );
    if (rows[0]?.ready) return;
    // Absent, or left half-made by a worker that stopped: made (again) under the lock.
    if (rows.length) await dropDatabase(template);
    await admin.query(`CREATE DATABASE ${template}`);
    await makeTemplate(databaseUrl(template), objects);
    await admin.query(`ALTER DATABASE ${template} WITH IS_TEMPLATE true`);
  });
  return { ...(await createTestDatabase({ template })), objects };
}
