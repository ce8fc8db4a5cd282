/**
 * The backup CronJob's own pg_dump command, run on this machine against the local PostgreSQL; the dump
 * goes through a local S3 server (as `mc` puts it in the object store) and comes back; the restore
 * command of docs/operations.md puts it into an empty database, which then holds the same rows.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client as S3 } from 'minio';
import { Client } from 'pg';
import { createTestDatabase } from '../../../services/kit/src/testing';
import { startLocalS3 } from '../../../services/media/test/localS3';
import { helmTemplate, repo } from './kube';

const sh = (script: string, env: Record<string, string>, cwd: string) => {
  const result = spawnSync('sh', ['-ec', script], { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${script}\nfailed: ${result.stderr}`);
  return result.stdout;
};

async function query(url: string, text: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

it('restores the CronJob’s dump into an empty database by the documented procedure', async () => {
  const cronJob = helmTemplate().find((o) => o.kind === 'CronJob')!;
  const dump = cronJob.spec.jobTemplate.spec.template.spec.initContainers[0];
  expect(dump.command).toEqual(['sh', '-ec']);
  const docs = fs.readFileSync(path.join(repo, 'docs/operations.md'), 'utf8');
  const restore = docs.split('\n').filter((line) => line.startsWith('pg_restore '));
  expect(restore).toHaveLength(1);

  const source = await createTestDatabase();
  const target = await createTestDatabase();
  const s3 = await startLocalS3('kindred-backups');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-backup-'));
  try {
    await query(
      source.url,
      `CREATE SCHEMA user_svc;
       CREATE TABLE user_svc.users (id bigserial PRIMARY KEY, username text UNIQUE NOT NULL, created_at timestamptz DEFAULT now());
       INSERT INTO user_svc.users (username) SELECT 'member' || n FROM generate_series(1, 250) n;
       CREATE SCHEMA commerce_svc;
       CREATE TABLE commerce_svc.ledger (id bigserial PRIMARY KEY, user_id bigint NOT NULL, amount int NOT NULL);
       INSERT INTO commerce_svc.ledger (user_id, amount) SELECT n % 50 + 1, n FROM generate_series(1, 1000) n;`,
    );
    // The container's /backup is this test's scratch folder.
    fs.mkdirSync(path.join(scratch, 'backup'));
    sh(dump.args[0].replaceAll('/backup/', `${scratch}/backup/`), { DATABASE_URL: source.url }, scratch);
    const [file] = fs.readdirSync(path.join(scratch, 'backup'));
    expect(file).toMatch(/^kindred-\d{8}T\d{6}Z\.dump$/);

    const store = new S3({
      endPoint: '127.0.0.1',
      port: Number(new URL(s3.endpoint).port),
      useSSL: false,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      pathStyle: true,
      region: 'us-east-1',
    });
    await store.fPutObject('kindred-backups', `postgresql/${file}`, path.join(scratch, 'backup', file!));
    const download = await store.getObject('kindred-backups', `postgresql/${file}`);
    await pipeline(download, fs.createWriteStream(path.join(scratch, 'kindred.dump')));

    sh(restore[0]!, { RESTORE_URL: target.url }, scratch);
    const summary = (url: string) =>
      query(
        url,
        `SELECT (SELECT count(*) FROM user_svc.users)::int AS users,
                (SELECT string_agg(username, ',' ORDER BY id) FROM user_svc.users) AS names,
                (SELECT sum(amount) FROM commerce_svc.ledger)::int AS total,
                (SELECT nextval('user_svc.users_id_seq'))::int AS next_id`,
      );
    const [restored] = await summary(target.url);
    expect(restored).toEqual((await summary(source.url))[0]);
    expect(restored.users).toBe(250);
  } finally {
    await s3.stop();
    await source.drop();
    await target.drop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});
